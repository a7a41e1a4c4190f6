// The dataset upload (spec 001 §3-§5, §7, §8; issue 14): rows update the valuation with their ValueId or insert
// it keeping the ESVD's ids; codes are matched against the reference lists and a code no list has is refused at its
// cell; names that do not match their codes are warned about, never trusted; a cancel leaves the database as it
// was; and an ESVD-style CSV in Windows-1252 uploads into an empty database and downloads again cell for cell.
import { csvSheetMessages, decodeWindows1252 } from '@esvd/schema/uploads/csv-sheet';
import { datasetWorkbookMessages } from '@esvd/schema/uploads/dataset-workbook';
import {
  computedIntPerHectarePerYearHeading,
  esvdDownloadHeader,
  esvdExportHeader,
  standardisationCheckHeading,
} from '@esvd/schema/uploads/esvd-columns';
import { referenceMessages, workbookMessages } from '@esvd/schema/uploads/workbook-checks';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { UploadKind } from '../../api/src/modules/uploads/upload-job.entity.ts';
import { uploadMessages } from '../../api/src/modules/uploads/uploads.service.ts';
import { datasetImportMessages } from '../../api/src/modules/valuations/dataset-rows.ts';
import { workbookFileMessages, workbookLimits } from '../../api/src/modules/workbooks/xlsx-sheets.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';
import { esvdColumns } from '../support/esvd-export.ts';
import { postFile } from '../support/vsl-workbook.ts';
import { waitForJob, waitForRunningUpload, type UploadStatistics } from './vsl-upload-helpers.ts';

let app: RunningApp;
let token: string;
/** The full download's rows as CSV text cells, by heading; the upload reads exactly this layout. */
let downloaded: Record<string, string>[];

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

type Refusal = UploadStatistics & {
  title?: string;
  errors?: { message: string; severity: string; sheet?: string; row?: number; column?: string }[];
};

const upload = (bytes: Buffer, filename = 'esvd.csv') =>
  postFile<Refusal>(app, '/api/dataupload/uploadfiledataset', bytes, filename, token);

