import { inclusionOptions } from '@esvd/schema/rules/studies';
import { vslFieldTitles } from '@esvd/schema/rules/vsl';

import type { ReferenceListName } from '../../gql/graphql.ts';
import { formatDateTime } from '../common/date-time.ts';
import { valuationLabels } from '../common/valuation-values.ts';

/** What a history entry's action reads as. */
export const actionLabels: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
};

/** The fields of studies and valuations as their forms name them. */
const fieldLabels: Record<string, string> = {
  title: 'Title',
  authors: 'Authors',
  reference: 'Reference',
  yearOfPublication: 'Year of Publication',
  isComplete: 'Is Complete',
  isPublished: 'Published',
  publishedOn: 'Published on',
  // A valuation's fields as its form names them.
  ...valuationLabels,
};
// The cells only the valuation studies list has, as its grid titles them; its others share the names above.
for (const [field, title] of Object.entries(vslFieldTitles)) fieldLabels[field] ??= title;
const fieldOrder = Object.keys(fieldLabels);

/** The reference list behind each field that holds entry ids (one id or a list of them). */
export const referenceListOfField: Readonly<Record<string, ReferenceListName>> = {
  biomeV2EcosystemV2Ecozones: 'BIOME_V2_ECOSYSTEM_V2_ECOZONES',
  ecosystemServices: 'ECOSYSTEM_SERVICES',
  ciceses: 'CICES_CLASSES',
  seeas: 'SEEAS',
  countries: 'COUNTRIES',
  valuationMethods: 'VALUATION_METHODS',
  continentId: 'CONTINENTS',
  scaleOfStudySiteId: 'SCALE_OF_STUDY_SITES',
  protectionStatusId: 'PROTECTION_STATUSES',
  siteAreaUnitId: 'UNIT_OF_MEASURES',
  siteLengthUnitId: 'UNIT_OF_MEASURES',
  spatialUnitId: 'UNIT_OF_MEASURES',
  ecosystemConditionId: 'ECOSYSTEM_CONDITIONS',
  currencyId: 'CURRENCIES',
  temporalUnitId: 'TEMPORAL_UNITS',
  beneficiaryUnitId: 'BENEFICIARY_UNITS',
};

const dateFields = new Set(['codedDate', 'reviewedDate', 'publishedOn']);
/** Years read without a thousands separator. */
const yearFields = new Set(['yearOfPublication', 'valueYear', 'presentValueYear']);

/** A field the lists above do not know (a field added later): its name in words, "siteAreaUnitId" -> "Site area unit". */
export function fieldLabel(field: string): string {
  const known = fieldLabels[field];
  if (known) return known;
  const words = field
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface FieldChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
}

/** The changes of a history entry (JSON `{ field: { from, to } }`), in the forms' field order. */
export function parseChanges(json: string): FieldChange[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index < 0 ? fieldOrder.length : index;
  };
  return Object.entries(parsed as Record<string, { from?: unknown; to?: unknown } | null>)
    .map(([field, change]) => ({ field, label: fieldLabel(field), from: change?.from ?? null, to: change?.to ?? null }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.field.localeCompare(b.field));
}

/** What an absent value reads as. */
export const emptyValue = '(empty)';

/** Resolves a reference-list entry id to its label, when the list is loaded. */
export type EntryLabel = (list: ReferenceListName, id: number) => string | undefined;

/**
 * A field's value as text: entry ids as their labels (or "#id" until the list is known), lists joined,
 * inclusion as Included / Excluded / Unread, other booleans as Yes / No, dates in words.
 */
export function formatValue(
  field: string,
  value: unknown,
  entryLabel: EntryLabel = () => undefined,
  timeZone?: string,
): string {
  if (field === 'inclExcl') {
    return inclusionOptions.find((option) => option.value === (value ?? null))?.label ?? String(value);
  }
  if (value === null || value === undefined || value === '') return emptyValue;
  const list = referenceListOfField[field];
  const one = (item: unknown): string => {
    if (list && typeof item === 'number') return entryLabel(list, item) ?? `#${item}`;
    if (typeof item === 'boolean') return item ? 'Yes' : 'No';
    if (typeof item === 'number') {
      return yearFields.has(field) ? String(item) : item.toLocaleString('en-US', { maximumFractionDigits: 6 });
    }
    if (typeof item === 'string') return dateFields.has(field) ? formatDateTime(item, timeZone) : item;
    return JSON.stringify(item);
  };
  if (Array.isArray(value)) return value.length ? value.map(one).join(', ') : emptyValue;
  return one(value);
}

/**
 * One changed field as text: an edit shows old and new, a creation only the new value and a deletion only the
 * old one (null for the side not shown).
 */
export function changeText(
  action: string,
  change: FieldChange,
  entryLabel?: EntryLabel,
  timeZone?: string,
): { from: string | null; to: string | null } {
  return {
    from: action === 'create' ? null : formatValue(change.field, change.from, entryLabel, timeZone),
    to: action === 'delete' ? null : formatValue(change.field, change.to, entryLabel, timeZone),
  };
}

/** The longest text shown whole; longer ones show their start and a way to see all. */
export const shortTextLength = 160;

/** The start of a long text, cut at a word where one is near, with an ellipsis; null when it fits. */
export function shortened(text: string, maxLength: number = shortTextLength): string | null {
  if (text.length <= maxLength) return null;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
