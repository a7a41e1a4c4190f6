// The record and study pages' queries (issue 38): a published record by its ValueId with every field, a published
// study's records in ValueId order; an unpublished study's records (drafts) only for those who edit data and the
// study's owner; readers of the database only.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsDemoUser } from '../support/http.ts';
import { insertStudies, withDatabase } from './search-fixtures.ts';

let app: RunningApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAsDemoUser(app, 'basic');
  await insertStudies(app.database.url, [
    {
      studyId: 993001,
      title: 'Records fixture',
      reference: 'Doe (2020) Records. doi:10.1000/xyz',
      valuations: [
        { valueId: 99300010002, value: 20, countries: ['KEN'], notes: 'second' },
        { valueId: 99300010001, value: 10, countries: ['KEN', 'TZA'], notes: 'first' },
      ],
    },
    { studyId: 993002, title: 'Draft fixture', published: false, valuations: [{ valueId: 99300020001, value: 5 }] },
  ]);
  await withDatabase(app.database.url, (client) =>
    client.query(
      "update study set owner_id = (select id from app_user where user_name = 'demo-analyst') where study_id = 993002",
    ),
  );
});

afterAll(async () => {
  await app?.stop();
});

const recordQuery = `query ($valueId: SafeInt!) {
  valuationRecord(valueId: $valueId) { valueId studyId title reference countryCodes intPerHectarePerYear notes }
}`;

it('answers a published record with its study, and nothing for a record of an unpublished study', async () => {
  const { valuationRecord } = await graphqlData<{ valuationRecord: Record<string, unknown> | null }>(
    app,
    recordQuery,
    { valueId: 99300010001 },
    token,
  );
  expect(valuationRecord).toEqual({
    valueId: 99300010001,
    studyId: 993001,
    title: 'Records fixture',
    reference: 'Doe (2020) Records. doi:10.1000/xyz',
    countryCodes: ['KEN', 'TZA'],
    intPerHectarePerYear: 10,
    notes: 'first',
  });
  for (const valueId of [99300020001, 1]) {
    const answer = await graphqlData<{ valuationRecord: unknown }>(app, recordQuery, { valueId }, token);
    expect(answer.valuationRecord).toBeNull();
  }
});

it("answers a published study's records in ValueId order, and none of an unpublished one", async () => {
  const studyQuery = 'query ($studyId: Int!) { studyRecords(studyId: $studyId) { valueId notes } }';
  const published = await graphqlData<{ studyRecords: { valueId: number; notes: string }[] }>(
    app,
    studyQuery,
    { studyId: 993001 },
    token,
  );
  expect(published.studyRecords).toEqual([
    { valueId: 99300010001, notes: 'first' },
    { valueId: 99300010002, notes: 'second' },
  ]);
  const draft = await graphqlData<{ studyRecords: unknown[] }>(app, studyQuery, { studyId: 993002 }, token);
  expect(draft.studyRecords).toEqual([]);
  const refused = await graphql(app, studyQuery, { studyId: 0 }, token);
  expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
});

it("answers a draft's records to those who edit data and to its owner, saying it is a draft", async () => {
  const draftQuery = `query ($valueId: SafeInt!, $studyId: Int!) {
    valuationRecord(valueId: $valueId) { valueId studyPublished }
    studyRecords(studyId: $studyId) { valueId studyPublished }
  }`;
  const variables = { valueId: 99300020001, studyId: 993002 };
  for (const role of ['editorInChief', 'admin', 'dataAnalyst'] as const) {
    const answer = await graphqlData(app, draftQuery, variables, await loginAsDemoUser(app, role));
    expect(answer, role).toEqual({
      valuationRecord: { valueId: 99300020001, studyPublished: false },
      studyRecords: [{ valueId: 99300020001, studyPublished: false }],
    });
  }
  // A reader who neither edits data nor owns the study: as if there were no such record.
  const other = await graphqlData(app, draftQuery, variables, await loginAsDemoUser(app, 'user'));
  expect(other).toEqual({ valuationRecord: null, studyRecords: [] });
  const published = await graphqlData(app, draftQuery, { valueId: 99300010001, studyId: 993001 }, token);
  expect(published).toMatchObject({ valuationRecord: { studyPublished: true } });
});

it('answers readers of the database only', async () => {
  const visitor = await graphql(app, recordQuery, { valueId: 99300010001 });
  expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});
