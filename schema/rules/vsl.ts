import { z } from 'zod';
import { listFilterFields, listFiltersOf } from './list-filters.ts';
import { splitCodeList } from '../uploads/workbook-checks.ts';
import { freeTextFilter, isDescendFlag, pageLimit, pageOffset } from './search.ts';
import { esvdStudyId, minimumPublicationYear } from './studies.ts';

/** Spec 001 §3: whether a listed study is in the database. The words are the ones the grid shows. */
export const vslInclusions = ['included', 'excluded', 'pending review'] as const;
export type VslInclusionValue = (typeof vslInclusions)[number];
export const vslInclusionLabels: Record<VslInclusionValue, string> = {
  included: 'Included',
  excluded: 'Excluded',
  'pending review': 'Pending review',
};

/** Spec 001 §3's `includedRepositoryText`: whether the study is in the repository, in words. */
export const repositoryInclusionTexts = { included: 'Yes', notIncluded: 'No' } as const;

/** Spec 001 §5: a search of the list needs a filter (the "Attention!" modal); the wording is ours. */
export const vslMessages = {
  noFilter: 'You need to select at least one filter before getting the valuation studies.',
} as const;

/** Rows per page of the list unless the caller asks otherwise. */
export const defaultVslPageSize = 50;

/** The list filters of the valuation studies list (spec 001 §3), in catalogue order. */
export const vslListFilters = listFiltersOf('vsl');

/**
 * The filters of spec 001 §3. Values within one filter are OR-ed, filters AND-ed; the hierarchical lists match an
 * entry's descendants too. The spec's protection status is a single id; a list of them is taken as well.
 */
export const vslFilterFields = z.object({
  includedEsvd: z.preprocess(
    // The spec sends the label ("Included"); the enum's own values are taken too.
    (value) => {
      if (value === undefined || value === null || value === '') return null;
      return typeof value === 'string'
        ? (vslInclusions.find((inclusion) => inclusion === value.trim().toLowerCase()) ?? value)
        : value;
    },
    z.enum(vslInclusions, { error: `includedESVD must be one of ${vslInclusions.join(', ')}` }).nullable(),
  ),
  ...listFilterFields('vsl'),
  freeText: freeTextFilter,
});

export type VslFilter = z.output<typeof vslFilterFields>;
export type VslFilterInput = z.input<typeof vslFilterFields>;
export type VslListFilter = (typeof vslListFilters)[number];

export const emptyVslFilter: VslFilter = vslFilterFields.parse({});

export function hasAnyVslFilter(filter: VslFilter): boolean {
  return filter.includedEsvd !== null || filter.freeText !== '' || vslListFilters.some((name) => filter[name].length);
}

/** A search of the list (spec 001 §5): at least one filter. */
export const vslFilter = vslFilterFields.refine(hasAnyVslFilter, { message: vslMessages.noFilter });

/** The columns the list may be sorted by; every sort ends with the row id so that pages never overlap. */
export const vslSortColumns = [
  'studyId',
  'authors',
  'yearOfPublication',
  'title',
  'reference',
  'includedInEsvd',
  'protectionStatus',
  'includedRepository',
  'repositoryFolder',
  'checkedBy',
  'language',
] as const;
export type VslSortColumn = (typeof vslSortColumns)[number];

/** Paging and sorting (spec 001 §3, §9): offset 0, sorted by studyid, descending, unless asked otherwise. */
export const vslPageInput = z.object({
  limit: pageLimit.default(defaultVslPageSize),
  offset: pageOffset,
  sortColumn: z.preprocess(
    // Matched without regard to case: the spec's clients send "studyid".
    (value) =>
      typeof value === 'string' && value !== ''
        ? (vslSortColumns.find((column) => column.toLowerCase() === value.toLowerCase()) ?? value)
        : undefined,
    z.enum(vslSortColumns, { error: `sortColumn must be one of ${vslSortColumns.join(', ')}` }).default('studyId'),
  ),
  isDescend: isDescendFlag.nullish().transform((value) => value ?? true),
});

export type VslPageInput = z.output<typeof vslPageInput>;

/** The code-list cells: each holds the codes of one reference list (level), separated by semicolons. */
export const vslCodeListFields = [
  'flatVsBiomeCodes',
  'flatVsEcosystemCodes',
  'flatVsBiomeV2Codes',
  'flatVsEcozoneCodes',
  'flatVsEcosystemServiceCodes',
  'flatVsCountryCodes',
] as const;
export type VslCodeListField = (typeof vslCodeListFields)[number];

/**
 * The cells of a study the grid edits (spec 001 §2, §3), in column order. The code lists are semicolon-separated
 * codes (the spec's flatVs...Codes); the protection status is a code or a name.
 */
export const vslEditableFields = [
  'authors',
  'yearOfPublication',
  'title',
  'reference',
  'includedInEsvd',
  'studyId',
  ...vslCodeListFields,
  'protectionStatus',
  'includedRepository',
  'repositoryFolder',
  'checkedBy',
  'language',
  'notes',
] as const;
export type VslEditableField = (typeof vslEditableFields)[number];

