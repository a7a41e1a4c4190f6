// Releases (issue 38): saving a database version freezes the published records as a release that never changes
// afterwards, downloads as the export wrote it that moment, and compares with another release record by record.
import { releaseMessages } from '@esvd/schema/rules/releases';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { Schema, Table } from 'tableschema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { parseCsv } from '../support/esvd-export.ts';
import { graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';
import { parquetCellOfCsv, readParquet } from '../support/parquet.ts';
import { insertStudies, withDatabase } from './search-fixtures.ts';

interface ReleaseBody {
  label: string;
  createdOn: string;
  recordCount: number;
  citation: string;
  vintage: string;
}

interface DataPackage {
  profile: string;
  version: string;
  resources: {
    path: string;
    schema: { fields: { name: string; type: string; description: string }[] };
  }[];
}

interface DiffBody {
  from: string;
  to: string;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
}

let app: RunningApp;
let adminToken: string;
let readerToken: string;

const version = (major: number) => ({ month: 4, year: 2031, version: major, subversion: 0, fromCitation: false });

async function saveVersion(major: number): Promise<{ status: number; body: { label?: string; title?: string } }> {
  return rest(app, 'POST', '/api/referenceinfos', version(major), adminToken);
}

async function releaseCsv(label: string): Promise<string> {
  const response = await rest<string>(app, 'GET', `/api/releases/${label}/download?format=csv`, undefined, readerToken);
  expect(response.status).toBe(200);
  return response.body;
}

/** Two published records changed, one study unpublished, one study added: what the diff must list. */
let changedValueIds: number[];
let removedValueIds: number[];
const addedValueId = 99410000001;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = await loginAsAdmin(app);
  readerToken = await loginAsDemoUser(app, 'basic');
});

afterAll(async () => {
  await app?.stop();
});

