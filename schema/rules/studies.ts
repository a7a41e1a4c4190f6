import { z } from 'zod';
import { atMostInt4, int4Range } from './database-values.ts';
import {
  ownFieldsOf,
  valuationFieldLabels,
  valuationLinkFields,
  valuationReferenceFields,
  type ValuationFieldNameOf,
  type ValuationLinkField,
  type ValuationReferenceField,
} from './valuation-fields.ts';

export { valuationLinkFields, valuationReferenceFields, type ValuationLinkField, type ValuationReferenceField };

/** Spec 000 §9: the earliest publication year. */
export const minimumPublicationYear = 1950;

const isFourDigits = (year: number) => /^\d{4}$/.test(String(year));

/** A trimmed text that must not be empty; a missing value gets the same message as an empty one. */
const requiredText = (label: string, maxLength = 10_000) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(maxLength, `${label} must be at most ${maxLength} characters.`);

/** A row's id or version: PostgreSQL integers. */
const id = z
  .number()
  .int()
  .positive()
  .max(...atMostInt4('Ids and versions'));

/** Study form (spec 000 §5): every field required; the year positive, from 1950, four digits. */
export const studyInput = z.object({
  title: requiredText('Title'),
  authors: requiredText('Authors'),
  reference: requiredText('Reference'),
  yearOfPublication: z
    .number({ error: 'Year of Publication is required' })
    .int('Year of Publication is not a valid year.')
    .positive('Year of Publication must be a positive number.')
    .min(minimumPublicationYear, `Year of Publication must be grater than or equal to ${minimumPublicationYear}.`)
    .refine(isFourDigits, 'Year of Publication is not a valid year.'),
  isComplete: z.boolean().default(false),
});
export type StudyInput = z.output<typeof studyInput>;

/**
 * An edit carries the version the client loaded, so a save over someone else's change is refused;
 * `isPublished`, when sent, publishes or unpublishes the study with the same save.
 */
export const studyUpdateInput = studyInput.extend({ version: id, isPublished: z.boolean().optional() });
export type StudyUpdateInput = z.output<typeof studyUpdateInput>;

/**
 * The identifiers a study or valuation has in the ESVD, kept when it is brought in from there (the dataset
 * upload): a StudyID is a database integer, a ValueId the StudyID followed by a running number.
 */
const identifier = (label: string, largest: number) => {
  const message = `${label} must be a whole number from 1 to ${largest}.`;
  return z.number({ error: message }).int(message).min(1, message).max(largest, message);
};
export const esvdStudyId = identifier('StudyID', int4Range.max);
export const esvdValueId = identifier('ValueId', Number.MAX_SAFE_INTEGER);

/** The valuation numbers that must be positive when present (spec 000 §5), with their form labels. */
export const positiveValuationNumbers = Object.fromEntries(
  ownFieldsOf('positive').map((field) => [field, valuationFieldLabels[field]]),
) as Record<ValuationFieldNameOf<{ value: 'positive' }>, string>;

const positiveNumber = (label: string) =>
  z
    .number({ error: `${label} must be a positive number.` })
    .positive(`${label} must be a positive number.`)
    .nullish();

const optionalText = z.string().trim().max(10_000).nullish();
const optionalId = id.nullish();

/** More entries than any reference list offers a link: past it, a list is a mistake. */
const maximumLinkedEntries = 500;

/**
 * A many-valued link: entry ids in the order they were entered, which is the order they are kept and shown in.
 * An id named twice counts once, where it first appears.
 */
const ids = z
  .array(id)
  .max(maximumLinkedEntries, `A valuation links at most ${maximumLinkedEntries} entries of one list.`)
  .default([])
  .transform((entries) => [...new Set(entries)]);

/**
 * The valuation's free texts. Site condition, valued change and type of beneficiary are free text in the ESVD (one
 * real subset alone has 144 valued-change texts); their reference lists only suggest common values.
 */
export const valuationTextFields = ownFieldsOf('text');

/** The valuation's numbers that may be zero or negative: the coordinates (in their ranges), the original value. */
export const valuationFreeNumberFields = [
  ...ownFieldsOf('latitude'),
  ...ownFieldsOf('longitude'),
  ...ownFieldsOf('number'),
];

/** Degrees north or east, up to `limit` either way. */
const coordinate = (label: string, limit: number) => {
  const message = `${label} must be a number from -${limit} to ${limit}.`;
  return z.number({ error: message }).min(-limit, message).max(limit, message).nullish();
};

const freeNumberRules: Record<(typeof valuationFreeNumberFields)[number], z.ZodType> = {
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  originalValue: z.number().nullish(),
};

const valuationFields = {
  codedDate: z.coerce.date().nullish(),
  ...Object.fromEntries(valuationLinkFields.map((field) => [field, ids])),
  ...Object.fromEntries(valuationReferenceFields.map((field) => [field, optionalId])),
  ...Object.fromEntries(valuationTextFields.map((field) => [field, optionalText])),
  ...freeNumberRules,
  ...Object.fromEntries(
    Object.entries(positiveValuationNumbers).map(([field, label]) => [field, positiveNumber(label)]),
  ),
  valueYear: z
    .number({ error: 'Value Year is not a valid year.' })
    .int('Value Year is not a valid year.')
    .positive('Value Year is not a valid year.')
    .refine(isFourDigits, 'Value Year is not a valid year.')
    .nullish(),
  inclExcl: z.boolean().nullish(),
  // Absent (or null), the review stays as it is: only editors may change it, and other callers need not send it.
  reviewed: z.boolean().nullish(),
  reviewedDate: z.coerce.date().nullish(),
} as Record<string, z.ZodType>;

