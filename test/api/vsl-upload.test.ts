// The VSL workbook upload on the upload job engine (spec 001 §2-§5, §7, §8; issue 14): it replaces the valuation
// studies list in one transaction, reports progress over graphql-ws, refuses a second upload, a bad workbook and a
// file that is no workbook, and a cancel leaves the list exactly as it was.
import { vslWorkbookMessages } from '@esvd/schema/uploads/vsl-workbook';
import { workbookMessages } from '@esvd/schema/uploads/workbook-checks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { uploadedFileMessages } from '../../api/src/core/uploaded-file.ts';
import { UploadKind } from '../../api/src/modules/uploads/upload-job.entity.ts';
import { uploadMessages } from '../../api/src/modules/uploads/uploads.service.ts';
import { workbookFileMessages } from '../../api/src/modules/workbooks/xlsx-sheets.ts';
import { startTestApp } from '../support/app.ts';
import { graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';
import { subscribe } from '../support/subscriptions.ts';
import { generatedVslRows, postFile, vslWorkbook } from '../support/vsl-workbook.ts';
import { listSnapshot, uploadJobFields, uploadPath, waitForJob, type UploadStatistics } from './vsl-upload-helpers.ts';

let app: RunningApp;
let token: string;

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

const upload = (bytes: Buffer, filename = 'vsl.xlsx') =>
  postFile<UploadStatistics & { title?: string; errors?: { message: string; row?: number }[] }>(
    app,
    uploadPath,
    bytes,
    filename,
    token,
  );

/** Large enough, in chunks of `UPLOAD_CHUNK_ROWS`, to be caught while it runs. */
let largeWorkbook: Buffer;

beforeAll(async () => {
  app = await startTestApp({ UPLOAD_CHUNK_ROWS: '10' });
  token = await loginAsAdmin(app);
  largeWorkbook = await vslWorkbook(generatedVslRows(3000));
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

it('replaces the list with the workbook: studies, their links by code, and the job finished successfully', async () => {
  const [status] = await sql<{ code: string }>('select code from ref_protection_status order by id limit 1');
  const workbook = await vslWorkbook([
    {
      studyId: 5001,
      authors: 'Doe, J.',
      yearOfPublication: 2019,
      title: 'Mangrove values',
      includedInEsvd: 'included',
      biomeCodes: '1',
      ecosystemCodes: '1.1;1.2',
      biomeV2Codes: '1',
      ecozoneCodes: '1.1',
      ecosystemV2Codes: '1.1.1',
      // Repeated: a warning, kept once.
      ecosystemServiceCodes: '1;191;1',
      countryCodes: 'NLD;BEL',
      protectionStatus: status.code,
      includedRepository: 'Yes',
      repositoryFolder: 'VSL/5001',
      checkedBy: 'AG',
      language: 'English',
      notes: 'From the workbook',
    },
    { studyId: 5002, title: 'Second', includedInEsvd: 'pending review' },
  ]);

  const started = await upload(workbook, 'studies.xlsx');
  expect(started.status).toBe(200);
  expect(started.body).toMatchObject({ filename: 'studies.xlsx', esvdTotalCount: 2, uploading: true });
  const finished = await waitForJob(app, token, started.body.id);
  expect(finished).toMatchObject({
    status: 'Success',
    statusText: 'Finished successfully.',
    totalCount: 2,
    insertedCount: 2,
    updatedCount: 0,
    percentage: 100,
    errorText: null,
  });
  expect(finished.warnings).toContain(vslWorkbookMessages.duplicateCodes(1, 'TEEB'));

  const studies = await sql<{ studyId: number; title: string; protection: string | null; updatedBy: number }>(
    `select study_id as "studyId", title, protection_status_id::text as protection, updated_by_id as "updatedBy"
     from vsl_study order by study_id`,
  );
  expect(studies.map((study) => [study.studyId, study.title])).toEqual([
    [5001, 'Mangrove values'],
    [5002, 'Second'],
  ]);
  const codes = await sql<{ list: string; codes: string }>(
    `select 'v1' as list, string_agg(e.code, ';' order by e.code) as codes from vsl_study s
       join vsl_study_biome_ecosystem l on l.vsl_study_id = s.id join ref_biome_ecosystem e on e.id = l.biome_ecosystem_id
       where s.study_id = 5001
     union all select 'v2', string_agg(e.code, ';' order by e.code) from vsl_study s
       join vsl_study_biome_v2 l on l.vsl_study_id = s.id
       join ref_biome_v2_ecosystem_v2_ecozone e on e.id = l.biome_v2ecosystem_v2ecozone_id where s.study_id = 5001
     union all select 'teeb', string_agg(e.code || '@' || e.level, ';' order by e.code) from vsl_study s
       join vsl_study_ecosystem_service l on l.vsl_study_id = s.id
       join ref_ecosystem_service e on e.id = l.ecosystem_service_id where s.study_id = 5001
     union all select 'countries', string_agg(e.code, ';' order by e.code) from vsl_study s
       join vsl_study_country l on l.vsl_study_id = s.id join ref_country e on e.id = l.country_id
       where s.study_id = 5001`,
  );
  expect(Object.fromEntries(codes.map((row) => [row.list, row.codes]))).toEqual({
    v1: '1;1.1;1.2',
    v2: '1;1.1;1.1.1',
    teeb: '1@1;191@2',
    countries: 'BEL;NLD',
  });

  const last = await rest<UploadStatistics>(app, 'GET', uploadPath.replace('/uploadfiledataset', ''), undefined, token);
  expect(last.body).toMatchObject({
    id: started.body.id,
    filename: 'studies.xlsx',
    uploading: false,
    esvdTotalCount: 2,
    uploadedEsvdCount: 2,
    esvdInserted: 2,
    esvdUpdated: 0,
    uploadedSuccessfully: true,
    uploadFailed: null,
    statusText: 'Finished successfully.',
  });
});

it('publishes progress over graphql-ws after each chunk, with growing percentages up to 100', async () => {
  const subscription = await subscribe<{ uploadProgress: { id: number; status: string; percentage: number } }>(
    app,
    `subscription { uploadProgress(kind: Vsl) { ${uploadJobFields} } }`,
    undefined,
    token,
  );
  try {
    const started = await upload(largeWorkbook);
    expect(started.status).toBe(200);
    const events: { status: string; percentage: number; statusText: string }[] = [];
    for (;;) {
      const event = await subscription.next(60_000);
      expect(event.errors).toBeUndefined();
      const job = event.data!.uploadProgress as (typeof events)[number] & { id: number };
      expect(job.id).toBe(started.body.id);
      events.push(job);
      if (job.status !== 'Running') break;
    }
    const percentages = events.map((event) => event.percentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
    expect(new Set(percentages.filter((percentage) => percentage > 0 && percentage < 100)).size).toBeGreaterThan(10);
    expect(events.at(-1)).toMatchObject({ status: 'Success', statusText: 'Finished successfully.', percentage: 100 });
  } finally {
    await subscription.close();
  }
}, 120_000);

it('refuses a second upload while one runs (409), and a cancel half-way leaves the list exactly as it was', async () => {
  const before = await listSnapshot(sql);
  const started = await upload(largeWorkbook);
  expect(started.status).toBe(200);

  const second = await upload(await vslWorkbook(generatedVslRows(2)));
  expect(second.status).toBe(409);
  expect(second.body.title).toBe(uploadMessages.running(UploadKind.Vsl, 'vsl.xlsx'));

  // Half-way: some chunks are in (in the import's transaction), not all.
  await waitForJob(app, token, started.body.id, (job) => job.insertedCount >= 300);
  const cancel = await graphqlData<{ cancelUpload: { id: number } }>(
    app,
    'mutation Cancel($id: Int!) { cancelUpload(id: $id) { id } }',
    { id: started.body.id },
    token,
  );
  expect(cancel.cancelUpload.id).toBe(started.body.id);
  const ended = await waitForJob(app, token, started.body.id);
  expect(ended).toMatchObject({ status: 'Cancelled', statusText: 'Cancelled.' });
  expect(ended.insertedCount).toBeLessThan(3000);
  expect(await listSnapshot(sql)).toEqual(before);

  // Nothing runs any more: a new upload is taken.
  const next = await upload(await vslWorkbook(generatedVslRows(2)));
  expect(next.status).toBe(200);
  expect(await waitForJob(app, token, next.body.id)).toMatchObject({ status: 'Success' });
}, 120_000);

it('refuses a workbook with a fatal problem with the report, changing nothing; its job ends as a failure with it', async () => {
  const before = await listSnapshot(sql);
  const [{ jobs }] = await sql<{ jobs: number }>('select count(*)::int as jobs from upload_job');

  const duplicates = await upload(
    await vslWorkbook([
      { studyId: 7001, title: 'One' },
      { studyId: 7001, title: 'Again' },
    ]),
  );
  expect(duplicates.status).toBe(400);
  expect(duplicates.body.title).toContain(workbookMessages.fixHighlights);
  expect(duplicates.body.title).toContain(vslWorkbookMessages.duplicateStudies(1));
  expect(duplicates.body.errors?.filter((problem) => problem.row).map((problem) => problem.row)).toEqual([2, 3]);

  const unknownCode = await upload(await vslWorkbook([{ studyId: 7002, countryCodes: 'NLD;XXX' }]));
  expect(unknownCode.status).toBe(400);
  expect(unknownCode.body.errors).toContainEqual(
    expect.objectContaining({ row: 2, column: 'CountryCode', message: expect.stringContaining('XXX') }),
  );

  const noMaster = await upload(await vslWorkbook([{ studyId: 7003 }], 'Studies'));
  expect(noMaster.status).toBe(400);
  expect(noMaster.body.title).toContain(vslWorkbookMessages.noMasterSheet);

  expect(await listSnapshot(sql)).toEqual(before);
  const refusedJobs = await sql<{ status: string; errorText: string }>(
    'select status, error_text as "errorText" from upload_job order by id offset ?',
    [jobs],
  );
  expect(refusedJobs).toEqual(
    [duplicates, unknownCode, noMaster].map((refusal) => ({ status: 'failure', errorText: refusal.body.title })),
  );
});

it('refuses by content: a file named .xlsx that is not one, a file over 50 MB, a request without a file', async () => {
  const text = await upload(Buffer.from('StudyId,Title\n1,Not a workbook\n'), 'studies.xlsx');
  expect(text.status).toBe(400);
  expect(text.body.title).toBe(workbookFileMessages.notXlsx);

  const huge = await upload(Buffer.alloc(52_428_801, 1), 'huge.xlsx');
  expect(huge.status).toBe(413);
  expect(huge.body.title).toBe(uploadedFileMessages.tooLarge(52_428_800));

  const json = await rest<{ title: string }>(app, 'POST', uploadPath, { file: 'x' }, token);
  expect(json.status).toBe(400);
  expect(json.body.title).toBe(uploadedFileMessages.notMultipart);
}, 60_000);

// Reading 1,100,001 rows would outlast the test's timeout: the refusal comes from the sheet's size alone.
it('refuses a workbook with absurdly many rows, with a clear message', async () => {
  const bytes = await vslWorkbook([{ studyId: 1 }]);
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  workbook.getWorksheet('VSL MASTER')!.getRow(1_100_001).getCell(1).value = 1;
  const answer = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
  expect(answer.status).toBe(400);
  expect(answer.body.title).toBe(workbookFileMessages.tooManyRows('VSL MASTER', 1_100_000));
});

it('lets only those with Vsl Upload upload or watch VSL uploads', async () => {
  const adminWithoutVslUpload = await loginAsDemoUser(app, 'admin');
  const refused = await postFile(app, uploadPath, await vslWorkbook([]), 'vsl.xlsx', adminWithoutVslUpload);
  expect(refused.status).toBe(403);
  expect((await postFile(app, uploadPath, await vslWorkbook([]), 'vsl.xlsx')).status).toBe(401);
  const current = await rest(app, 'GET', '/api/vsldataupload/UploadComplete', undefined, adminWithoutVslUpload);
  expect(current.status).toBe(403);
});
