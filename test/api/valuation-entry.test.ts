// Valuation entry (spec 000 §3-§5, §7; issue 5): every field, valueIds (first, next, 20 at once), copy,
// delete, the publication and stale-edit rules, the history, REST and GraphQL. Issue 12: free texts, links in the
// order entered, coordinates within their ranges, and the review that editors write.
import { positiveValuationNumbers, reviewMessages } from '@esvd/schema/rules/studies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { studyMessages } from '../../api/src/modules/studies/studies.service.ts';
import { valuationEntryMessages } from '../../api/src/modules/valuations/valuation-entry.service.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsDemoUser, rest } from '../support/http.ts';
import { referenceIds, withDatabase } from './search-fixtures.ts';

interface Study {
  id: number;
  studyId: number;
  isComplete: boolean;
  version: number;
}

interface Valuation {
  id: number | null;
  valueId: number;
  studyId: number;
  version: number | null;
  countries: number[];
  ecosystemServices: number[];
  continentId: number | null;
  siteArea: number | null;
  notes: string | null;
  inclExcl: boolean | null;
  codedDate: string | null;
  siteCondition: string | null;
  valuedChange: string | null;
  typeOfBeneficiary: string | null;
  reviewed: boolean;
  reviewedDate: string | null;
}

interface Problem {
  title: string;
  errors?: { path: string; message: string }[];
}

let app: RunningApp;
let analyst: string;
let editor: string;
let basic: string;
let kenya: number;
let peru: number;
let food: number;

beforeAll(async () => {
  app = await startTestApp();
  [analyst, editor, basic] = await Promise.all([
    loginAsDemoUser(app, 'dataAnalyst'),
    loginAsDemoUser(app, 'editorInChief'),
    loginAsDemoUser(app, 'basic'),
  ]);
  [kenya, peru] = await referenceIds(app.database.url, 'ref_country', ['KEN', 'PER']);
  [food] = await referenceIds(app.database.url, 'ref_ecosystem_service', ['1']);
});

afterAll(async () => {
  await app?.stop();
});

const studyForm = { title: 'Wetlands', authors: 'Ada', reference: 'Ada (2010) Wetlands', yearOfPublication: 2010 };

async function newStudy(): Promise<Study> {
  return (await rest<Study>(app, 'POST', '/api/studies', studyForm, analyst)).body;
}

const createValuation = (token: string, body: Record<string, unknown>) =>
  rest<Valuation & Problem>(app, 'POST', '/api/esvds', body, token);

async function publish(study: Study): Promise<void> {
  const current = (await rest<Study>(app, 'GET', `/api/studies/${study.id}`, undefined, analyst)).body;
  const response = await rest(
    app,
    'PUT',
    `/api/studies/${study.id}`,
    { ...studyForm, isComplete: true, isPublished: true, version: current.version },
    analyst,
  );
  expect(response.status).toBe(200);
}

