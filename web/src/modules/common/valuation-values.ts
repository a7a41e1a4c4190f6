import {
  hasValuationContent,
  positiveValuationNumbers,
  valuationFreeNumberFields,
  valuationLinkFields,
  valuationReferenceFields,
  valuationTextFields,
  type ValuationFields,
  type ValuationLinkField,
  type ValuationReferenceField,
} from '@esvd/schema/rules/studies';
import { referenceValuationFields, valuationFieldLabels } from '@esvd/schema/rules/valuation-fields';

import type { ReferenceListName, ValuationEntryInput, ValuationFormEntryFragment } from '../../gql/graphql.ts';

type TextField = (typeof valuationTextFields)[number];

/** The numbers the form edits: the free ones, the ones that must be positive, and the value year. */
export const valuationNumberFields = [
  ...valuationFreeNumberFields,
  ...(Object.keys(positiveValuationNumbers) as (keyof typeof positiveValuationNumbers)[]),
  'valueYear',
] as const;
type NumberField = (typeof valuationNumberFields)[number];

/**
 * A valuation the form starts from: one loaded for an edit, or an unsaved copy (the `copyValuation` result). Only
 * the valueId is needed; a missing field starts empty.
 */
export type ValuationDraft = Pick<ValuationFormEntryFragment, 'valueId'> &
  Partial<Omit<ValuationFormEntryFragment, '__typename' | 'id' | 'studyRecordId' | 'studyId' | 'version' | 'valueId'>>;

/**
 * What the form holds while it is edited, in the shapes its inputs speak: texts and dates as strings ('' when
 * empty), numbers as Mantine's NumberInput gives them (a number, or a string while empty or half typed), reference
 * entries by id.
 */
export type ValuationFormValues = {
  /** The stored ISO timestamp, kept whole until the date is changed so an untouched date is saved unchanged. */
  codedDate: string;
  /** Included, Excluded, or not decided yet (Unread): `inclusionOptions` of the shared rules. */
  inclExcl: boolean | null;
  /** Whether an editor has reviewed the valuation. */
  reviewed: boolean;
  /** Since when, as `codedDate` ('' while reviewed: kept as it was, or today for a newly reviewed valuation). */
  reviewedDate: string;
} & Record<ValuationLinkField, number[]> &
  Record<ValuationReferenceField, number | null> &
  Record<TextField, string> &
  Record<NumberField, number | string>;

export type ValuationFieldName = keyof ValuationFormValues;

/** The form's labels (the catalogue's): a rule's message names the field as its label does. */
export const valuationLabels: Record<ValuationFieldName, string> = valuationFieldLabels;

/** The reference list each single choice picks from. */
export const referenceListOf = Object.fromEntries(
  referenceValuationFields.map((field) => [field.name, field.list]),
) as Record<ValuationReferenceField, ReferenceListName>;

/** The free texts whose reference list suggests common values while typing (the ESVD's texts are free). */
export const suggestionListOf = {
  studyLocation: 'STUDY_LOCATIONS',
  siteCondition: 'SITE_CONDITIONS',
  valuedChange: 'VALUED_CHANGES',
  typeOfBeneficiary: 'TYPE_OF_BENEFICIARIES',
} as const satisfies Partial<Record<TextField, ReferenceListName>>;

/** The form's values for a valuation, or for a new one (everything empty). */
export function formValuesOf(source: ValuationDraft | null): ValuationFormValues {
  const values: Record<string, unknown> = {
    codedDate: source?.codedDate ?? '',
    inclExcl: source?.inclExcl ?? null,
    reviewed: source?.reviewed ?? false,
    reviewedDate: source?.reviewedDate ?? '',
  };
  for (const field of valuationLinkFields) values[field] = [...(source?.[field] ?? [])];
  for (const field of valuationReferenceFields) values[field] = source?.[field] ?? null;
  for (const field of valuationTextFields) values[field] = source?.[field] ?? '';
  for (const field of valuationNumberFields) values[field] = source?.[field] ?? '';
  return values as ValuationFormValues;
}

/** A typed number as the api takes it: empty is null; anything else a number (NaN, which the rules refuse, if not). */
function numberOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? null : Number(value);
}

/** Whether the values hold more than the valuation's identity, which Save needs (spec 000 §4, the shared rule). */
export function isSavable(values: ValuationFormValues): boolean {
  return hasValuationContent(valuationInputOf(values) as Partial<ValuationFields>);
}

/**
 * The api's input for the form's values: texts trimmed, empty texts and numbers null, links in the order chosen.
 * Comments on the inclusion belong to a decision, so they are dropped while it is Unread (the form hides them then);
 * a reviewed date belongs to a reviewed valuation.
 */
export function valuationInputOf(values: ValuationFormValues): ValuationEntryInput {
  const input: Record<string, unknown> = {
    codedDate: values.codedDate || null,
    inclExcl: values.inclExcl,
    reviewed: values.reviewed,
    reviewedDate: (values.reviewed && values.reviewedDate) || null,
  };
  for (const field of valuationLinkFields) input[field] = [...values[field]];
  for (const field of valuationReferenceFields) input[field] = values[field];
  for (const field of valuationTextFields) input[field] = values[field].trim() || null;
  for (const field of valuationNumberFields) input[field] = numberOf(values[field]);
  if (values.inclExcl === null) input.inclExclComments = null;
  return input as ValuationEntryInput;
}
