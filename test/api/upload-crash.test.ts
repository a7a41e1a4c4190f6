// An api process killed (SIGKILL) in the middle of an import (issue 14 item 4): the VSL list, or the valuations and
// studies, stay exactly as they were, and the next start marks the job failed and accepts a new upload.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uploadMessages } from '../../api/src/modules/uploads/uploads.service.ts';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { createTestDatabase } from '../support/database.ts';
import { testEnvironment } from '../support/environment.ts';
import { loginAsAdmin } from '../support/http.ts';
import Papa from 'papaparse';
import { withClient } from '../support/postgres.ts';
import { generatedVslRows, postFile, vslWorkbook } from '../support/vsl-workbook.ts';
import {
  listSnapshot,
  uploadPath,
  waitForJob,
  waitForRunningUpload,
  type UploadStatistics,
} from './vsl-upload-helpers.ts';

let databaseUrl: string;
let environment: NodeJS.ProcessEnv;
let api: ApiProcess | undefined;

const query = (text: string) => withClient(databaseUrl, async (client) => (await client.query(text)).rows);

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  environment = testEnvironment(databaseUrl, { UPLOAD_CHUNK_ROWS: '5' });
});

afterAll(async () => {
  await api?.stop();
});

it('leaves the list as it was when the api is killed mid-import; the next start fails the job and takes a new upload', async () => {
  api = await startApiProcess(environment);
  const before = await listSnapshot(query);
  let token = await loginAsAdmin(api);
  const started = await postFile<UploadStatistics>(
    api,
    uploadPath,
    await vslWorkbook(generatedVslRows(3000)),
    'killed.xlsx',
    token,
  );
  expect(started.status).toBe(200);
  await waitForJob(api, token, started.body.id, (job) => job.insertedCount >= 100);

  await api.kill();
  api = undefined;
  expect(await listSnapshot(query)).toEqual(before);
  // Nobody was left to record the end: the row still says running.
  expect(await query(`select status from upload_job where id = ${started.body.id}`)).toEqual([{ status: 'running' }]);

  api = await startApiProcess(environment);
  token = await loginAsAdmin(api);
  const failed = await waitForJob(api, token, started.body.id);
  // Nothing was kept: the job shows no counts, not those it had reached when the api was killed.
  expect(failed).toMatchObject({
    status: 'Failure',
    statusText: 'Failed',
    errorText: uploadMessages.abandoned,
    insertedCount: 0,
    updatedCount: 0,
    unchangedCount: 0,
  });
  expect(await listSnapshot(query)).toEqual(before);

  const next = await postFile<UploadStatistics>(
    api,
    uploadPath,
    await vslWorkbook(generatedVslRows(3)),
    'next.xlsx',
    token,
  );
  expect(next.status).toBe(200);
  expect(await waitForJob(api, token, next.body.id)).toMatchObject({ status: 'Success', insertedCount: 3 });
  expect((await listSnapshot(query)).studies).toBe(3);
}, 240_000);

it('leaves the valuations and studies as they were when the api is killed mid-way through a dataset upload', async () => {
  api = await startApiProcess(environment);
  const token = await loginAsAdmin(api);
  const snapshot = async () =>
    query(
      `select (select md5(string_agg(concat_ws(',', id, value_id, version, notes), '|' order by id)) from valuation) as valuations,
              (select md5(string_agg(t::text, '|' order by t::text)) from valuation_ecosystem_service t) as links,
              (select count(*)::int from study) as studies`,
    );
  const before = await snapshot();
  const download = await fetch(`${api.url}/api/esvds/download/all?format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [header, ...rows] = Papa.parse<string[]>((await download.text()).replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  const valueId = header.indexOf('ValueId');
  const studyId = header.indexOf('StudyId');
  // Every row changed (new ids), in chunks of 5: long enough to be killed half-way.
  const changed = Array.from({ length: 3000 }, (_, index) => {
    const row = [...rows[index % rows.length]];
    row[valueId] = String(88_000_000 + index);
    row[studyId] = String(8800 + (index % 10));
    return row;
  });
  // Answered only once the file is checked, late in the import: the running job is watched instead.
  void postFile<UploadStatistics>(
    api,
    '/api/dataupload/uploadfiledataset',
    Buffer.from(Papa.unparse([header, ...changed])),
    'killed.csv',
    token,
  ).catch(() => undefined);
  await waitForRunningUpload(api, token, 'Dataset', (job) => job.insertedCount >= 100);
  await api.kill();
  api = undefined;
  expect(await snapshot()).toEqual(before);
}, 240_000);
