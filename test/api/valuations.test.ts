// The record count the home page shows, through both front doors.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphqlData, rest } from '../support/http.ts';

let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

it('counts the same value records on GET /api/esvds/totalcount and in GraphQL totalValuationCount', async () => {
  const { totalValuationCount } = await graphqlData<{ totalValuationCount: number }>(app, '{ totalValuationCount }');
  const { status, body } = await rest<number>(app, 'GET', '/api/esvds/totalcount');

  expect(status).toBe(200);
  expect(body).toBe(totalValuationCount);
  // The template holds 300 demo valuations; only those of published studies count.
  expect(totalValuationCount).toBeGreaterThan(0);
  expect(totalValuationCount).toBeLessThanOrEqual(300);
});
