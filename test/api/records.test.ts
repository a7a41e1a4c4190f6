// The record and study pages' queries (issue 38): a published record by its ValueId with every field, a published
// study's records in ValueId order; nothing of an unpublished study; readers of the database only.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsDemoUser } from '../support/http.ts';
import { insertStudies } from './search-fixtures.ts';

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

it('answers readers of the database only', async () => {
  const visitor = await graphql(app, recordQuery, { valueId: 99300010001 });
  expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});
