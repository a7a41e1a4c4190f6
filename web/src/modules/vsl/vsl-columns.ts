import type { VslSortColumn } from '@esvd/schema/rules/vsl';

import type { VslListRowFragment } from '../../gql/graphql.ts';
import { inclusionLabel } from './vsl-filter.ts';

export interface VslColumn {
  id: string;
  title: string;
  /** Pixels; long texts are cut off and shown whole on hover. */
  width: number;
  text: (row: VslListRowFragment) => string;
  sortColumn?: VslSortColumn;
}

/**
 * The read-only list's columns (spec 001 §2): the grid's columns without id, authors, year, title and the repository
 * columns, which the list of Suggest a Study hides.
 */
export const readOnlyVslColumns: VslColumn[] = [
  {
    id: 'included',
    title: 'ESVD Included',
    width: 120,
    text: (row) => inclusionLabel(row.includedInEsvd),
    sortColumn: 'includedInEsvd',
  },
  { id: 'studyId', title: 'StudyID', width: 90, text: (row) => row.studyId?.toString() ?? '', sortColumn: 'studyId' },
  { id: 'reference', title: 'Reference', width: 260, text: (row) => row.reference ?? '', sortColumn: 'reference' },
  { id: 'biomes', title: 'Biomes', width: 160, text: (row) => row.flatVsBiomes ?? '' },
  { id: 'ecosystems', title: 'Ecosystems', width: 160, text: (row) => row.flatVsEcosystems ?? '' },
  { id: 'biomeV2', title: 'ESVD2.0 Biome', width: 160, text: (row) => row.flatVsBiomeV2s ?? '' },
  { id: 'ecozone', title: 'ESVD2.0 Ecozone', width: 180, text: (row) => row.flatVsEcozones ?? '' },
  { id: 'teeb', title: 'ES (TEEB)', width: 200, text: (row) => row.flatVsEcosystemServices ?? '' },
  { id: 'country', title: 'Country', width: 140, text: (row) => row.flatVsCountries ?? '' },
  {
    id: 'protection',
    title: 'Protection Status',
    width: 150,
    text: (row) => row.protectionStatus ?? '',
    sortColumn: 'protectionStatus',
  },
  { id: 'checkedBy', title: 'Checked By', width: 100, text: (row) => row.checkedBy ?? '', sortColumn: 'checkedBy' },
  { id: 'language', title: 'Language', width: 100, text: (row) => row.language ?? '', sortColumn: 'language' },
  { id: 'notes', title: 'Notes', width: 220, text: (row) => row.notes ?? '' },
];

/** How a list is sorted: by one column (the server's sort columns on Suggest a Study, any column in the grid). */
export interface VslSort<Column extends string = VslSortColumn> {
  column: Column;
  descending: boolean;
}

/** Spec 001 §9: by study id, descending. */
export const defaultVslSort: VslSort = { column: 'studyId', descending: true };

/** A header click sorts by that column, ascending; clicking the sorted column again turns the order round. */
export function sortAfterClick<Column extends string>(column: Column, sort: VslSort<Column>): VslSort<Column> {
  return column === sort.column ? { column, descending: !sort.descending } : { column, descending: false };
}