export const reviewMessages = {
  dateNeedsReview: 'A Reviewed Date needs Reviewed ticked.',
  editorsOnly: 'Only editors in chief and administrators can change whether a valuation is reviewed.',
} as const;

/** Inclusion options (spec 000 §3): true Included, false Excluded, null Unread. */
export const inclusionOptions = [
  { label: 'Included', value: true },
  { label: 'Excluded', value: false },
  { label: 'Unread', value: null },
] as const;

export type ValuationFields = {
  codedDate?: Date | null;
  valueYear?: number | null;
  inclExcl?: boolean | null;
  reviewed?: boolean | null;
  reviewedDate?: Date | null;
} & Record<ValuationLinkField, number[]> &
  Partial<Record<ValuationReferenceField, number | null>> &
  Partial<Record<(typeof valuationTextFields)[number], string | null>> &
  Partial<Record<(typeof valuationFreeNumberFields)[number], number | null>> &
  Partial<Record<keyof typeof positiveValuationNumbers, number | null>>;

/** Fields about the record rather than the valuation it holds: they alone are not enough to save. */
const recordKeepingFields = new Set(['codedDate', 'reviewed', 'reviewedDate']);

/** Whether a valuation holds more than its identity (study and valueId): Save needs that (spec 000 §4). */
export function hasValuationContent(values: Partial<ValuationFields>): boolean {
  return Object.entries(values).some(([field, value]) => {
    if (recordKeepingFields.has(field) || value === null || value === undefined || value === '') return false;
    return !Array.isArray(value) || value.length > 0;
  });
}

/** A reviewed date belongs to a reviewed valuation. */
const reviewIsConsistent = ({ reviewed, reviewedDate }: ValuationFields) => !reviewedDate || reviewed === true;
const reviewIssue = { message: reviewMessages.dateNeedsReview, path: ['reviewedDate'] };

export const emptyValuationMessage = 'Fill in at least one field of the valuation before saving.';

const valuationFieldsObject = z.object(valuationFields) as unknown as z.ZodType<ValuationFields>;

/** A new valuation of a study (spec 000 §3, §5); the valueId is the server's to give. */
export const valuationInput = z
  .object({ studyRecordId: id.refine(Boolean, 'Study is required') })
  .and(valuationFieldsObject)
  .refine(({ studyRecordId: _studyRecordId, ...values }) => hasValuationContent(values), emptyValuationMessage)
  .refine(reviewIsConsistent, reviewIssue);
export type ValuationInput = z.output<typeof valuationInput>;

/** An edit of a valuation, with the version the client loaded. */
export const valuationUpdateInput = z
  .object({ version: id })
  .and(valuationFieldsObject)
  .refine(({ version: _version, ...values }) => hasValuationContent(values), emptyValuationMessage)
  .refine(reviewIsConsistent, reviewIssue);
export type ValuationUpdateInput = z.output<typeof valuationUpdateInput>;

/** Suggest a Study (spec 000 §3, §5, §9). */
export const suggestedStudyTypes = ['thesis', 'report', 'journal article', 'conference paper', 'book section'] as const;
export const attachmentExtensions = ['pdf', 'docx', 'odt', 'doc', 'txt'] as const;
export type AttachmentExtension = (typeof attachmentExtensions)[number];
export const maximumAttachments = 2;
export const maximumAttachmentBytes = 10 * 1024 * 1024;

export const attachmentMessages = {
  required: 'Attachment field must have at least 1 item',
  tooMany: `Attachment field must have at most ${maximumAttachments} items`,
  format: 'Only pdf, docx, odt, doc and txt files are accepted.',
  tooLarge: 'The attachments must be at most 10 MB in total.',
  content: (filename: string) => `${filename} is not the kind of document its name says.`,
} as const;

/** The extension of a file name, lower case ('' when it has none). */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

export const isAcceptedExtension = (filename: string): filename is `${string}.${AttachmentExtension}` =>
  (attachmentExtensions as readonly string[]).includes(extensionOf(filename));

/** Bytes a base64 text decodes to, without decoding it. */
export function base64Size(content: string): number {
  const length = content.replace(/\s/g, '').length;
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  return Math.floor((length * 3) / 4) - padding;
}

const attachment = z.object({
  filename: z
    .string()
    .trim()
    .min(1, 'The attachment needs a file name.')
    .refine(isAcceptedExtension, attachmentMessages.format),
  contentType: z.string().trim().default(''),
  content: z.string().regex(/^[A-Za-z0-9+/=\s]*$/, 'The attachment content must be base64.'),
});

export const suggestStudyInput = z.object({
  title: requiredText('Title', 1_000),
  description: requiredText('Study Description', 10_000),
  studyType: z.enum(suggestedStudyTypes, { error: 'Study Type is required' }),
  attachment: z
    .array(attachment, { error: attachmentMessages.required })
    .min(1, attachmentMessages.required)
    .max(maximumAttachments, attachmentMessages.tooMany)
    .refine(
      (files) => files.reduce((total, file) => total + base64Size(file.content), 0) <= maximumAttachmentBytes,
      attachmentMessages.tooLarge,
    ),
});
export type SuggestStudyInput = z.output<typeof suggestStudyInput>;
