import type { ValuationSortColumn } from '@esvd/schema/rules/search';

import type { ValuationTableRowFragment } from '../../gql/graphql.ts';
import { formatCompactValue, formatCount, formatStandardisedValue } from '../common/format.ts';
import { codedList } from '../common/reference-lists/reference-tree.ts';

/** A column of the results table: what it shows of a record, and the api's sort column when it can be sorted. */
export interface ValuationColumn {
  id: string;
  title: string;
  width: number;
  text: (row: ValuationTableRowFragment) => string;
  sortColumn?: ValuationSortColumn;
  numeric?: boolean;
}

const listSeparator = '; ';

const joined = (items: string[]) => items.join(listSeparator);

const plain = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

const reviewedText = (reviewed: boolean) => (reviewed ? 'Reviewed' : 'Not reviewed');

/**
 * The result columns of spec 000 §3. The standardised value reads as spec 000 §9 says; the site area, which spans
 * square metres to oceans, in the compact form of §9.
 */
export const valuationColumns: ValuationColumn[] = [
  { id: 'valueId', title: 'Value ID', width: 110, sortColumn: 'valueId', text: (row) => String(row.valueId) },
  { id: 'studyId', title: 'Study ID', width: 90, sortColumn: 'studyId', text: (row) => plain(row.studyId) },
  {
    id: 'reviewed',
    title: 'Reviewed',
    width: 115,
    sortColumn: 'reviewed',
    text: (row) => reviewedText(row.reviewed),
  },
  {
    id: 'value',
    title: 'Int$/ha/year (2020)',
    width: 160,
    sortColumn: 'intPerHectarePerYear',
    numeric: true,
    text: (row) => formatStandardisedValue(row.intPerHectarePerYear),
  },
  { id: 'biomes', title: 'Biomes', width: 200, text: (row) => codedList(row.biomeCodes, row.biomes) },
  { id: 'ecozones', title: 'Ecozones', width: 220, text: (row) => codedList(row.ecozoneCodes, row.ecozones) },
  { id: 'ecosystems', title: 'Ecosystems', width: 220, text: (row) => codedList(row.ecosystemCodes, row.ecosystems) },
  { id: 'teeb', title: 'Ecosystem services (TEEB)', width: 240, text: (row) => joined(row.ecosystemServices) },
  { id: 'teebCodes', title: 'TEEB codes', width: 110, text: (row) => joined(row.teebCodes) },
  { id: 'teebSubCodes', title: 'TEEB sub-codes', width: 130, text: (row) => joined(row.teebSubCodes) },
  { id: 'cices', title: 'CICES', width: 240, text: (row) => codedList(row.cicesCodes, row.ciceses) },
  { id: 'seea', title: 'SEEA', width: 200, text: (row) => codedList(row.seeaCodes, row.seeas) },
  { id: 'countries', title: 'Countries', width: 180, text: (row) => codedList(row.countryCodes, row.countries) },
  { id: 'continent', title: 'Continent', width: 130, text: (row) => row.continent ?? '' },
  {
    id: 'studyLocation',
    title: 'Study location',
    width: 180,
    sortColumn: 'studyLocation',
    text: (row) => row.studyLocation ?? '',
  },
  {
    id: 'siteArea',
    title: 'Site area (ha)',
    width: 130,
    sortColumn: 'siteAreaInHectares',
    numeric: true,
    text: (row) => formatCompactValue(row.siteAreaInHectares),
  },
  {
    id: 'methods',
    title: 'Valuation methods',
    width: 220,
    text: (row) => codedList(row.valuationMethodCodes, row.valuationMethods),
  },
  { id: 'valueMeasure', title: 'Value measure', width: 160, text: (row) => row.valueMeasure ?? '' },
  { id: 'valuedChange', title: 'Valued change', width: 180, text: (row) => row.valuedChange ?? '' },
  { id: 'valueYear', title: 'Value year', width: 100, sortColumn: 'valueYear', text: (row) => plain(row.valueYear) },
  { id: 'authors', title: 'Authors', width: 220, sortColumn: 'authors', text: (row) => row.authors },
  { id: 'title', title: 'Title', width: 320, sortColumn: 'title', text: (row) => row.title },
  { id: 'reference', title: 'Reference', width: 360, text: (row) => row.reference },
  {
    id: 'year',
    title: 'Year of publication',
    width: 150,
    sortColumn: 'yearOfPublication',
    text: (row) => plain(row.yearOfPublication),
  },
];

/** The sort a click on a column's header asks for: the other direction on the sorted column, else ascending. */
export function sortAfterHeaderClick(
  column: ValuationColumn,
  current: { column: ValuationSortColumn; descending: boolean },
): { column: ValuationSortColumn; descending: boolean } | null {
  if (!column.sortColumn) return null;
  return column.sortColumn === current.column
    ? { column: current.column, descending: !current.descending }
    : { column: column.sortColumn, descending: false };
}

/** "1,234 valuations" */
export const valuationCountText = (count: number) => `${formatCount(count)} valuation${count === 1 ? '' : 's'}`;
