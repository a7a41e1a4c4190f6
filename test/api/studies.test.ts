// Studies (spec 000 §3-§7, issue 5): entry by analysts, publication, editors' edits, the stale-edit
// refusal, StudyIDs under concurrency, the history and the REST facade.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { studyMessages } from '../../api/src/modules/studies/studies.service.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, graphqlData, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';
import { withDatabase } from './search-fixtures.ts';

interface Study {
  id: number;
  studyId: number;
  title: string;
  isPublished: boolean;
  isComplete: boolean;
  version: number;
  valuationCount: number;
  mayEdit: boolean;
  ownerName: string | null;
}

let app: RunningApp;
let analyst: string;
let editor: string;
let admin: string;
let basic: string;
let user: string;

beforeAll(async () => {
  app = await startTestApp();
  [analyst, editor, admin, basic, user] = await Promise.all([
    loginAsDemoUser(app, 'dataAnalyst'),
    loginAsDemoUser(app, 'editorInChief'),
    loginAsAdmin(app),
    loginAsDemoUser(app, 'basic'),
    loginAsDemoUser(app, 'user'),
  ]);
});

afterAll(async () => {
  await app?.stop();
});

const form = {
  title: 'Mangrove values',
  authors: 'Ada, B.',
  reference: 'Ada (2001) Mangroves. J. 1',
  yearOfPublication: 2001,
};

const createStudy = async (token: string, values: Record<string, unknown> = form) => {
  const response = await rest<Study>(app, 'POST', '/api/studies', values, token);
  expect(response.status).toBe(200);
  return response.body;
};

const updateStudy = (token: string, study: Study, changes: Record<string, unknown>) =>
  rest<Study & { title?: string }>(
    app,
    'PUT',
    `/api/studies/${study.id}`,
    { ...form, title: study.title, isComplete: study.isComplete, version: study.version, ...changes },
    token,
  );

/** A valuation written straight into the database, so a study can be completed. */
async function addValuation(study: Study): Promise<void> {
  await withDatabase(app.database.url, (client) =>
    client.query('insert into valuation (value_id, study_id, notes, version) values ($1, $2, $3, 1)', [
      study.studyId * 100_000 + 1,
      study.id,
      'fixture',
    ]),
  );
}

/** A study of the analyst's with a valuation, marked complete and published. */
async function publishedStudy(): Promise<Study> {
  const study = await createStudy(analyst);
  await addValuation(study);
  const published = await updateStudy(analyst, study, { isComplete: true, isPublished: true });
  expect(published.status).toBe(200);
  return published.body;
}

