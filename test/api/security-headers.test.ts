// The security headers of every answer (issue 13, point 6): a Content-Security-Policy the app works under (the
// browser journeys check that it does), no framing, a referrer policy, a permissions policy, and HSTS over HTTPS.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';

let app: RunningApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'esvd-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(webDist, 'assets/index-4f2a9c1b.js'), 'console.log("app");\n');
  // A build made for an online basemap: its host is allowed without being named again.
  app = await startTestApp({ WEB_DIST: webDist, VITE_MAP_STYLE_URL: 'https://tiles.example.org/styles/positron.json' });
});

afterAll(async () => {
  await app?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

/** The policy's directives by name, each with its sources. */
function directivesOf(policy: string | null): Record<string, string[]> {
  expect(policy).toBeTruthy();
  return Object.fromEntries(
    policy!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

const answers = {
  'the web app': () => fetch(`${app.url}/esvd`),
  'a static asset': () => fetch(`${app.url}/assets/index-4f2a9c1b.js`),
  'a REST answer': () => fetch(`${app.url}/api/esvds/totalcount`),
  'a REST error': () => fetch(`${app.url}/api/no-such-path`),
  'a GraphQL answer': () =>
    fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    }),
};

describe.each(Object.entries(answers))('%s', (_name, request) => {
  it('carries the security headers', async () => {
    const answer = await request();
    const headers = answer.headers;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)(, |$)/);
    expect(headers.get('permissions-policy')).toMatch(/(^|, )geolocation=\(\)(, |$)/);
    expect(headers.get('permissions-policy')).toMatch(/(^|, )microphone=\(\)(, |$)/);
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('x-powered-by')).toBeNull();
    // Plain http: no HSTS.
    expect(headers.get('strict-transport-security')).toBeNull();

    const csp = directivesOf(headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://tiles.example.org']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });
});

describe("Apollo Server's landing page (GET /graphql in a browser)", () => {
  it('keeps its own policy for scripts and styles, and may not be framed', async () => {
    const answer = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('http-equiv="Content-Security-Policy"');
    const csp = directivesOf(answer.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp).not.toHaveProperty('default-src');
    expect(csp).not.toHaveProperty('script-src');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('HSTS', () => {
  it('goes with answers over HTTPS only: a proxy on the same machine says so', async () => {
    const answer = await fetch(`${app.url}/api/esvds/totalcount`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});
