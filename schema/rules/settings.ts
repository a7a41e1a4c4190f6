import { z } from 'zod';

export const settingsMessages = {
  valuationIdRequired: 'Please enter Valuation Id to delete.',
  valuationIdNumber: 'Valuation Id is a whole positive number, the ValueId of the record (StudyId × 10000 + n).',
} as const;

/**
 * The delete-valuation card of Various Settings (spec 001 §5): the record is named by its Valuation Id, the
 * ValueId the ESVD, its downloads and its search table show.
 */
export const deleteValuationInput = z.object({
  valueId: z
    .number({ error: settingsMessages.valuationIdRequired })
    .int(settingsMessages.valuationIdNumber)
    .positive(settingsMessages.valuationIdNumber)
    .max(Number.MAX_SAFE_INTEGER, settingsMessages.valuationIdNumber),
});

export type DeleteValuationInput = z.infer<typeof deleteValuationInput>;
