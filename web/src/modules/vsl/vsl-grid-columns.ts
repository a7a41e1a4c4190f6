import {
  repositoryInclusionTexts,
  vslCodeListFields,
  vslEditableFields,
  vslFieldTitles,
  vslInclusions,
  vslStudyChanges,
  type VslCodeListField,
  type VslEditableField,
} from '@esvd/schema/rules/vsl';

import type { VslGridRowFragment, VslStudyChanges as VslStudyChangesInput } from '../../gql/graphql.ts';
import { graphqlInclusion, inclusionLabel } from './vsl-filter.ts';

/** A study record of the grid; `id` is null for a row added here and not saved yet. */
export type VslRowData = Omit<VslGridRowFragment, 'id'> & { id: number | null };

/** The labels a code-list cell shows, beside the codes it edits. */
const labelsOfCodes: Record<VslCodeListField, keyof VslRowData> = {
  flatVsBiomeCodes: 'flatVsBiomes',
  flatVsEcosystemCodes: 'flatVsEcosystems',
  flatVsBiomeV2Codes: 'flatVsBiomeV2s',
  flatVsEcozoneCodes: 'flatVsEcozones',
  flatVsEcosystemServiceCodes: 'flatVsEcosystemServices',
  flatVsCountryCodes: 'flatVsCountries',
};

const isCodeListField = (field: VslEditableField): field is VslCodeListField =>
  (vslCodeListFields as readonly string[]).includes(field);

/** Pixels of each column; long texts are cut off and shown whole in the cell's editor. */
const widths: Record<VslEditableField, number> = {
  authors: 180,
  yearOfPublication: 70,
  title: 260,
  reference: 240,
  includedInEsvd: 120,
  studyId: 80,
  flatVsBiomeCodes: 150,
  flatVsEcosystemCodes: 150,
  flatVsBiomeV2Codes: 150,
  flatVsEcozoneCodes: 160,
  flatVsEcosystemServiceCodes: 200,
  flatVsCountryCodes: 140,
  protectionStatus: 150,
  includedRepository: 110,
  repositoryFolder: 130,
  checkedBy: 110,
  language: 100,
  notes: 240,
};

const numericFields: readonly VslEditableField[] = ['yearOfPublication', 'studyId'];

export interface VslGridColumn {
  field: VslEditableField;
  title: string;
  width: number;
  numeric: boolean;
  /** What the cell shows: a code list's labels. */
  shown: (row: VslRowData) => string;
  /** What its editor starts from and what a copy takes: a code list's codes, else what it shows. */
  edited: (row: VslRowData) => string;
}

function plainText(row: VslRowData, field: VslEditableField): string {
  if (field === 'includedInEsvd') return inclusionLabel(row.includedInEsvd);
  if (field === 'includedRepository')
    return row.includedRepository === null
      ? ''
      : repositoryInclusionTexts[row.includedRepository ? 'included' : 'notIncluded'];
  const value = row[field];
  return value === null ? '' : String(value);
}

/**
 * The grid's columns (spec 001 §2), in the spec's order with its titles; the id is no column (the spec hides it). Code
 * lists show their labels and are edited as semicolon-separated codes.
 */
export const vslGridColumns: readonly VslGridColumn[] = vslEditableFields.map((field) => ({
  field,
  title: vslFieldTitles[field],
  width: widths[field],
  numeric: numericFields.includes(field),
  shown: isCodeListField(field)
    ? (row) => (row[labelsOfCodes[field]] as string | null) ?? ''
    : (row) => plainText(row, field),
  edited: (row) => plainText(row, field),
}));

export const columnIndexOf = (field: VslEditableField): number =>
  vslGridColumns.findIndex((column) => column.field === field);

/** The shared rule's message for a cell's text, or null when the cell may be saved. */
export function cellProblem(field: VslEditableField, text: string): string | null {
  const checked = vslStudyChanges.safeParse({ [field]: text });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

export type VslCellChange = { ok: true; change: VslStudyChangesInput } | { ok: false; message: string };

/** A cell's text as the api takes it (checked by the shared rule): codes joined by ";", inclusion by its GraphQL name. */
export function cellChange(field: VslEditableField, text: string): VslCellChange {
  const checked = vslStudyChanges.safeParse({ [field]: text });
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? 'Not a valid value.' };
  const value = checked.data[field];
  if (Array.isArray(value)) return { ok: true, change: { [field]: value.join(';') } };
  if (field === 'includedInEsvd') {
    const inclusion = vslInclusions.find((candidate) => candidate === value);
    return { ok: true, change: { includedInEsvd: inclusion ? graphqlInclusion[inclusion] : null } };
  }
  return { ok: true, change: { [field]: value ?? null } };
}

/** Spec 001 §5: a new record leaves an empty year out. Null when nothing is left to create. */
export function creationValues(change: VslStudyChangesInput): VslStudyChangesInput | null {
  const values = Object.fromEntries(
    Object.entries(change).filter(([field, value]) => !(field === 'yearOfPublication' && value === null)),
  );
  return Object.keys(values).length ? values : null;
}

/**
 * The row as it shows while an edit is on its way: the saved value, and for a code list its codes in place of the
 * labels (the api answers the labels).
 */
export function withCellChange(row: VslRowData, field: VslEditableField, change: VslStudyChangesInput): VslRowData {
  const value = change[field] ?? null;
  return isCodeListField(field)
    ? { ...row, [field]: value, [labelsOfCodes[field]]: value }
    : ({ ...row, [field]: value } as VslRowData);
}

/** The cell's saved values (the value, and a code list's labels), to put back when an edit fails. */
export function cellValues(row: VslRowData, field: VslEditableField): Partial<VslRowData> {
  return isCodeListField(field)
    ? { [field]: row[field], [labelsOfCodes[field]]: row[labelsOfCodes[field]] }
    : { [field]: row[field] };
}

/** A row that has not been saved yet: every cell empty. */
export function emptyRow(): VslRowData {
  const row = { __typename: 'VslStudy', id: null, version: 0 } as Record<string, unknown>;
  for (const field of vslEditableFields) row[field] = null;
  for (const labels of Object.values(labelsOfCodes)) row[labels] = null;
  return row as VslRowData;
}

const textOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Orders two rows by a column: numbers as numbers, texts as people read them; empty cells last either way, and the
 * id (the older record first when ascending) breaking ties.
 */
export function compareRows(column: VslGridColumn, descending: boolean, a: VslRowData, b: VslRowData): number {
  const [first, second] = [column.shown(a), column.shown(b)];
  const direction = descending ? -1 : 1;
  const byId = direction * ((a.id ?? 0) - (b.id ?? 0));
  if (first === '' || second === '') return first === second ? byId : first === '' ? 1 : -1;
  const byValue = column.numeric ? Number(first) - Number(second) : textOrder.compare(first, second);
  return byValue ? direction * byValue : byId;
}
