import { describe, expect, it } from 'vitest';

import type { UploadJobFieldsFragment } from '../../gql/graphql.ts';
import { nextUploadStats, withQueriedStats } from './upload-stats.ts';

const job = (id: number, status: UploadJobFieldsFragment['status'], inserted = 0): UploadJobFieldsFragment => ({
  __typename: 'UploadJob',
  id,
  kind: 'Vsl',
  filename: `file-${id}.xlsx`,
  status,
  statusText: null,
  errorText: null,
  warnings: [],
  columnChanges: [],
  standardisationWarnings: [],
  totalCount: 10,
  insertedCount: inserted,
  updatedCount: 0,
  unchangedCount: 0,
  percentage: inserted * 10,
  createdOn: '2026-11-02T10:00:00.000Z',
});

const earlier = job(1, 'Success', 10);

describe('nextUploadStats', () => {
  it('shows a started or progressing upload as the current one, keeping the last', () => {
    expect(nextUploadStats({ currentUpload: null, lastUpload: earlier }, job(2, 'Running'))).toEqual({
      currentUpload: job(2, 'Running'),
      lastUpload: earlier,
    });
    expect(nextUploadStats({ currentUpload: job(2, 'Running', 3), lastUpload: earlier }, job(2, 'Running', 5))).toEqual(
      {
        currentUpload: job(2, 'Running', 5),
        lastUpload: earlier,
      },
    );
  });

  it('moves an upload that ended from the current panel to the last one', () => {
    expect(nextUploadStats({ currentUpload: job(2, 'Running', 5), lastUpload: earlier }, job(2, 'Failure', 5))).toEqual(
      {
        currentUpload: null,
        lastUpload: job(2, 'Failure', 5),
      },
    );
    expect(nextUploadStats(null, job(2, 'Cancelled'))).toEqual({
      currentUpload: null,
      lastUpload: job(2, 'Cancelled'),
    });
  });

  it('lets no late news undo newer news: a "running" after the end, a smaller count, an older end', () => {
    const ended = { currentUpload: null, lastUpload: job(2, 'Success', 10) };
    expect(nextUploadStats(ended, job(2, 'Running', 4))).toEqual(ended);
    expect(nextUploadStats(ended, job(1, 'Running'))).toEqual(ended);
    const running = { currentUpload: job(3, 'Running', 6), lastUpload: job(2, 'Success', 10) };
    expect(nextUploadStats(running, job(3, 'Running', 4))).toEqual(running);
    expect(nextUploadStats(running, job(1, 'Failure'))).toEqual(running);
  });
});

describe('withQueriedStats', () => {
  it('takes the first answer as it is', () => {
    const queried = { currentUpload: job(2, 'Running', 1), lastUpload: earlier };
    expect(withQueriedStats(null, queried)).toEqual(queried);
    expect(withQueriedStats(null, { currentUpload: null, lastUpload: null })).toEqual({
      currentUpload: null,
      lastUpload: null,
    });
  });

  it('keeps what events told since the query was read', () => {
    // Asked while upload 2 ran; it ended before the answer came.
    const told = { currentUpload: null, lastUpload: job(2, 'Success', 10) };
    expect(withQueriedStats(told, { currentUpload: job(2, 'Running', 3), lastUpload: earlier })).toEqual(told);
    // Asked before upload 3 started: its "nothing running" is old news.
    const started = { currentUpload: job(3, 'Running'), lastUpload: earlier };
    expect(withQueriedStats(started, { currentUpload: null, lastUpload: earlier })).toEqual(started);
  });
});
