import { z } from 'zod';
import { asList, exclusiveFilterRule, listFilterFields, listFilterMessages, listFiltersOf } from './list-filters.ts';
import { maxPageSize } from './paging.ts';

export { asList, idList, maxBiomeEcozoneFilters, maxFilterValues } from './list-filters.ts';

/** The spec's words (000 §5, §8) and ours where the spec has none. */
export const searchMessages = {
  noFilter: 'You need to select at least one filter before getting the valuations.',
  tooManyBiomeEcozones: listFilterMessages.tooManyBiomeEcozones,
  teebWithCices: listFilterMessages.teebWithCices,
  nothingToDownload: 'There are no valuations yet to download. You need to apply a filter...',
} as const;

export const maxFreeTextLength = 500;
/** Rows per page of the search table unless the caller asks otherwise. */
export const defaultSearchPageSize = 100;

/** The free text filter; none is the empty text. */
export const freeTextFilter = z
  .string()
  .trim()
  .max(maxFreeTextLength, `The free text can be at most ${maxFreeTextLength} characters.`)
  .nullish()
  .transform((text) => text ?? '');

/** The list filters of the database search (spec 000 §3), in catalogue order. */
export const valuationListFilters = listFiltersOf('valuation');

/** The filter parameters of spec 000 §3; values within one filter are OR-ed, different filters AND-ed. */
export const valuationFilterFields = z.object({ freeText: freeTextFilter, ...listFilterFields('valuation') });

export type ValuationFilter = z.output<typeof valuationFilterFields>;
export type ValuationFilterInput = z.input<typeof valuationFilterFields>;
export type ValuationListFilter = (typeof valuationListFilters)[number];

export function hasAnyFilter(filter: ValuationFilter): boolean {
  return filter.freeText !== '' || valuationListFilters.some((name) => filter[name].length > 0);
}

/** Any combination of filters, including none (the full download, counts of everything); TEEB or CICES. */
export const optionalValuationFilter = valuationFilterFields.superRefine(exclusiveFilterRule('valuation'));

/** A search (table, map, statistics, filtered download, saved filter): at least one filter (spec 000 §5). */
export const valuationFilter = optionalValuationFilter.refine(hasAnyFilter, { message: searchMessages.noFilter });

/** The columns a search may be sorted by; every sort ends with valueId so that pages never overlap. */
export const valuationSortColumns = [
  'valueId',
  'studyId',
  'title',
  'authors',
  'yearOfPublication',
  'studyLocation',
  'siteAreaInHectares',
  'latitude',
  'longitude',
  'valueYear',
  'originalValue',
  'intPerHectarePerYear',
  'reviewed',
  'codedDate',
] as const;

export type ValuationSortColumn = (typeof valuationSortColumns)[number];

/** Query strings carry "true"/"false"; everything else carries booleans. */
export const isDescendFlag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: 'isDescend must be true or false' }),
);

export const pageLimit = z.coerce
  .number({ error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(maxPageSize, `limit must be at most ${maxPageSize}`);

export const pageOffset = z.coerce
  .number({ error: 'offset must be a number' })
  .int('offset must be a whole number')
  .min(0, 'offset must be at least 0')
  .default(0);

/** Paging and sorting of the search table (spec 000 §3 filter parameters). */
export const valuationPageInput = z.object({
  limit: pageLimit.default(defaultSearchPageSize),
  offset: pageOffset,
  sortColumn: z.preprocess(
    // Column names are matched without regard to case, as older clients send "valueid".
    (value) =>
      typeof value === 'string'
        ? (valuationSortColumns.find((column) => column.toLowerCase() === value.toLowerCase()) ?? value)
        : (value ?? undefined),
    z
      .enum(valuationSortColumns, { error: `sortColumn must be one of ${valuationSortColumns.join(', ')}` })
      .default('valueId'),
  ),
  isDescend: isDescendFlag.nullish().transform((value) => value ?? false),
});

export type ValuationPageInput = z.output<typeof valuationPageInput>;

/** Bulk pulls: the next `limit` records after valueId `after`, in valueId order (a keyset cursor). */
export const valuationCursorInput = z.object({
  after: z.coerce.number({ error: 'after must be a valueId' }).int('after must be a valueId').min(0).nullish(),
  limit: pageLimit.default(maxPageSize),
});

export type ValuationCursorInput = z.output<typeof valuationCursorInput>;

/** The valueIds of a map marker whose records are wanted (its side panel). */
export const markerValueIds = z.preprocess(
  asList,
  z
    .array(z.coerce.number({ error: 'valueIds must be numbers' }).int('valueIds must be whole numbers').positive())
    .min(1, 'At least one valueId is needed.')
    .max(maxPageSize, `At most ${maxPageSize} valueIds at a time.`),
);

/**
 * Free text as the search reads it: "double quoted" parts are exact phrases (matched anywhere in the
 * text fields, case-insensitively), the other words go to full-text search (every word must match).
 */
export function parseFreeText(text: string): { words: string[]; phrases: string[] } {
  const phrases: string[] = [];
  const rest = text.replace(/"([^"]*)"/g, (_, phrase: string) => {
    if (phrase.trim()) phrases.push(phrase.trim());
    return ' ';
  });
  const words = rest
    .replace(/"/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
  return { words: [...new Set(words)], phrases: [...new Set(phrases)] };
}