async function download(): Promise<string> {
  const response = await fetch(`${app.url}/api/esvds/download/all?format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

const parse = (text: string) =>
  Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;

/** Rows as a CSV file with the full download's header, its computed columns included. */
const csvOf = (rows: readonly Record<string, string>[]) =>
  Buffer.from(
    Papa.unparse({
      fields: [...esvdDownloadHeader],
      data: rows.map((row) => esvdDownloadHeader.map((h) => row[h] ?? '')),
    }),
  );

const finished = async (response: { status: number; body: Refusal }) => {
  expect(response.status, JSON.stringify(response.body).slice(0, 1500)).toBe(200);
  return waitForJob(app, token, response.body.id, undefined, 120_000);
};

beforeAll(async () => {
  app = await startTestApp({ UPLOAD_CHUNK_ROWS: '25' });
  token = await loginAsAdmin(app);
  downloaded = parse(await download());
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

it('updates the row whose ValueId is stored and inserts a new one with its ESVD ids, its study published', async () => {
  const [stored] = downloaded;
  const [{ version }] = await sql<{ version: number }>('select version from valuation where value_id = ?', [
    stored.ValueId,
  ]);
  // The computed columns come back edited: the upload reads neither, and names neither as unknown.
  const edited = {
    ...stored,
    Notes: 'Edited in a spreadsheet \u2013 kept verbatim  ',
    [computedIntPerHectarePerYearHeading]: '987654321',
    [standardisationCheckHeading]: 'agrees, says the spreadsheet',
  };
  const fresh = { ...stored, ValueId: '98760003', StudyId: '9876', Title: 'A study new to the database' };
  const job = await finished(await upload(csvOf([edited, fresh])));
  expect(job).toMatchObject({
    totalCount: 2,
    insertedCount: 1,
    updatedCount: 1,
    unchangedCount: 0,
    percentage: 100,
    warnings: [],
  });
  const rows = await sql<{ valueId: string; notes: string; version: number; studyId: number; published: boolean }>(
    `select v.value_id as "valueId", v.notes, v.version, s.study_id as "studyId", s.is_published as published
     from valuation v join study s on s.id = v.study_id where v.value_id in (?, 98760003)
     order by v.value_id = 98760003`,
    [stored.ValueId],
  );
  expect(rows).toEqual([
    {
      valueId: stored.ValueId,
      notes: edited.Notes,
      version: version + 1,
      studyId: Number(stored.StudyId),
      published: true,
    },
    { valueId: '98760003', notes: stored.Notes || null, version: 1, studyId: 9876, published: true },
  ]);
  // The derived facts are as the triggers would have made them: refreshed from scratch, nothing moves.
  const facts = () =>
    sql(
      `select v.id, v.statistics_usable, v.statistics_biome_id, v.statistics_ecozone_id, k.keys
       from valuation v join valuation_link_keys k on k.valuation_id = v.id
       where v.value_id in (?, 98760003) order by v.id`,
      [stored.ValueId],
    );
  const written = await facts();
  expect(written).toHaveLength(2);
  const ids = written.map((row) => row.id as number);
  await sql('select refresh_valuation_statistics(?::int[]), refresh_valuation_link_keys(?::int[])', [
    `{${ids.join(',')}}`,
    `{${ids.join(',')}}`,
  ]);
  expect(await facts()).toEqual(written);
  const downloadedAgain = parse(await download());
  // The updated valuation's stored export line was dropped: the download shows the edit.
  const editedAgain = downloadedAgain.find((row) => row.ValueId === stored.ValueId)!;
  expect(editedAgain.Notes).toBe(edited.Notes);
  for (const heading of [
    'Int$ Per Hectare Per Year',
    computedIntPerHectarePerYearHeading,
    standardisationCheckHeading,
  ]) {
    expect(editedAgain[heading], heading).toBe(stored[heading]);
  }
  const again = downloadedAgain.find((row) => row.ValueId === '98760003')!;
  for (const heading of esvdColumns.filter((heading) => !['ValueId', 'StudyId', 'Title'].includes(heading))) {
    expect(again[heading], heading).toBe(stored[heading]);
  }
  // A new study's StudyID is never drawn by the sequence afterwards.
  const [{ next }] = await sql<{ next: string }>(`select nextval('study_study_id_seq') as next`);
  expect(Number(next)).toBeGreaterThan(9876);
});

it('writes each new record with the statistics facts and link keys that a refresh from scratch gives it', async () => {
  // Every downloaded record again under new ids: all the kinds of record the statistics rule tells apart.
  const copies = downloaded.map((row, index) => {
    const studyId = 800_000 + Number(row.StudyId);
    return { ...row, StudyId: String(studyId), ValueId: String(studyId * 10_000 + index + 1) };
  });
  const job = await finished(await upload(csvOf(copies)));
  expect(job).toMatchObject({ insertedCount: copies.length, updatedCount: 0 });
  const facts = () =>
    sql<{ usable: boolean; biome: number | null; ecozone: number | null }>(
      `select v.value_id, v.statistics_usable as usable, v.statistics_biome_id as biome,
              v.statistics_ecozone_id as ecozone, k.keys
       from valuation v join valuation_link_keys k on k.valuation_id = v.id
       where v.study_id in (select id from study where study_id >= 800000) order by v.value_id`,
    );
  const written = await facts();
  expect(written).toHaveLength(copies.length);
  expect(new Set(written.map((row) => row.usable))).toEqual(new Set([true, false]));
  expect(written.some((row) => row.biome !== null && row.ecozone !== null)).toBe(true);
  await sql('select refresh_valuation_statistics(null), refresh_valuation_link_keys(null)');
  expect(await facts()).toEqual(written);
  await sql('delete from study where study_id >= 800000');
});

it('refuses codes that are not in the reference lists at their cells, and warns about names that do not match', async () => {
  const [row] = downloaded;
  const bad = {
    ...row,
    ValueId: '98760101',
    StudyId: '9876',
    'ESVD2.0_Biome_Codes': '9; 99',
    Country_Codes: 'KEN; XXX',
    Currency: 'Atlantis Dollar',
  };
  const refused = await upload(csvOf([bad]), 'bad.csv');
  expect(refused.status).toBe(400);
  expect(refused.body.title).toContain(workbookMessages.fixHighlights);
  expect(refused.body.title).toContain(referenceMessages.unknownCodes(3));
  expect(refused.body.errors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        severity: 'fatal',
        row: 2,
        column: 'ESVD2.0_Biome_Codes',
        message: referenceMessages.unknownCode('99', 'ESVD 2.0 biomes, ecozones and ecosystems'),
      }),
      expect.objectContaining({
        severity: 'fatal',
        row: 2,
        column: 'Country_Codes',
        message: referenceMessages.unknownCode('XXX', 'countries (ISO alpha-3 codes)'),
      }),
      expect.objectContaining({
        severity: 'fatal',
        row: 2,
        column: 'Currency',
        message: referenceMessages.unknownName('Atlantis Dollar', 'currencies'),
      }),
    ]),
  );
  const [{ count }] = await sql<{ count: number }>(
    'select count(*)::int as count from valuation where value_id = 98760101',
  );
  expect(count).toBe(0);

  // The names only repeat the codes: one naming another entry of the list is a warning, and the code's own name is
  // what is written (a name of no entry is the file's own form of it: esvd-forms.test.ts).
  const otherBiome = downloaded
    .map((line) => line['ESVD2.0_Biome_1'])
    .find((name) => name && name !== row['ESVD2.0_Biome_1'])!;
  const misnamed = { ...row, ValueId: '98760102', StudyId: '9876', 'ESVD2.0_Biome_1': otherBiome };
  const job = await finished(await upload(csvOf([misnamed]), 'misnamed.csv'));
  expect(job.status).toMatch(/^Success/);
  expect(job.warnings).toEqual([
    referenceMessages.nameMismatches(1),
    `Row 2, ESVD2.0_Biome_1: ${referenceMessages.nameMismatch(otherBiome, row['ESVD2.0_Biome_Codes'].split('; ')[0], row['ESVD2.0_Biome_1'])}`,
  ]);
  const again = parse(await download()).find((line) => line.ValueId === '98760102')!;
  expect(again['ESVD2.0_Biome_1']).toBe(row['ESVD2.0_Biome_1']);
});

it("refuses a file with the shared checks' spec messages, its job ending as a failure with them", async () => {
  const [row] = downloaded;
  const refused = await upload(
    csvOf([
      { ...row, ValueId: '', StudyId: '9876' },
      { ...row, ValueId: '98760201', StudyId: '' },
      { ...row, ValueId: '98760202', StudyId: '9876', 'Coded Date': '2021-03-04', Latitude: '91' },
      { ...row, ValueId: '98760202', StudyId: '9876' },
    ]),
  );
  expect(refused.status).toBe(400);
  for (const message of [
    datasetWorkbookMessages.noValueIds(1),
    datasetWorkbookMessages.noStudyIds(1),
    datasetWorkbookMessages.duplicateValueIds(1),
    datasetWorkbookMessages.invalidCodedDate(1),
    datasetWorkbookMessages.invalidCoordinates(1),
  ]) {
    expect(refused.body.title).toContain(message);
  }
  // The job made as the file arrived ends as a failure with the same message, for whoever watches the uploads.
  const [job] = await sql<{ status: string; errorText: string }>(
    `select status, error_text as "errorText" from upload_job where kind = 'dataset' order by id desc limit 1`,
  );
  expect(job).toEqual({ status: 'failure', errorText: refused.body.title });
});

it('takes the workbook parsed by the browser as JSON (uploadjsondataset), its count checked', async () => {
  const [row] = downloaded;
  const jsonDataset = JSON.stringify({ 'ESVD MASTER': [{ ...row, ValueId: '98760301', StudyId: '9876' }] });
  const miscounted = await rest<Refusal>(
    app,
    'POST',
    '/api/dataupload/uploadjsondataset',
    {
      jsonDataset,
      filename: 'esvd.xlsx',
      esvdCount: 2,
    },
    token,
  );
  expect(miscounted.status).toBe(400);
  const started = await rest<Refusal>(
    app,
    'POST',
    '/api/dataupload/uploadjsondataset',
    {
      jsonDataset,
      filename: 'esvd.xlsx',
      esvdCount: 1,
    },
    token,
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(await waitForJob(app, token, started.body.id)).toMatchObject({ insertedCount: 1 });
});

it('is refused to those without ESVD Uploads, and a cancel half-way leaves the database as it was', async () => {
  const editor = await loginAsDemoUser(app, 'editorInChief');
  const forbidden = await postFile<Refusal>(
    app,
    '/api/dataupload/uploadfiledataset',
    csvOf(downloaded.slice(0, 1)),
    'x.csv',
    editor,
  );
  expect(forbidden.status).toBe(403);

  const digest = async () =>
    (
      await sql<{ digest: string }>(
        `select md5(string_agg(concat_ws(',', id, version, notes), '|' order by id)) ||
                (select md5(string_agg(t::text, '|' order by t::text)) from valuation_country t) as digest
         from valuation`,
      )
    )[0].digest;
  const before = await digest();
  // Every row new or changed, in chunks of 25: long enough to be caught running.
  const rows = Array.from({ length: 2000 }, (_, index) => ({
    ...downloaded[index % downloaded.length],
    ValueId: String(99_000_000 + index),
    StudyId: '9900',
    Notes: `Row ${index}`,
  }));
  const started = upload(csvOf(rows), 'large.csv');
  const running = await waitForRunningUpload(app, token, 'Dataset', (job) => job.insertedCount > 0);
  const second = await upload(csvOf(rows.slice(0, 1)), 'second.csv');
  expect(second.status).toBe(409);
  expect(second.body.title).toBe(uploadMessages.running(UploadKind.Dataset, 'large.csv'));
  const cancelled = await rest(app, 'POST', '/api/dataupload/cancel', undefined, token);
  expect(cancelled.status).toBe(200);
  // Answered as it ended, if it was cancelled before its file was checked, or else as it ran then.
  expect((await started).status).toBe(200);
  const job = await waitForJob(app, token, running.id);
  // Nothing was kept, and the job says so instead of showing how far it had got.
  expect(job).toMatchObject({
    status: 'Cancelled',
    statusText: uploadMessages.cancelled,
    insertedCount: 0,
    updatedCount: 0,
    unchangedCount: 0,
  });
  expect(await digest()).toBe(before);
  const [{ studies }] = await sql<{ studies: number }>(
    'select count(*)::int as studies from study where study_id = 9900',
  );
  expect(studies).toBe(0);
});

it('refuses a workbook whose master sheet runs on too long while its first rows are written, keeping none', async () => {
  const template = await fetch(`${app.url}/api/dataupload/template`, { headers: { authorization: `Bearer ${token}` } });
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await template.arrayBuffer());
  const master = workbook.getWorksheet('ESVD MASTER')!;
  const headings = (master.getRow(1).values as string[]).slice(1);
  // Chunks of 25: the first rows are checked and written long before the row that is one too many.
  for (let index = 0; index < 100; index++) {
    const row: Record<string, string> = {
      ...downloaded[index % downloaded.length],
      ValueId: String(97_000_000 + index),
      StudyId: '9700',
    };
    master.addRow(headings.map((heading) => row[heading] ?? ''));
  }
  // Its text makes the workbook larger than one read whole: its master sheet is streamed.
  master.getRow(1_100_001).getCell(1).value = 'x'.repeat(workbookLimits.maxUnpackedBytesReadWhole);
  const refused = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'long.xlsx');
  expect(refused.status).toBe(400);
  expect(refused.body.title).toBe(workbookFileMessages.tooManyRows('ESVD MASTER', 1_100_000));
  const [kept] = await sql<{ valuations: number; studies: number }>(
    `select (select count(*)::int from valuation where value_id between 97000000 and 97009999) as valuations,
            (select count(*)::int from study where study_id = 9700) as studies`,
  );
  expect(kept).toEqual({ valuations: 0, studies: 0 });
  // Until the file was checked, its job counted on the rows the master sheet declares (at most the limit).
  const [job] = await sql<{ status: string; total: number }>(
    `select status, total_count as total from upload_job where filename = 'long.xlsx'`,
  );
  expect(job).toEqual({ status: 'failure', total: 1_100_000 - 1 });
});

it('reads a heading in any case as its ESVD column, names one it does not know, refuses one given twice', async () => {
  // Issue 34: the check matched headings in any case while the import read cells by the exact heading, so a file
  // with `notes` emptied every stored note and reported success.
  const rows = downloaded.filter((row) => row.Notes && row['Ecosystem Text'] && row.Currency).slice(0, 2);
  expect(rows).toHaveLength(2);
  const otherCase: Record<string, string> = {
    Notes: 'notes',
    'Ecosystem Text': 'ECOSYSTEM TEXT',
    Currency: 'currency',
  };
  const written = (heading: string) => otherCase[heading] ?? heading;
  const fileOf = (headings: readonly string[], data: readonly (readonly string[])[]) =>
    Buffer.from(Papa.unparse({ fields: [...headings], data: data.map((row) => [...row]) }));
  const headings = [...esvdExportHeader.map(written), 'Our own column'];
  const edited: Record<string, string> = { ...rows[0], Notes: 'Edited under a lower-case heading' };
  const job = await finished(
    await upload(
      fileOf(
        headings,
        [edited, rows[1]].map((row) => [...esvdExportHeader.map((heading) => row[heading] ?? ''), 'not read']),
      ),
      'other-case.csv',
    ),
  );
  expect(job).toMatchObject({ status: 'Success', updatedCount: 1, unchangedCount: 1 });
  expect(job.warnings).toEqual([datasetWorkbookMessages.unknownHeadings(['Our own column'])]);
  const stored = await sql<{ notes: string; ecosystem: string }>(
    `select notes, ecosystem_description as ecosystem from valuation where value_id in (?, ?) order by value_id`,
    [rows[0].ValueId, rows[1].ValueId],
  );
  expect(stored).toEqual(
    [edited, rows[1]]
      .sort((a, b) => Number(a.ValueId) - Number(b.ValueId))
      .map((row) => ({ notes: row.Notes, ecosystem: row['Ecosystem Text'] })),
  );
  const again = parse(await download());
  for (const row of [edited, rows[1]]) {
    expect(again.find((line) => line.ValueId === row.ValueId)!.Currency).toBe(row.Currency);
  }

  const twice = await upload(
    fileOf([...esvdExportHeader, 'NOTES'], [[...esvdExportHeader.map((heading) => rows[1][heading] ?? ''), 'x']]),
    'twice.csv',
  );
  expect(twice.status).toBe(400);
  expect(twice.body.errors).toEqual(
    expect.arrayContaining([expect.objectContaining({ message: datasetWorkbookMessages.repeatedHeading('NOTES') })]),
  );
});

it('says per column how many stored values an upload changed and how many it emptied', async () => {
  const [edited, emptied, kept] = downloaded
    .filter((row) => row.Notes && row.Currency && !row.Notes.startsWith('Edited'))
    .slice(0, 3);
  expect(kept).toBeDefined();
  const job = await finished(
    await upload(
      csvOf([{ ...edited, Notes: `${edited.Notes} (edited)` }, { ...emptied, Notes: '', Currency: '' }, kept]),
      'changes.csv',
    ),
  );
  expect(job).toMatchObject({ status: 'Success', updatedCount: 2, unchangedCount: 1 });
  const changes = [
    { column: 'Currency', changed: 1, emptied: 1 },
    { column: 'Notes', changed: 2, emptied: 1 },
  ];
  const byColumn = (list: { column: string }[]) => [...list].sort((a, b) => a.column.localeCompare(b.column));
  const last = await rest<{ id: number; columnChanges: { column: string }[] }>(
    app,
    'GET',
    '/api/dataupload',
    undefined,
    token,
  );
  expect(last.body.id).toBe(job.id);
  expect(byColumn(last.body.columnChanges)).toEqual(changes);
  const { uploadJob } = await graphqlData<{ uploadJob: { columnChanges: { column: string }[] } }>(
    app,
    'query ($id: Int!) { uploadJob(id: $id) { columnChanges { column changed emptied } } }',
    { id: job.id },
    token,
  );
  expect(byColumn(uploadJob.columnChanges)).toEqual(changes);
});

it('refuses a UTF-8 file with a stray Windows-1252 byte, naming its line, and changes nothing', async () => {
  const rows = downloaded.slice(0, 3).map((row) => ({ ...row, Notes: 'Farmers\u2019 fields' }));
  const utf8 = csvOf(rows);
  // The second data row's note ends with a lone Windows-1252 apostrophe: the file's third line.
  const stray = utf8.indexOf('\u2019', utf8.indexOf('\n', utf8.indexOf('\n') + 1) + 1);
  const bytes = Buffer.concat([utf8.subarray(0, stray), Buffer.from([0x92]), utf8.subarray(stray + 3)]);
  const before = await sql('select id, version from valuation order by id');
  const refused = await upload(bytes, 'stray-byte.csv');
  expect(refused.status).toBe(400);
  expect(refused.body.title).toBe(csvSheetMessages.mixedEncoding([3], 0));
  expect(await sql('select id, version from valuation order by id')).toEqual(before);
});

it('says a heading-only or empty file has no rows, in the words the page uses, and imports nothing', async () => {
  for (const [bytes, filename] of [
    [csvOf([]), 'headings-only.csv'],
    [Buffer.alloc(0), 'empty.csv'],
  ] as const) {
    const refused = await upload(bytes, filename);
    expect(refused.status, filename).toBe(400);
    expect(refused.body.errors, filename).toEqual([expect.objectContaining({ message: workbookMessages.noRows })]);
  }
});

it('reports records uploaded into a study that is not published', async () => {
  const row = downloaded[downloaded.length - 1];
  await sql('update study set is_published = false where study_id = ?', [row.StudyId]);
  const job = await finished(await upload(csvOf([{ ...row, Notes: 'Uploaded into a draft' }]), 'draft.csv'));
  expect(job).toMatchObject({
    status: 'SuccessWithWarning',
    statusText: datasetImportMessages.inUnpublishedStudies(1),
    updatedCount: 1,
  });
  await sql('update study set is_published = true where study_id = ?', [row.StudyId]);
});

it('lists the rows the standardisation checks flag at their columns, keeping the stored values (issue 37)', async () => {
  const computable = downloaded.filter((row) => row[computedIntPerHectarePerYearHeading] !== '');
  const [agreeing, mistyped] = computable.slice(-3, -1);
  const computed = Number(mistyped[computedIntPerHectarePerYearHeading]);
  const typedTenTimes = String(computed * 10);
  const job = await finished(
    await upload(
      csvOf([
        { ...agreeing, 'Int$ Per Hectare Per Year': agreeing[computedIntPerHectarePerYearHeading] },
        { ...mistyped, 'Int$ Per Hectare Per Year': typedTenTimes },
      ]),
      'checked.csv',
    ),
  );
  expect(job.updatedCount).toBe(2);
  expect(job.warnings).toEqual([]);
  const [summary, ...lines] = job.standardisationWarnings;
  expect(summary).toMatch(/^The standardisation checks flag [12] uploaded records? \(World Bank vintage [^)]+\)/);
  // Row 2 agrees with its computation; row 3, typed ten times too high, is named at its column.
  expect(lines.filter((line) => line.startsWith('Row 2, Int$ Per Hectare Per Year:'))).toEqual([]);
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^Row 3, Int\$ Per Hectare Per Year: Int\$\/ha\/year .+ differs 900% from the computed .+: likely a unit or entry error$/,
    ),
  );
  const [stored] = await sql<{ value: number }>(
    'select int_per_hectare_per_year as value from valuation where value_id = ?',
    [mistyped.ValueId],
  );
  expect(stored.value).toBeCloseTo(computed * 10);
});

it('counts the demo data, past every real StudyId, and removes it as a whole for uploaders only', async () => {
  type Demo = { demoData: { studies: number; valuations: number } };
  const counted = () => graphqlData<Demo>(app, 'query { demoData { studies valuations } }', {}, token);
  const [stored] = await sql<{ studies: number; valuations: number; lowest: number }>(
    `select count(*)::int as studies, min(study_id) as lowest,
       (select count(*)::int from valuation v join study s on s.id = v.study_id where s.is_demo) as valuations
     from study where is_demo`,
  );
  expect(stored.studies).toBeGreaterThan(0);
  // Issue 34: demo StudyIds (and so their ValueIds) lie beyond the real ESVD's, which a real export never reaches.
  expect(stored.lowest).toBeGreaterThan(200_000);
  expect((await counted()).demoData).toEqual({ studies: stored.studies, valuations: stored.valuations });

  const editor = await loginAsDemoUser(app, 'editorInChief');
  const refused = await graphql(app, 'mutation { removeDemoData { studies } }', {}, editor);
  expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const others = () => sql('select id, version from study where not is_demo order by id');
  const kept = await others();
  const removed = await graphqlData<{ removeDemoData: Demo['demoData'] }>(
    app,
    'mutation { removeDemoData { studies valuations } }',
    {},
    token,
  );
  expect(removed.removeDemoData).toEqual({ studies: 0, valuations: 0 });
  expect(await others()).toEqual(kept);
  const [{ orphans }] = await sql<{ orphans: number }>(
    'select count(*)::int as orphans from valuation v where not exists (select from study s where s.id = v.study_id)',
  );
  expect(orphans).toBe(0);
});

it('uploads an ESVD-style CSV in Windows-1252 into an empty database and downloads it again cell for cell', async () => {
  await sql('delete from study');
  const fixture = await readFile(new URL('../fixtures/esvd-style-windows-1252.csv', import.meta.url));
  // The fixture is not UTF-8: its curly quotes and dashes are single bytes.
  expect(() => new TextDecoder('utf-8', { fatal: true }).decode(fixture)).toThrow();
  const job = await finished(await upload(fixture, 'esvd-export.csv'));
  expect(job).toMatchObject({ status: 'Success', insertedCount: 3, updatedCount: 0, warnings: [] });
  const expected = parse(decodeWindows1252(fixture));
  const csvText = await download();
  // Its curly quotes and dashes arrive as those characters, not as the control codes of ISO-8859-1.
  expect(csvText).toMatch(/[“”–—]/);
  expect(csvText).not.toMatch(/[\x80-\x9f]/);
  const actual = parse(csvText);
  expect(actual.map((row) => row.ValueId)).toEqual(expected.map((row) => row.ValueId));
  for (const [index, row] of expected.entries()) {
    expect(esvdColumns.map((heading) => [heading, actual[index][heading]])).toEqual(
      esvdColumns.map((heading) => [heading, row[heading]]),
    );
  }
});