describe('a release', () => {
  let first: ReleaseBody;
  let firstCsv: string;

  it('is made by saving a database version, with every published record, and listed with its citation', async () => {
    const saved = await saveVersion(1);
    expect(saved.status).toBe(200);
    expect(saved.body.label).toBe('MAY2031V1.0');

    const listed = await rest<ReleaseBody[]>(app, 'GET', '/api/releases');
    expect(listed.status).toBe(200);
    first = listed.body[0];
    const published = await rest<number>(app, 'GET', '/api/esvds/totalcount');
    expect(first).toMatchObject({ label: 'MAY2031V1.0', recordCount: published.body });
    expect(first.recordCount).toBeGreaterThan(0);
    expect(first.citation).toMatch(/synthetic/i);
    expect(first.vintage).not.toBe('');
    const { releases } = await graphqlData<{ releases: ReleaseBody[] }>(
      app,
      '{ releases { label createdOn recordCount citation vintage } }',
    );
    expect(releases[0]).toEqual(first);
  });

  it('downloads as CSV exactly as the full export reads at that moment', async () => {
    firstCsv = await releaseCsv(first.label);
    const full = await rest<string>(app, 'GET', '/api/esvds/download/all?format=csv', undefined, readerToken);
    expect(firstCsv).toBe(full.body);
    expect(parseCsv(firstCsv)).toHaveLength(first.recordCount + 1);
  });

  it('downloads as XLSX and Parquet holding the same records and cells as its CSV', async () => {
    const [header, ...records] = parseCsv(firstCsv.replace(/^\uFEFF/, ''));
    const file = async (format: string) => {
      const response = await fetch(`${app.url}/api/releases/${first.label}/download?format=${format}`, {
        headers: { authorization: `Bearer ${readerToken}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="ESVD_release_${first.label}.${format}"`,
      );
      return Buffer.from(await response.arrayBuffer());
    };

    const parquet = await readParquet(await file('parquet'));
    expect(parquet.names).toEqual(header);
    expect(parquet.rows).toEqual(
      records.map((record) => record.map((text, index) => parquetCellOfCsv(text, parquet.types[index]))),
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await file('xlsx')).buffer);
    const sheet = workbook.getWorksheet('ESVD MASTER')!;
    const sheetRows: unknown[][] = [];
    sheet.eachRow((row) => sheetRows.push((row.values as unknown[]).slice(1)));
    expect(sheetRows[0]).toEqual(header);
    // The workbook holds the Parquet's typed cells (a blank cell is absent from the row).
    expect(sheetRows.slice(1).map((row) => header.map((_, index) => row[index] ?? null))).toEqual(parquet.rows);
  });

  it('never changes: edits since leave its download as it was, and the database refuses to alter it', async () => {
    const rows = parseCsv(firstCsv);
    const valueIdColumn = rows[0].indexOf('ValueId');
    const studyIdColumn = rows[0].indexOf('StudyId');
    changedValueIds = [Number(rows[1][valueIdColumn]), Number(rows[2][valueIdColumn])];
    const lastStudyId = Number(rows[rows.length - 1][studyIdColumn]);
    removedValueIds = rows
      .slice(1)
      .filter((row) => Number(row[studyIdColumn]) === lastStudyId)
      .map((row) => Number(row[valueIdColumn]));
    await withDatabase(app.database.url, async (client) => {
      await client.query(`update valuation set notes = 'Edited after the release' where value_id = any($1::bigint[])`, [
        changedValueIds,
      ]);
      await client.query('update study set is_published = false where study_id = $1', [lastStudyId]);
      await expect(client.query('update release_record set value_id = value_id + 1')).rejects.toThrow(
        /A release never changes/,
      );
      await expect(client.query('delete from release_line')).rejects.toThrow(/A release never changes/);
    });
    await insertStudies(app.database.url, [
      { studyId: 994100, title: 'Released later', valuations: [{ valueId: addedValueId, countries: ['KEN'] }] },
    ]);

    expect(await releaseCsv(first.label)).toBe(firstCsv);
  });

  it('compares with a later release: counts, and one CSV line per record that differs', async () => {
    expect((await saveVersion(2)).status).toBe(200);
    const second = (await rest<ReleaseBody[]>(app, 'GET', '/api/releases')).body[0];
    expect(second.label).toBe('MAY2031V2.0');

    const diff = await rest<DiffBody>(
      app,
      'GET',
      `/api/releases/diff?from=${first.label}&to=${second.label}`,
      undefined,
      readerToken,
    );
    expect(diff.status).toBe(200);
    expect(diff.body).toEqual({
      from: first.label,
      to: second.label,
      added: 1,
      changed: 2,
      removed: removedValueIds.length,
      unchanged: first.recordCount - 2 - removedValueIds.length,
    });
    const { releaseDiff } = await graphqlData<{ releaseDiff: DiffBody }>(
      app,
      'query D($from: String!, $to: String!) { releaseDiff(from: $from, to: $to) { from to added changed removed unchanged } }',
      { from: first.label, to: second.label },
      readerToken,
    );
    expect(releaseDiff).toEqual(diff.body);

    const lines = await rest<string>(
      app,
      'GET',
      `/api/releases/diff?from=${first.label}&to=${second.label}&format=csv`,
      undefined,
      readerToken,
    );
    expect(lines.status).toBe(200);
    expect(lines.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...records] = parseCsv(lines.body);
    expect(header).toEqual(['ValueId', 'Change', 'Changed columns', 'Changes']);
    const expected = [
      ...changedValueIds.map((valueId) => [String(valueId), 'changed']),
      ...removedValueIds.map((valueId) => [String(valueId), 'removed']),
      [String(addedValueId), 'added'],
    ].sort(([a], [b]) => Number(a) - Number(b));
    expect(records.map(([valueId, change]) => [valueId, change])).toEqual(expected);
    const changed = records.find(([valueId]) => valueId === String(changedValueIds[0]))!;
    expect(changed[2]).toBe('Notes');
    expect(changed[3]).toMatch(/^Notes: ".*" → "Edited after the release"$/);

    // The first release still holds what it held.
    expect(await releaseCsv(first.label)).toBe(firstCsv);
  });

  it('keeps its label: saving a version whose release exists is refused, and no version is saved', async () => {
    const before = await rest<{ id: number }[]>(app, 'GET', '/api/referenceinfos');
    const again = await saveVersion(1);
    expect(again.status).toBe(400);
    expect(again.body.title).toBe(releaseMessages.labelTaken('MAY2031V1.0'));
    const after = await rest<{ id: number }[]>(app, 'GET', '/api/referenceinfos');
    expect(after.body).toEqual(before.body);
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown release, 400 for a bad format, and 401 to a caller who may not read the data', async () => {
    const unknown = await rest<{ title: string }>(app, 'GET', '/api/releases/NOPE/download', undefined, readerToken);
    expect(unknown.status).toBe(404);
    expect(unknown.body.title).toBe(releaseMessages.noRelease('NOPE'));
    const [{ label }] = (await rest<ReleaseBody[]>(app, 'GET', '/api/releases')).body;
    const badFormat = await rest<{ title: string }>(
      app,
      'GET',
      `/api/releases/${label}/download?format=pdf`,
      undefined,
      readerToken,
    );
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.title).toContain(releaseMessages.format);
    const diff = await rest<{ title: string }>(
      app,
      'GET',
      `/api/releases/diff?from=${label}&to=NOPE`,
      undefined,
      readerToken,
    );
    expect(diff.status).toBe(404);
    const anonymous = await rest(app, 'GET', `/api/releases/${label}/download`);
    expect(anonymous.status).toBe(401);
  });
});

describe('the data package of a release', () => {
  it('describes the release as a Frictionless Tabular Data Package whose CSV holds to its Table Schema', async () => {
    const [release] = (await rest<ReleaseBody[]>(app, 'GET', '/api/releases')).body;
    const { status, body } = await rest<DataPackage>(app, 'GET', `/api/releases/${release.label}/datapackage.json`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ profile: 'tabular-data-package', version: release.label, citation: release.citation });
    const [resource] = body.resources;
    expect(resource).toMatchObject({ profile: 'tabular-data-resource', name: 'valuations', format: 'csv' });
    expect(new URL(resource.path).pathname).toBe(`/api/releases/${release.label}/download`);

    // tableschema's typings call these two synchronous; both return promises.
    const schema = await (Schema.load(resource.schema, { strict: true }) as unknown as Promise<Schema>);
    expect(schema.valid).toBe(true);
    const csv = await releaseCsv(release.label);
    const table = await Table.load(Readable.from([csv.replace(/^\uFEFF/, '')]), { schema: resource.schema });
    // Casting each cell to its declared type throws at the first that is not of it.
    const rows = await (table.read({ cast: true }) as unknown as Promise<unknown[][]>);
    expect(table.headers).toEqual(resource.schema.fields.map((field) => field.name));
    expect(rows).toHaveLength(release.recordCount);
    const valueIds = rows.map((row) => row[0]);
    expect(valueIds.every((valueId) => Number.isInteger(valueId))).toBe(true);
    for (const field of resource.schema.fields) expect(field.description).not.toBe('');
  });
});