describe('valueIds (spec 000 §4)', () => {
  it('gives the first valuation the StudyID followed by 00001 and the next the highest plus 1', async () => {
    const study = await newStudy();
    const first = await createValuation(analyst, { studyRecordId: study.id, notes: 'first' });
    expect(first.status).toBe(200);
    expect(first.body.valueId).toBe(Number(`${study.studyId}00001`));
    const second = await createValuation(analyst, { studyRecordId: study.id, notes: 'second' });
    expect(second.body.valueId).toBe(first.body.valueId + 1);
    // A gap left by a deletion is not refilled: the highest existing one counts.
    await rest(app, 'DELETE', `/api/esvds/${first.body.id}`, undefined, analyst);
    const third = await createValuation(analyst, { studyRecordId: study.id, notes: 'third' });
    expect(third.body.valueId).toBe(second.body.valueId + 1);
  });

  it('never hands out a valueId twice, also for 20 creates at once on one study', async () => {
    const study = await newStudy();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        createValuation(analyst, { studyRecordId: study.id, notes: `n${index}` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const valueIds = responses.map((response) => response.body.valueId).sort((a, b) => a - b);
    const first = Number(`${study.studyId}00001`);
    expect(valueIds).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
  });
});

describe('the form', () => {
  it('saves and returns every kind of field, links by ids', async () => {
    const study = await newStudy();
    const created = await createValuation(analyst, {
      studyRecordId: study.id,
      countries: [peru, kenya],
      ecosystemServices: [food],
      siteArea: 12.5,
      valueYear: 2015,
      notes: '  Mangrove  ',
      inclExcl: true,
      inclExclComments: 'fits',
      siteCondition: 'Wetlands in the city have been altered and encroached upon by "informal" settlements',
      valuedChange: 'Marginal Willingness to Pay (WTP) to improve the ES through reforestation',
      typeOfBeneficiary: "lowland farms' residents",
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      studyRecordId: study.id,
      countries: [peru, kenya],
      ecosystemServices: [food],
      siteArea: 12.5,
      notes: 'Mangrove',
      inclExcl: true,
      version: 1,
      siteCondition: 'Wetlands in the city have been altered and encroached upon by "informal" settlements',
      valuedChange: 'Marginal Willingness to Pay (WTP) to improve the ES through reforestation',
      typeOfBeneficiary: "lowland farms' residents",
      reviewed: false,
      reviewedDate: null,
    });
    expect(created.body.codedDate).toBeTruthy();
    const loaded = await rest<Valuation>(app, 'GET', `/api/esvds/${created.body.id}`, undefined, analyst);
    expect(loaded.body).toEqual(created.body);
  });

  it('answers every validation message of the valuation form', async () => {
    const study = await newStudy();
    for (const [field, label] of Object.entries(positiveValuationNumbers)) {
      const refused = await createValuation(analyst, { studyRecordId: study.id, [field]: -1 });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toContainEqual({ path: field, message: `${label} must be a positive number.` });
    }
    const year = await createValuation(analyst, { studyRecordId: study.id, valueYear: 201 });
    expect(year.body.title).toBe('Value Year is not a valid year.');
    const empty = await createValuation(analyst, { studyRecordId: study.id });
    expect(empty.body.title).toBe('Fill in at least one field of the valuation before saving.');
    // Every list is checked in one statement; the first field in the form's order is named, its missing ids in order.
    const unknown = await createValuation(analyst, {
      studyRecordId: study.id,
      countries: [kenya, 999_999, 999_998],
      currencyId: 999_997,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.title).toBe('countries: no entry 999999, 999998 in its reference list.');
    const unknownCurrency = await createValuation(analyst, {
      studyRecordId: study.id,
      countries: [kenya],
      currencyId: 999_997,
    });
    expect(unknownCurrency.body.title).toBe('currencyId: no entry 999997 in its reference list.');
  });

  it('refuses a stale edit and keeps a history that editors read', async () => {
    const study = await newStudy();
    const created = (await createValuation(analyst, { studyRecordId: study.id, notes: 'one', countries: [kenya] }))
      .body;
    const update = (token: string, version: number | null, changes: Record<string, unknown>) =>
      rest<Valuation & Problem>(app, 'PUT', `/api/esvds/${created.id}`, { notes: 'one', version, ...changes }, token);
    const saved = await update(analyst, created.version, { countries: [peru, kenya] });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(created.version! + 1);
    const stale = await update(editor, created.version, { notes: 'two' });
    expect(stale.status).toBe(409);
    expect(stale.body.title).toBe(valuationEntryMessages.stale);
    const { valuationHistory } = await graphqlData<{
      valuationHistory: { action: string; version: number; changes: string }[];
    }>(app, 'query H($id: Int!) { valuationHistory(id: $id) { action version changes } }', { id: created.id }, editor);
    expect(valuationHistory.map(({ action, version }) => [action, version])).toEqual([
      ['update', saved.body.version],
      ['create', created.version],
    ]);
    expect(JSON.parse(valuationHistory[0].changes)).toEqual({ countries: { from: [kenya], to: [peru, kenya] } });
  });

  it('copies into an unsaved copy with the next valueId, only on unpublished studies', async () => {
    const study = await newStudy();
    const original = (await createValuation(analyst, { studyRecordId: study.id, notes: 'copied', countries: [kenya] }))
      .body;
    // Issue 34: studyId is the StudyID in every answer; the study's record id has its own name.
    expect(original).toMatchObject({ studyId: study.studyId, studyRecordId: study.id });
    const { copyValuation } = await graphqlData<{ copyValuation: Valuation }>(
      app,
      'mutation C($id: Int!) { copyValuation(id: $id) { id valueId version notes countries studyRecordId studyId } }',
      { id: original.id },
      analyst,
    );
    expect(copyValuation).toEqual({
      id: null,
      version: null,
      valueId: original.valueId + 1,
      notes: 'copied',
      countries: [kenya],
      studyRecordId: study.id,
      studyId: study.studyId,
    });
    // Nothing was saved.
    const count = (await rest<{ valuationCount: number }>(app, 'GET', `/api/studies/${study.id}`, undefined, analyst))
      .body.valuationCount;
    expect(count).toBe(1);
    await publish(study);
    const refused = await rest<Problem>(app, 'POST', `/api/esvds/${original.id}/copy`, undefined, editor);
    expect(refused.status).toBe(400);
    expect(refused.body.title).toBe(valuationEntryMessages.copyPublished);
  });

  it('deletes with the spec message', async () => {
    const study = await newStudy();
    const created = (await createValuation(analyst, { studyRecordId: study.id, notes: 'gone' })).body;
    const deleted = await rest<{ message: string }>(app, 'DELETE', `/api/esvds/${created.id}`, undefined, analyst);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Valuation deleted successfully.');
    expect((await rest(app, 'GET', `/api/esvds/${created.id}`, undefined, analyst)).status).toBe(404);
  });
});

describe('links in the order they were entered (issue 12)', () => {
  it('keeps the order on create, read, edit and in the history; a new order alone is a change', async () => {
    const study = await newStudy();
    const created = (await createValuation(analyst, { studyRecordId: study.id, countries: [peru, kenya] })).body;
    expect(created.countries).toEqual([peru, kenya]);
    const update = (version: number | null, countries: number[]) =>
      rest<Valuation & Problem>(app, 'PUT', `/api/esvds/${created.id}`, { version, countries }, analyst);

    // The same entries in the same order change nothing, not even the version.
    const unchanged = await update(created.version, [peru, kenya]);
    expect(unchanged.body.version).toBe(created.version);

    const reordered = await update(created.version, [kenya, peru]);
    expect(reordered.status).toBe(200);
    expect(reordered.body).toMatchObject({ countries: [kenya, peru], version: created.version! + 1 });
    const loaded = await rest<Valuation>(app, 'GET', `/api/esvds/${created.id}`, undefined, analyst);
    expect(loaded.body.countries).toEqual([kenya, peru]);

    // An entry named twice is linked once, where it first appears; a dropped entry goes.
    const again = await update(reordered.body.version, [peru, peru, kenya]);
    expect(again.body.countries).toEqual([peru, kenya]);
    const dropped = await update(again.body.version, [kenya]);
    expect(dropped.body.countries).toEqual([kenya]);

    const { valuationHistory } = await graphqlData<{ valuationHistory: { changes: string }[] }>(
      app,
      'query H($id: Int!) { valuationHistory(id: $id) { changes } }',
      { id: created.id },
      editor,
    );
    expect(valuationHistory.map((entry) => JSON.parse(entry.changes).countries)).toEqual([
      { from: [peru, kenya], to: [kenya] },
      { from: [kenya, peru], to: [peru, kenya] },
      { from: [peru, kenya], to: [kenya, peru] },
      { from: null, to: [peru, kenya] },
    ]);
  });
});

describe('coordinates (issue 12)', () => {
  it('refuses a latitude beyond ±90 and a longitude beyond ±180 with clear messages, on the field', async () => {
    const study = await newStudy();
    const latitude = await createValuation(analyst, { studyRecordId: study.id, notes: 'x', latitude: 95 });
    expect(latitude.status).toBe(400);
    expect(latitude.body.errors).toEqual([{ path: 'latitude', message: 'Latitude must be a number from -90 to 90.' }]);
    const longitude = await createValuation(analyst, { studyRecordId: study.id, notes: 'x', longitude: -180.5 });
    expect(longitude.status).toBe(400);
    expect(longitude.body.title).toBe('Longitude must be a number from -180 to 180.');
    const edge = await createValuation(analyst, { studyRecordId: study.id, latitude: -90, longitude: 180 });
    expect(edge.status).toBe(200);
  });
});

describe('the review (issue 12)', () => {
  const reviewOf = (valuation: Valuation) => ({ reviewed: valuation.reviewed, reviewedDate: valuation.reviewedDate });
  const today = () => new Date().toISOString().slice(0, 10);

  it('is written by editors, dated today unless a date is given, and cleared when unticked', async () => {
    const study = await newStudy();
    const created = (await createValuation(editor, { studyRecordId: study.id, notes: 'reviewed', reviewed: true }))
      .body;
    expect(created.reviewed).toBe(true);
    expect(created.reviewedDate?.slice(0, 10)).toBe(today());

    const put = (token: string, version: number | null, body: Record<string, unknown>) =>
      rest<Valuation & Problem>(app, 'PUT', `/api/esvds/${created.id}`, { notes: 'reviewed', version, ...body }, token);
    const dated = await put(editor, created.version, { reviewed: true, reviewedDate: '2024-02-03T00:00:00.000Z' });
    expect(reviewOf(dated.body)).toEqual({ reviewed: true, reviewedDate: '2024-02-03T00:00:00.000Z' });
    // Not sent, the review stays as it is, whoever saves.
    const kept = await put(analyst, dated.body.version, { notes: 'edited by the analyst' });
    expect(kept.status).toBe(200);
    expect(reviewOf(kept.body)).toEqual(reviewOf(dated.body));
    // Sent back as loaded (what the form does), it is no change either.
    const resent = await put(analyst, kept.body.version, { notes: 'again', ...reviewOf(kept.body) });
    expect(resent.status).toBe(200);
    const unticked = await put(editor, resent.body.version, { reviewed: false });
    expect(reviewOf(unticked.body)).toEqual({ reviewed: false, reviewedDate: null });

    // GraphQL says the same.
    const stored = await graphqlData<{ valuation: unknown }>(
      app,
      'query V($id: Int!) { valuation(id: $id) { reviewed reviewedDate } }',
      { id: created.id },
      editor,
    );
    expect(stored).toEqual({ valuation: { reviewed: false, reviewedDate: null } });
  });

  it('cannot be changed by data analysts, and a reviewed date needs Reviewed', async () => {
    const study = await newStudy();
    const refused = await createValuation(analyst, { studyRecordId: study.id, notes: 'x', reviewed: true });
    expect(refused.status).toBe(403);
    expect(refused.body.title).toBe(reviewMessages.editorsOnly);
    const created = (await createValuation(analyst, { studyRecordId: study.id, notes: 'x', reviewed: false })).body;
    const edit = await rest<Problem>(
      app,
      'PUT',
      `/api/esvds/${created.id}`,
      { notes: 'x', version: created.version, reviewed: true },
      analyst,
    );
    expect(edit.status).toBe(403);
    expect(edit.body.title).toBe(reviewMessages.editorsOnly);
    const undated = await createValuation(editor, {
      studyRecordId: study.id,
      notes: 'x',
      reviewed: false,
      reviewedDate: '2024-02-03T00:00:00.000Z',
    });
    expect(undated.status).toBe(400);
    expect(undated.body.errors).toEqual([{ path: 'reviewedDate', message: reviewMessages.dateNeedsReview }]);
  });

  it('keeps a review without a date, as ESVD records have it, when an analyst saves', async () => {
    const study = await newStudy();
    const created = (await createValuation(analyst, { studyRecordId: study.id, notes: 'from the ESVD' })).body;
    await withDatabase(app.database.url, (client) =>
      client.query('update valuation set reviewed = true, reviewed_date = null where id = $1', [created.id]),
    );
    const loaded = (await rest<Valuation>(app, 'GET', `/api/esvds/${created.id}`, undefined, analyst)).body;
    const saved = await rest<Valuation>(
      app,
      'PUT',
      `/api/esvds/${created.id}`,
      { notes: 'edited', version: loaded.version, reviewed: true, reviewedDate: null },
      analyst,
    );
    expect(saved.status).toBe(200);
    expect(reviewOf(saved.body)).toEqual({ reviewed: true, reviewedDate: null });
  });

  it('is not copied: a copy is a new record', async () => {
    const study = await newStudy();
    const original = (await createValuation(editor, { studyRecordId: study.id, notes: 'o', reviewed: true })).body;
    const copy = await rest<Valuation>(app, 'POST', `/api/esvds/${original.id}/copy`, undefined, editor);
    expect(reviewOf(copy.body)).toEqual({ reviewed: false, reviewedDate: null });
    expect(copy.body.notes).toBe('o');
  });
});

describe("a study's valuations (the valuations card)", () => {
  const listQuery =
    'query L($studyRecordId: Int!) { studyValuationEntries(studyRecordId: $studyRecordId) { id valueId notes countries } }';

  it('lists them by valueId for the owner and editors, and for no one else', async () => {
    const study = await newStudy();
    const first = (await createValuation(analyst, { studyRecordId: study.id, notes: 'first', countries: [kenya] }))
      .body;
    const second = (await createValuation(analyst, { studyRecordId: study.id, notes: 'second' })).body;
    const expected = [
      { id: first.id, valueId: first.valueId, notes: 'first', countries: [kenya] },
      { id: second.id, valueId: second.valueId, notes: 'second', countries: [] },
    ];
    for (const token of [analyst, editor]) {
      const { studyValuationEntries } = await graphqlData<{ studyValuationEntries: unknown[] }>(
        app,
        listQuery,
        { studyRecordId: study.id },
        token,
      );
      expect(studyValuationEntries).toEqual(expected);
    }
    // Like study(id): a study the caller may not see answers as if it did not exist, also once published.
    await publish(study);
    const hidden = await graphql(app, listQuery, { studyRecordId: study.id }, basic);
    expect(hidden.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const anonymous = await graphql(app, listQuery, { studyRecordId: study.id });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is empty for a new study', async () => {
    const study = await newStudy();
    const { studyValuationEntries } = await graphqlData<{ studyValuationEntries: unknown[] }>(
      app,
      listQuery,
      { studyRecordId: study.id },
      analyst,
    );
    expect(studyValuationEntries).toEqual([]);
  });
});

describe('publication rules', () => {
  it('keeps analysts from adding, changing or deleting valuations of a published study; editors may', async () => {
    const study = await newStudy();
    const created = (await createValuation(analyst, { studyRecordId: study.id, notes: 'before' })).body;
    await publish(study);
    const added = await createValuation(analyst, { studyRecordId: study.id, notes: 'after' });
    expect(added.status).toBe(403);
    expect(added.body.title).toBe(studyMessages.published);
    const edit = { notes: 'changed', version: created.version };
    expect((await rest(app, 'PUT', `/api/esvds/${created.id}`, edit, analyst)).status).toBe(403);
    expect((await rest(app, 'DELETE', `/api/esvds/${created.id}`, undefined, analyst)).status).toBe(403);
    expect((await rest(app, 'PUT', `/api/esvds/${created.id}`, edit, editor)).status).toBe(200);
    expect((await createValuation(editor, { studyRecordId: study.id, notes: 'by the editor' })).status).toBe(200);
  });

  it('answers a record the caller may not see as a missing one, in the same words (issue 34)', async () => {
    const study = await newStudy();
    const draft = (await createValuation(analyst, { studyRecordId: study.id, notes: 'a draft' })).body;
    const [{ highest }] = await app.database.orm.em
      .getConnection()
      .execute<{ highest: number }[]>('select max(id) as highest from valuation');
    const missingId = highest + 1000;
    const answers = async (token: string, id: number) => {
      const { status, body } = await rest<Problem>(app, 'GET', `/api/esvds/${id}`, undefined, token);
      return { status, title: body.title?.replace(String(id), 'N') };
    };
    const missing = await answers(basic, missingId);
    expect(missing).toEqual({ status: 404, title: 'There is no valuation N.' });
    expect(await answers(basic, draft.id!)).toEqual(missing);
    expect(await answers(analyst, draft.id!)).toMatchObject({ status: 200 });
  });

  it('is closed to basic users', async () => {
    const study = await newStudy();
    expect((await createValuation(basic, { studyRecordId: study.id, notes: 'x' })).status).toBe(404);
    expect((await createValuation('', { studyRecordId: study.id, notes: 'x' })).status).toBe(401);
  });
});
