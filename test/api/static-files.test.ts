// The built web app as the api serves it (issue 12): precompressed files, caching, 404 for missing files, the
// index page for app routes with the database described for dataset search engines (issue 38), and CSV downloads
// compressed when the client accepts it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as sent on the wire: no decompression, the Accept-Encoding given or none at all. */
function get(pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${app.url}${pathname}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const script = `console.log(${JSON.stringify('a hashed chunk of the app '.repeat(200))});\n`;
const indexPage = `<!doctype html><html><head><title>ESVD</title></head><body><div id="root"></div></body></html>\n`;

let app: RunningApp;
let webDist: string;
const license = 'https://creativecommons.org/licenses/by/4.0/';
const publicUrl = 'https://esvd.example.org';

/** The JSON-LD blocks of a page as served. */
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));

beforeAll(async () => {
  // A build as Vite and its compression plugin leave it: plain files, with .br and .gz beside the larger ones.
  webDist = mkdtempSync(path.join(tmpdir(), 'esvd-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), indexPage);
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const chunk = path.join(webDist, 'assets/index-4f2a9c1b.js');
  writeFileSync(chunk, script);
  writeFileSync(`${chunk}.br`, brotliCompressSync(script));
  writeFileSync(`${chunk}.gz`, gzipSync(script));
  app = await startTestApp({ WEB_DIST: webDist, DATASET_LICENSE: license, PUBLIC_URL: publicUrl });
});

afterAll(async () => {
  await app?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

describe('a hashed asset', () => {
  it('goes as brotli to a browser that accepts it, cached for good', async () => {
    const answer = await get('/assets/index-4f2a9c1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('goes as gzip to a client that accepts only gzip, and plain to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-4f2a9c1b.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    const plain = await get('/assets/index-4f2a9c1b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });
});

describe('what is not a hashed asset', () => {
  it('answers an app route with the index page, revalidated on every visit', async () => {
    const answer = await get('/esvd?countries=3', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = answer.body.toString();
    expect(html.replace(/<script type="application\/ld\+json">.*?<\/script>/s, '')).toBe(indexPage);
    expect(jsonLdOf(html)).toHaveLength(1);
  });

  it('describes the database as a schema.org Dataset in the page as served, at its current version', async () => {
    const token = await loginAsAdmin(app);
    // A citation that tries to end the script element: it stays text inside the description.
    const citation = 'Cite the ESVD </script><script>alert(1)</script> as this version.';
    const saved = await rest(
      app,
      'POST',
      '/api/referenceinfos',
      { fromCitation: true, referenceText: citation },
      token,
    );
    expect(saved.status).toBe(200);
    const { currentDatabaseVersion } = await graphqlData<{ currentDatabaseVersion: { label: string } }>(
      app,
      '{ currentDatabaseVersion { label } }',
    );

    const html = (await get('/')).body.toString();
    expect(html).not.toContain('<script>alert(1)');
    const [dataset] = jsonLdOf(html);
    expect(dataset).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'Dataset',
      name: 'Ecosystem Services Valuation Database (ESVD)',
      version: currentDatabaseVersion.label,
      citation,
      license,
      url: `${publicUrl}/`,
      creator: { '@type': 'Organization', name: 'Ecosystem Services Valuation Database' },
    });
    // Google's rules for a Dataset: a description of 50 to 5000 characters, downloads with their format.
    expect((dataset.description as string).length).toBeGreaterThanOrEqual(50);
    expect((dataset.description as string).length).toBeLessThanOrEqual(5000);
    expect(dataset.distribution).toEqual([
      {
        '@type': 'DataDownload',
        encodingFormat: 'text/csv',
        contentUrl: `${publicUrl}/api/esvds/download/all?format=csv`,
      },
      {
        '@type': 'DataDownload',
        encodingFormat: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        contentUrl: `${publicUrl}/api/esvds/download/all?format=xlsx`,
      },
      {
        '@type': 'DataDownload',
        encodingFormat: 'application/vnd.apache.parquet',
        contentUrl: `${publicUrl}/api/esvds/download/all?format=parquet`,
      },
    ]);
  });

  it('revalidates a file without a hash in its name', async () => {
    const answer = await get('/favicon.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not with the index page', async () => {
    for (const missing of ['/assets/index-00000000.js', '/assets/gone', '/robots.txt', '/studies/logo.png']) {
      const answer = await get(missing);
      expect(answer.status, missing).toBe(404);
      expect(answer.body.toString(), missing).not.toContain('<div id="root">');
    }
  });
});

describe('a CSV download', () => {
  it('is gzipped when the client accepts gzip, and plain otherwise, with the same content', async () => {
    const token = await loginAsDemoUser(app, 'basic');
    const authorization = `Bearer ${token}`;
    const plain = await get('/api/esvds/download/all', { authorization });
    const gzipped = await get('/api/esvds/download/all', { authorization, 'accept-encoding': 'gzip' });

    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(gunzipSync(gzipped.body).toString()).toBe(plain.body.toString());
  });
});
