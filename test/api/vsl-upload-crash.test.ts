// An api process killed (SIGKILL) in the middle of a VSL workbook import (issue 14 item 4): the list stays exactly
// as it was, and the next start marks the job failed and accepts a new upload.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uploadMessages } from '../../api/src/modules/uploads/uploads.service.ts';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { createTestDatabase } from '../support/database.ts';
import { testEnvironment } from '../support/environment.ts';
import { loginAsAdmin } from '../support/http.ts';
import { withClient } from '../support/postgres.ts';
import { generatedVslRows, postFile, vslWorkbook } from '../support/vsl-workbook.ts';
import { listSnapshot, uploadPath, waitForJob, type UploadStatistics } from './vsl-upload-helpers.ts';

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
  expect(failed).toMatchObject({ status: 'Failure', statusText: 'Failed', errorText: uploadMessages.abandoned });
  expect(failed.insertedCount).toBeLessThan(3000);
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
