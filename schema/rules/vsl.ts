import { z } from 'zod';
import { listFilterFields, listFiltersOf } from './list-filters.ts';
import { freeTextFilter, isDescendFlag, pageLimit, pageOffset } from './search.ts';

/** Spec 001 §3: whether a listed study is in the database. The words are the ones the grid shows. */
export const vslInclusions = ['included', 'excluded', 'pending review'] as const;
export type VslInclusionValue = (typeof vslInclusions)[number];
export const vslInclusionLabels: Record<VslInclusionValue, string> = {
  included: 'Included',
  excluded: 'Excluded',
  'pending review': 'Pending review',
};

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