/** The grid's column titles (spec 001 §2) of the editable cells; messages name cells by them too. */
export const vslFieldTitles: Record<VslEditableField, string> = {
  authors: 'Authors',
  yearOfPublication: 'Year',
  title: 'Title',
  reference: 'Reference',
  includedInEsvd: 'ESVD Included',
  studyId: 'StudyID',
  flatVsBiomeCodes: 'Biomes',
  flatVsEcosystemCodes: 'Ecosystems',
  flatVsBiomeV2Codes: 'ESVD2.0 Biome',
  flatVsEcozoneCodes: 'ESVD2.0 Ecozone',
  flatVsEcosystemServiceCodes: 'ES (TEEB)',
  flatVsCountryCodes: 'Country',
  protectionStatus: 'Protection Status',
  includedRepository: 'Repo Included',
  repositoryFolder: 'Repo Folder',
  checkedBy: 'Checked By',
  language: 'Language',
  notes: 'Notes',
};

/** Spec 001 §2, §8 wording where the spec gives it; ours otherwise. */
export const vslEditMessages = {
  gridLocked: (name: string) => `Grid is locked for editing by ${name}`,
  saveFailed: 'Something went wrong...',
  confirmDelete: 'Are you sure you want to delete this Study Record ?',
  cellLocked: (name: string) => `${name} is editing this cell; it is read-only until they finish.`,
  stale: (fields: string, name: string) =>
    `${name} changed ${fields} after you loaded it: your edit was not saved, and the cell shows their value now.`,
  gone: 'This study record is no longer in the list: another administrator deleted it.',
  noChange: 'Change at least one cell of the study record.',
  year: 'Year must be a 4-digit year.',
  yearFrom: `Year must be grater than or equal to ${minimumPublicationYear}.`,
  studyIdTaken: (studyId: number) => `StudyId ${studyId} is already in the list: each study record has its own.`,
  tooLong: (maxLength: number) => `At most ${maxLength} characters.`,
} as const;

const vslTextLength = 10_000;
const blankToNull = (value: unknown) =>
  value === undefined ? undefined : typeof value === 'string' && value.trim() === '' ? null : value;

/** A free text: trimmed; empty is no value. */
const vslText = z.preprocess(
  blankToNull,
  z.string().trim().max(vslTextLength, vslEditMessages.tooLong(vslTextLength)).nullable().optional(),
);

/** A whole number typed into a cell (or sent as a number); empty is no value. */
const vslWholeNumber = (schema: z.ZodNumber) =>
  z.preprocess((value) => {
    const blank = blankToNull(value);
    return typeof blank === 'string' && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank;
  }, schema.nullable().optional());

/** Semicolon-separated codes, each kept once, in the order given; empty clears the list. */
const vslCodeList = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .string()
    .max(vslTextLength, vslEditMessages.tooLong(vslTextLength))
    .transform((text) => splitCodeList(text).codes)
    .optional(),
);

/** What an edit may change: only the cells it names (undefined leaves a cell as it is; null or empty clears it). */
export const vslStudyChanges = z.object({
  authors: vslText,
  yearOfPublication: vslWholeNumber(
    z
      .number({ error: vslEditMessages.year })
      .int({ error: vslEditMessages.year, abort: true })
      .min(1000, { error: vslEditMessages.year, abort: true })
      .max(9999, { error: vslEditMessages.year, abort: true })
      .min(minimumPublicationYear, vslEditMessages.yearFrom),
  ),
  title: vslText,
  reference: vslText,
  includedInEsvd: z.preprocess(
    (value) => {
      const blank = blankToNull(value);
      return typeof blank === 'string'
        ? (vslInclusions.find((inclusion) => inclusion === blank.trim().toLowerCase()) ?? blank)
        : blank;
    },
    z
      .enum(vslInclusions, { error: `ESVD Included must be one of ${vslInclusions.join(', ')}` })
      .nullable()
      .optional(),
  ),
  studyId: vslWholeNumber(esvdStudyId),
  flatVsBiomeCodes: vslCodeList,
  flatVsEcosystemCodes: vslCodeList,
  flatVsBiomeV2Codes: vslCodeList,
  flatVsEcozoneCodes: vslCodeList,
  flatVsEcosystemServiceCodes: vslCodeList,
  flatVsCountryCodes: vslCodeList,
  protectionStatus: vslText,
  includedRepository: z.preprocess(
    (value) => {
      const blank = blankToNull(value);
      if (typeof blank !== 'string') return blank;
      const word = blank.trim().toLowerCase();
      return ['yes', 'true', '1', 'y'].includes(word) ? true : ['no', 'false', '0', 'n'].includes(word) ? false : blank;
    },
    z.boolean({ error: 'Repo Included is Yes or No.' }).nullable().optional(),
  ),
  repositoryFolder: vslText,
  checkedBy: vslText,
  language: vslText,
  notes: vslText,
});
export type VslStudyChanges = z.output<typeof vslStudyChanges>;

/** The cells an edit names, in column order. */
export const changedVslFields = (changes: VslStudyChanges): VslEditableField[] =>
  vslEditableFields.filter((field) => changes[field] !== undefined);

const atLeastOneCell = (changes: VslStudyChanges) => changedVslFields(changes).length > 0;

/** A new study record (spec 001 §5: no id; an empty year is left out): at least one cell. */
export const vslStudyCreate = vslStudyChanges.refine(atLeastOneCell, { message: vslEditMessages.noChange });

/** An edit: the version the client loaded and the cells it changes. */
export const vslStudyUpdate = z.object({
  version: z.number({ error: 'version is required' }).int().min(1),
  changes: vslStudyChanges.refine(atLeastOneCell, { message: vslEditMessages.noChange }),
});
