import type { ManagedStudySortColumn, ManageStudiesQuery, StudyStatus } from '../../gql/graphql.ts';

export type ManagedStudyRow = ManageStudiesQuery['managedStudies']['items'][number];

/** Rows per page of Manage all Studies. */
export const managePageSize = 50;

/** What the page shows; it lives in the address, so going back from the editor returns to the same list. */
export interface ManageState {
  freeText: string;
  status: StudyStatus | null;
  sortColumn: ManagedStudySortColumn;
  isDescend: boolean;
  /** 1-based. */
  page: number;
}

export const defaultManageState: ManageState = {
  freeText: '',
  status: null,
  sortColumn: 'studyId',
  isDescend: true,
  page: 1,
};

export const statusLabels: Record<StudyStatus, string> = {
  published: 'Published',
  complete: 'Complete',
  draft: 'Draft',
};

const statuses = Object.keys(statusLabels) as StudyStatus[];

export const sortColumnLabels: Record<ManagedStudySortColumn, string> = {
  studyId: 'StudyID',
  title: 'Title',
  status: 'Status',
  valuationCount: 'Valuations',
  ownerName: 'Owner',
  updatedOn: 'Last change',
};

const sortColumns = Object.keys(sortColumnLabels) as ManagedStudySortColumn[];

/** Texts read A to Z first; numbers, statuses and dates highest, furthest or newest first. */
const ascendingFirst = new Set<ManagedStudySortColumn>(['title', 'ownerName']);

/** The sort after a click on a column header: the same column turns around, another starts at its natural end. */
export function nextSort(
  state: Pick<ManageState, 'sortColumn' | 'isDescend'>,
  column: ManagedStudySortColumn,
): Pick<ManageState, 'sortColumn' | 'isDescend'> {
  if (state.sortColumn === column) return { sortColumn: column, isDescend: !state.isDescend };
  return { sortColumn: column, isDescend: !ascendingFirst.has(column) };
}

export function statusOf(study: { isPublished: boolean; isComplete: boolean }): StudyStatus {
  if (study.isPublished) return 'published';
  return study.isComplete ? 'complete' : 'draft';
}

/** The page's state from its address; anything unknown falls back to the default. */
export function manageStateOf(params: URLSearchParams): ManageState {
  const status = params.get('status');
  const sortColumn = params.get('sortColumn');
  const page = Number(params.get('page'));
  const isDescend = params.get('isDescend');
  return {
    freeText: params.get('freeText') ?? '',
    status: statuses.find((candidate) => candidate === status) ?? null,
    sortColumn: sortColumns.find((candidate) => candidate === sortColumn) ?? defaultManageState.sortColumn,
    isDescend: isDescend === null ? defaultManageState.isDescend : isDescend === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a state, holding only what differs from the default, so the plain /manage stays plain. */
export function manageParamsOf(state: ManageState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.freeText.trim()) params.set('freeText', state.freeText);
  if (state.status) params.set('status', state.status);
  if (state.sortColumn !== defaultManageState.sortColumn || state.isDescend !== defaultManageState.isDescend) {
    params.set('sortColumn', state.sortColumn);
    params.set('isDescend', String(state.isDescend));
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The Edit Data page with a study open (the /editor page reads `studyId`, the study's internal id). */
export const editorPathOf = (id: number) => `/editor?studyId=${id}`;

/** "Studies 51–100 of 1,234" above the table. */
export function rangeText(page: number, shown: number, total: number): string {
  if (!total) return 'No studies';
  const first = (page - 1) * managePageSize + 1;
  const count = total.toLocaleString('en-US');
  return `Studies ${first.toLocaleString('en-US')}–${(first + shown - 1).toLocaleString('en-US')} of ${count}`;
}