describe('entry', () => {
  it('gives a new study the next StudyID, owned by the analyst, and lists it in Your studies', async () => {
    const first = await createStudy(analyst);
    const second = await createStudy(analyst, { ...form, title: 'Second' });
    expect(second.studyId).toBe(first.studyId + 1);
    expect(first).toMatchObject({ isPublished: false, isComplete: false, valuationCount: 0, mayEdit: true });
    expect(first.ownerName).toBe('Demo data analyst');
    const mine = await rest<Study[]>(app, 'GET', '/api/studies/userstudies/', undefined, analyst);
    expect(mine.body.map((study) => study.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(Object.keys(mine.body[0]).sort()).toEqual(['id', 'isPublished', 'studyId', 'title']);
  });

  it('never hands out a StudyID twice, also for 10 creates at once', async () => {
    const studies = await Promise.all(Array.from({ length: 10 }, () => createStudy(analyst)));
    const ids = studies.map((study) => study.studyId).sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(10);
    expect(ids.at(-1)! - ids[0]).toBe(9);
  });

  it('answers every validation message of the study form', async () => {
    const empty = await rest<{ title: string; errors: { path: string; message: string }[] }>(
      app,
      'POST',
      '/api/studies',
      {},
      analyst,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((problem) => problem.message)).toEqual([
      'Title is required',
      'Authors is required',
      'Reference is required',
      'Year of Publication is required',
    ]);
    const early = await rest<{ title: string }>(
      app,
      'POST',
      '/api/studies',
      { ...form, yearOfPublication: 1949 },
      analyst,
    );
    expect(early.body.title).toBe('Year of Publication must be grater than or equal to 1950.');
    const long = await rest<{ title: string }>(
      app,
      'POST',
      '/api/studies',
      { ...form, yearOfPublication: 19500 },
      analyst,
    );
    expect(long.body.title).toBe('Year of Publication is not a valid year.');
  });

  it('is for analysts, editors and admins only', async () => {
    const someStudy = await createStudy(analyst);
    for (const token of [basic, user]) {
      expect((await rest(app, 'POST', '/api/studies', form, token)).status).toBe(403);
      expect((await rest(app, 'GET', '/api/studies?freeText=reef', undefined, token)).status).toBe(403);
      // They enter no studies, so they have none of their own and see nobody else's.
      expect((await rest(app, 'GET', '/api/studies/userstudies', undefined, token)).body).toEqual([]);
      expect((await rest(app, 'GET', `/api/studies/${someStudy.id}`, undefined, token)).status).toBe(404);
      expect((await updateStudy(token, someStudy, { title: 'Taken' })).status).toBe(404);
    }
    expect((await rest(app, 'POST', '/api/studies', form)).status).toBe(401);
    expect((await createStudy(admin)).ownerName).toBeTruthy();
  });
});

describe('publication (spec 000 §4)', () => {
  it('allows Is Complete only for a saved study with a valuation, and publishing only when complete', async () => {
    const atCreate = await rest<{ title: string }>(app, 'POST', '/api/studies', { ...form, isComplete: true }, analyst);
    expect(atCreate.status).toBe(400);
    expect(atCreate.body.title).toBe(studyMessages.completeNeedsValuation);
    const study = await createStudy(analyst);
    const noValuation = await updateStudy(analyst, study, { isComplete: true });
    expect(noValuation.status).toBe(400);
    expect(noValuation.body.title).toBe(studyMessages.completeNeedsValuation);
    const notComplete = await updateStudy(analyst, study, { isPublished: true });
    expect(notComplete.status).toBe(400);
    expect(notComplete.body.title).toBe(studyMessages.publishNeedsComplete);
    await addValuation(study);
    const complete = await updateStudy(analyst, study, { isComplete: true });
    expect(complete.body).toMatchObject({ isComplete: true, isPublished: false, valuationCount: 1 });
    const published = await updateStudy(analyst, complete.body, { isPublished: true });
    expect(published.body).toMatchObject({ isPublished: true, mayEdit: false });
  });

  it('keeps a published study from its analyst: no save, no change while unpublishing, no delete', async () => {
    const study = await publishedStudy();
    const changes = [{ title: 'Changed' }, { isComplete: false }, { title: 'Changed', isPublished: false }];
    for (const change of changes) {
      const refused = await updateStudy(analyst, study, change);
      expect(refused.status).toBe(403);
      expect(refused.body.title).toBe(studyMessages.published);
    }
    expect((await rest(app, 'DELETE', `/api/studies/${study.id}`, undefined, analyst)).status).toBe(403);
  });

  it('lets an analyst unpublish the study they published, which is then theirs to change (spec 000 §4)', async () => {
    const study = await publishedStudy();
    const unpublished = await updateStudy(analyst, study, { isPublished: false });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body).toMatchObject({ isPublished: false, mayEdit: true, version: study.version + 1 });
    const changed = await updateStudy(analyst, unpublished.body, { title: 'Corrected while down' });
    expect(changed.status).toBe(200);
    const history = await rest<{ action: string }[]>(app, 'GET', `/api/studies/${study.id}/history`, undefined, editor);
    expect(history.body.map((entry) => entry.action)).toContain('unpublish');
  });

  it("keeps an analyst from unpublishing another analyst's study, as if it did not exist", async () => {
    const adminsStudy = await createStudy(admin);
    await addValuation(adminsStudy);
    const published = await updateStudy(admin, adminsStudy, { isComplete: true, isPublished: true });
    expect(published.status).toBe(200);
    expect((await updateStudy(analyst, published.body, { isPublished: false })).status).toBe(404);
  });

  it('lets editors and admins edit, unpublish and republish a published study', async () => {
    const study = await publishedStudy();
    const loaded = await rest<Study>(app, 'GET', `/api/studies/${study.id}`, undefined, editor);
    expect(loaded.body.mayEdit).toBe(true);
    const edited = await updateStudy(editor, loaded.body, { title: 'Edited by the editor', isPublished: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Edited by the editor', isPublished: true });
    const unpublished = await updateStudy(admin, edited.body, { isPublished: false });
    expect(unpublished.body.isPublished).toBe(false);
    // Unpublished again, the study is its analyst's to change once more.
    const back = await rest<Study>(app, 'GET', `/api/studies/${study.id}`, undefined, analyst);
    expect(back.body.mayEdit).toBe(true);
  });

  it("keeps analysts out of each other's studies, as if they did not exist", async () => {
    const adminsStudy = await createStudy(admin);
    const refused = await updateStudy(analyst, adminsStudy, { title: 'Mine now' });
    expect(refused.status).toBe(404);
    expect(refused.body.title).toBe(`There is no study ${adminsStudy.id}.`);
    expect((await rest(app, 'GET', `/api/studies/${adminsStudy.id}`, undefined, analyst)).status).toBe(404);
    expect((await rest(app, 'DELETE', `/api/studies/${adminsStudy.id}`, undefined, analyst)).status).toBe(404);
  });
});

describe('nothing lost', () => {
  it('refuses a save made on a version someone else has changed since', async () => {
    const study = await createStudy(analyst);
    const opened = await rest<Study>(app, 'GET', `/api/studies/${study.id}`, undefined, editor);
    expect((await updateStudy(analyst, study, { title: 'First save' })).status).toBe(200);
    const stale = await updateStudy(editor, opened.body, { title: 'Second save' });
    expect(stale.status).toBe(409);
    expect(stale.body.title).toBe(
      'This study was changed by someone else since you opened it. Reload it to see their changes.',
    );
    const now = await rest<Study>(app, 'GET', `/api/studies/${study.id}`, undefined, editor);
    expect(now.body.title).toBe('First save');
  });

  it('keeps the version on a save that changes nothing, so nobody else is made stale', async () => {
    const study = await createStudy(analyst);
    const unchanged = await updateStudy(analyst, study, {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.version).toBe(study.version);
  });

  it('keeps a history of every version that editors can read', async () => {
    const study = await publishedStudy();
    const edited = await updateStudy(editor, study, { title: 'Edited', isPublished: true });
    expect(edited.status).toBe(200);
    const { studyHistory } = await graphqlData<{
      studyHistory: { version: number; action: string; changedBy: string; changes: string }[];
    }>(
      app,
      'query H($id: Int!) { studyHistory(id: $id) { version action changedBy changes } }',
      { id: study.id },
      editor,
    );
    expect(studyHistory.map((entry) => entry.action)).toEqual(['publish', 'publish', 'create']);
    expect(studyHistory[0].changedBy).toBe('Demo editor in chief');
    expect(JSON.parse(studyHistory[0].changes).title).toEqual({ from: form.title, to: 'Edited' });
    expect(JSON.parse(studyHistory[1].changes).isPublished).toEqual({ from: false, to: true });
    expect(studyHistory[2].changedBy).toBe('Demo data analyst');
    const versions = studyHistory.map((entry) => entry.version);
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
    const forbidden = await graphql(
      app,
      'query H($id: Int!) { studyHistory(id: $id) { id } }',
      { id: study.id },
      analyst,
    );
    expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('deletes a study with its valuations and records the deletion', async () => {
    const study = await createStudy(analyst);
    await addValuation(study);
    expect((await rest(app, 'DELETE', `/api/studies/${study.id}`, undefined, analyst)).status).toBe(204);
    expect((await rest(app, 'GET', `/api/studies/${study.id}`, undefined, analyst)).status).toBe(404);
    const { studyHistory } = await graphqlData<{ studyHistory: { action: string }[] }>(
      app,
      'query H($id: Int!) { studyHistory(id: $id) { action } }',
      { id: study.id },
      admin,
    );
    expect(studyHistory[0].action).toBe('delete');
  });
});

describe('Manage all Studies', () => {
  interface ManagedPage {
    managedStudies: { totalCount: number; items: (Study & { updatedOn: string })[] };
  }
  const query = `query Managed($freeText: String, $status: StudyStatus, $sortColumn: ManagedStudySortColumn,
      $isDescend: Boolean, $limit: Int, $offset: Int) {
    managedStudies(freeText: $freeText, status: $status, sortColumn: $sortColumn, isDescend: $isDescend,
        limit: $limit, offset: $offset) {
      totalCount items { id studyId title isPublished isComplete valuationCount ownerName updatedOn }
    }
  }`;
  const managed = async (variables: Record<string, unknown>) =>
    (await graphqlData<ManagedPage>(app, query, variables, admin)).managedStudies;

  /** Three studies whose titles share a word no other study has: published, complete and draft. */
  async function threeStudies(word: string) {
    const published = await createStudy(analyst, { ...form, title: `${word} beta published` });
    await addValuation(published);
    await updateStudy(analyst, published, { isComplete: true, isPublished: true });
    const complete = await createStudy(analyst, { ...form, title: `${word} alpha complete` });
    await addValuation(complete);
    await updateStudy(analyst, complete, { isComplete: true });
    const draft = await createStudy(editor, { ...form, title: `${word} gamma draft` });
    return { published, complete, draft };
  }

  it('lists every study with status, valuation count, owner and last change, for admins', async () => {
    const { published, draft } = await threeStudies('Kelpmanage');
    const page = await managed({ freeText: 'kelpmanage' });
    expect(page.totalCount).toBe(3);
    expect(page.items.find((entry) => entry.id === published.id)).toMatchObject({
      studyId: published.studyId,
      isPublished: true,
      isComplete: true,
      valuationCount: 1,
      ownerName: 'Demo data analyst',
    });
    expect(page.items.find((entry) => entry.id === draft.id)).toMatchObject({
      isPublished: false,
      isComplete: false,
      valuationCount: 0,
      ownerName: 'Demo editor in chief',
    });
    expect(Date.parse(page.items[0].updatedOn)).toBeGreaterThan(Date.now() - 60_000);
    const refused = await graphql(app, query, {}, editor);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('filters by title words, "exact phrases", StudyID and status in PostgreSQL', async () => {
    const { published, complete, draft } = await threeStudies('Seagrassmanage');
    const titles = async (variables: Record<string, unknown>) =>
      (await managed({ sortColumn: 'title', ...variables })).items.map((entry) => entry.title);
    expect(await titles({ freeText: 'seagrassmanage alpha' })).toEqual(['Seagrassmanage alpha complete']);
    expect(await titles({ freeText: '"gamma draft" seagrassmanage' })).toEqual(['Seagrassmanage gamma draft']);
    expect(await titles({ freeText: '"seagrassmanage draft"' })).toEqual([]);
    expect((await managed({ freeText: String(complete.studyId) })).items.map((entry) => entry.id)).toContain(
      complete.id,
    );
    for (const [status, study] of [
      ['published', published],
      ['complete', complete],
      ['draft', draft],
    ] as const) {
      const page = await managed({ freeText: 'seagrassmanage', status });
      expect(page.items.map((entry) => entry.id)).toEqual([study.id]);
    }
  });

  it('sorts by each column both ways and pages without overlap', async () => {
    const { published, complete, draft } = await threeStudies('Dunemanage');
    const ids = async (sortColumn: string, isDescend: boolean) =>
      (await managed({ freeText: 'dunemanage', sortColumn, isDescend })).items.map((entry) => entry.id);
    expect(await ids('title', false)).toEqual([complete.id, published.id, draft.id]);
    expect(await ids('title', true)).toEqual([draft.id, published.id, complete.id]);
    expect(await ids('status', true)).toEqual([published.id, complete.id, draft.id]);
    expect(await ids('studyId', false)).toEqual([published.id, complete.id, draft.id]);
    expect(await ids('ownerName', false)).toEqual([published.id, complete.id, draft.id]);
    expect((await ids('valuationCount', false))[0]).toBe(draft.id);
    expect((await ids('updatedOn', true))[0]).toBe(draft.id);
    const first = await managed({ freeText: 'dunemanage', sortColumn: 'title', limit: 2 });
    const second = await managed({ freeText: 'dunemanage', sortColumn: 'title', limit: 2, offset: 2 });
    expect(first.totalCount).toBe(3);
    expect([...first.items, ...second.items].map((entry) => entry.id)).toEqual([complete.id, published.id, draft.id]);
  });

  it('refuses a page larger than 1000 rows with the reason', async () => {
    const refused = await graphql(app, query, { limit: 1001 }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'limit must be at most 1000',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('Edit Data search', () => {
  it('finds studies by words, "exact phrases" and StudyID', async () => {
    const study = await createStudy(analyst, { ...form, title: 'Coral reef tourism in Zanzibar lagoons' });
    const search = async (freeText: string) =>
      (await rest<Study[]>(app, 'GET', `/api/studies/?freeText=${encodeURIComponent(freeText)}`, undefined, editor))
        .body;
    expect((await search('zanzibar coral')).map((found) => found.id)).toContain(study.id);
    expect((await search('"reef tourism in zanzibar"')).map((found) => found.id)).toContain(study.id);
    expect((await search('"zanzibar reef"')).map((found) => found.id)).not.toContain(study.id);
    expect((await search(String(study.studyId))).map((found) => found.id)).toContain(study.id);
    const { studies } = await graphqlData<{ studies: { items: { id: number }[]; totalCount: number } }>(
      app,
      'query S($freeText: String) { studies(freeText: $freeText) { items { id } totalCount } }',
      { freeText: 'Zanzibar' },
      admin,
    );
    expect(studies.items.map((found) => found.id)).toContain(study.id);
    expect(studies.totalCount).toBe(studies.items.length);
  });

  it('lists the newest 1000 of a longer result and counts all it finds (GraphQL), the list alone over REST', async () => {
    await withDatabase(app.database.url, (client) =>
      client.query(
        `insert into study (study_id, title, authors, reference, year_of_publication)
         select 900000000 + n, 'Overflowing wetland study ' || n, 'Ada, B.', 'Ada (2001)', 2001
           from generate_series(1, 1005) as n`,
      ),
    );
    const { studies } = await graphqlData<{ studies: { items: { studyId: number }[]; totalCount: number } }>(
      app,
      'query S($freeText: String) { studies(freeText: $freeText) { items { studyId } totalCount } }',
      { freeText: 'overflowing wetland' },
      editor,
    );
    expect(studies.totalCount).toBe(1005);
    expect(studies.items).toHaveLength(1000);
    expect(studies.items[0].studyId).toBe(900_001_005);
    expect(studies.items.at(-1)?.studyId).toBe(900_000_006);
    const listed = await rest<Study[]>(app, 'GET', '/api/studies?freeText=overflowing', undefined, editor);
    expect(listed.body).toHaveLength(1000);
  });
});
