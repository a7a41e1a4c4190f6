// Database version and citation (spec 001): who may save one, what the current one is.
import { inflateSync } from 'node:zlib';
import { decodeWindows1252 } from '@esvd/schema/uploads/csv-sheet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';

interface VersionBody {
  id: number;
  label: string;
  referenceText: string;
}

const versionLabel = /^[A-Z]{3}\d{4}V\d+\.\d+$/;
const newVersion = { month: 0, year: 2040, version: 2, subversion: 0, referenceText: 'Cite us', fromCitation: false };

let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

it('GET /api/referenceinfos/currentversion answers the seeded version, as GraphQL does', async () => {
  const { status, body } = await rest<VersionBody>(app, 'GET', '/api/referenceinfos/currentversion');
  const { currentDatabaseVersion } = await graphqlData<{ currentDatabaseVersion: VersionBody }>(
    app,
    '{ currentDatabaseVersion { id label referenceText } }',
  );

  expect(status).toBe(200);
  expect(body.label).toMatch(versionLabel);
  expect(body.referenceText).toMatch(/synthetic/i);
  expect(body).toMatchObject(currentDatabaseVersion);
});

describe('POST /api/referenceinfos', () => {
  it('refuses a caller without a token with 401', async () => {
    const { status } = await rest(app, 'POST', '/api/referenceinfos', newVersion);
    expect(status).toBe(401);
  });

  it('refuses a basic user with 403 "Not enough permissions."', async () => {
    const token = await loginAsDemoUser(app, 'basic');
    const { status, body } = await rest<{ title: string }>(app, 'POST', '/api/referenceinfos', newVersion, token);
    expect(status).toBe(403);
    expect(body.title).toBe('Not enough permissions.');
  });

  it("saves an admin's version, which becomes the current one and keeps the current citation", async () => {
    const token = await loginAsAdmin(app);
    const before = await rest<VersionBody>(app, 'GET', '/api/referenceinfos/currentversion');
    const created = await rest<VersionBody>(app, 'POST', '/api/referenceinfos', newVersion, token);
    expect(created.status).toBe(200);
    expect(created.body.label).toBe('JAN2040V2.0');

    const current = await rest<VersionBody>(app, 'GET', '/api/referenceinfos/currentversion');
    expect(current.body).toMatchObject({
      id: created.body.id,
      label: 'JAN2040V2.0',
      referenceText: before.body.referenceText,
    });
    expect(current.body.referenceText).not.toBe('');
  });

  it('saves a citation text alone, filed under the current version, without changing the version', async () => {
    const token = await loginAsAdmin(app);
    const before = await rest<VersionBody>(app, 'GET', '/api/referenceinfos/currentversion');
    const citation = { fromCitation: true, referenceText: 'Cite the ESVD, version of the test.' };
    const created = await rest<VersionBody & { fromCitation: boolean }>(
      app,
      'POST',
      '/api/referenceinfos',
      citation,
      token,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ fromCitation: true, label: before.body.label });

    const current = await rest<VersionBody>(app, 'GET', '/api/referenceinfos/currentversion');
    expect(current.body).toMatchObject({
      id: before.body.id,
      label: before.body.label,
      referenceText: citation.referenceText,
    });
    const { currentDatabaseVersion } = await graphqlData<{ currentDatabaseVersion: VersionBody }>(
      app,
      '{ currentDatabaseVersion { id label referenceText } }',
    );
    expect(current.body).toMatchObject(currentDatabaseVersion);
  });

  it('refuses a citation without text with 400 "Citation text is required"', async () => {
    const token = await loginAsAdmin(app);
    const { status, body } = await rest<{ title: string }>(
      app,
      'POST',
      '/api/referenceinfos',
      { fromCitation: true, referenceText: '  ' },
      token,
    );
    expect(status).toBe(400);
    expect(body.title).toBe('Citation text is required');
  });

  it("answers a version that breaks the form's rules with 400 and the rule's message", async () => {
    const token = await loginAsAdmin(app);
    const { status, body } = await rest<{ title: string }>(
      app,
      'POST',
      '/api/referenceinfos',
      { ...newVersion, year: 1900 },
      token,
    );
    expect(status).toBe(400);
    expect(body.title).toContain('Year must be grater than or equal to 1950.');
  });
});

it('refuses createDatabaseVersion on GraphQL without a session (UNAUTHENTICATED, 401)', async () => {
  const { status, errors } = await graphql(
    app,
    'mutation Create($input: DatabaseVersionInput!) { createDatabaseVersion(input: $input) { id } }',
    { input: newVersion },
  );
  expect(status).toBe(401);
  expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

/**
 * The text a PDF shows: PDFKit writes each line as hex strings of WinAnsi (Windows-1252) codes in Flate-compressed content
 * streams.
 */
function pdfText(pdf: Buffer): string {
  const streams = pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g);
  const contents = [...streams].flatMap(([, body]) => {
    try {
      return [inflateSync(Buffer.from(body, 'latin1')).toString('latin1')];
    } catch {
      return [];
    }
  });
  return contents
    .flatMap((content) => [...content.matchAll(/\[(.*?)\] TJ/g)])
    .map(([, parts]) =>
      [...parts.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => decodeWindows1252(Buffer.from(hex, 'hex'))).join(''),
    )
    .join('\n');
}

describe('GET /api/referenceinfos/citation', () => {
  it('answers anyone the citation PDF: the current version, the citation text and the two links', async () => {
    const token = await loginAsAdmin(app);
    const citation = 'Brander, L.M. et al. (2026) Ecosystem Services Valuation Database — PDF test.';
    await rest(app, 'POST', '/api/referenceinfos', { fromCitation: true, referenceText: citation }, token);
    const current = await rest<VersionBody>(app, 'GET', '/api/referenceinfos/currentversion');

    const response = await fetch(`${app.url}/api/referenceinfos/citation`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="ESVD citation ${current.body.label}.pdf"`,
    );
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`Database version ${current.body.label}`);
    expect(text).toContain('Ecosystem Services Valuation Database');
    // The citation wraps over lines: its words are all there, in order.
    expect(text.replace(/\s+/g, ' ')).toContain(citation);
    const links = [...pdf.toString('latin1').matchAll(/\/URI \((.*?)\)/g)].map(([, url]) => url);
    // The product's public address (PUBLIC_URL), not the test's: the database page, then the home page.
    expect(links).toHaveLength(2);
    expect(links[0]).toBe(new URL('/esvd', links[1]).toString());
    expect(new URL(links[1]).pathname).toBe('/');
  });
});
