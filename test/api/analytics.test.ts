// The product's own page-view counts (spec 001 §4: analytics only after consent; the web sends a view only then):
// a path only, counted per day; anyone may send one, only administrators read them.
import { analyticsMessages } from '@esvd/schema/rules/analytics';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';

let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

const pageViews = async (token: string) =>
  graphql<{ pageViews: { path: string; views: number }[] }>(app, '{ pageViews(days: 7) { path views } }', {}, token);

it('counts the views of a path sent by anyone, per path, for administrators to read', async () => {
  for (let view = 0; view < 3; view++) {
    expect((await rest(app, 'POST', '/api/analytics/pageview', { path: '/vtt/calculations' })).status).toBe(200);
  }
  const { data } = await graphql<{ recordPageView: boolean }>(app, 'mutation { recordPageView(path: "/esvd") }');
  expect(data?.recordPageView).toBe(true);

  const { data: counts, errors } = await pageViews(await loginAsAdmin(app));
  expect(errors).toBeUndefined();
  expect(counts?.pageViews).toEqual([
    { path: '/vtt/calculations', views: 3 },
    { path: '/esvd', views: 1 },
  ]);
});

it('refuses a path with a query string, an address or anything but a path, with 400 and the rule', async () => {
  for (const path of ['/esvd?user=someone@example.org', 'https://example.org/', '', '/'.padEnd(102, 'a')]) {
    const { status, body } = await rest<{ errors: { message: string }[] }>(app, 'POST', '/api/analytics/pageview', {
      path,
    });
    expect(status, path).toBe(400);
    expect(body.errors[0].message).toBe(analyticsMessages.path);
  }
});

it('shows the counts to administrators only', async () => {
  const { errors } = await pageViews(await loginAsDemoUser(app, 'user'));
  expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
});
