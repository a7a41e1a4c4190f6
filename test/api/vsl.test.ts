// The valuation studies list, read (spec 001 §2, §3, §5, §7, §9; issue 5): every filter against the seeded demo
// list, sorting, paging and counts in GraphQL and REST, the at-least-one-filter rule, and who may read what.
import { vslMessages } from '@esvd/schema/rules/vsl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import type { RoleName } from '../../api/src/modules/access/roles.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';

interface VslRow {
  id: number;
  studyId: number | null;
  title: string | null;
  authors: string | null;
  includedInEsvd: string | null;
  language: string | null;
  protectionStatus: string | null;
  flatVsCountries: string | null;
  flatVsBiomeV2s: string | null;
}

let app: RunningApp;
let user: string;
let admin: string;
const tokens = new Map<RoleName, string>();

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

/** Ids of the rows an SQL condition over `vsl_study vs` selects, computed here independently of the service. */
const idsWhere = async (condition: string, params: unknown[] = []) =>
  (await sql<{ id: number }>(`select vs.id from vsl_study vs where ${condition} order by vs.id`, params)).map(
    (row) => row.id,
  );

beforeAll(async () => {
  app = await startTestApp();
  for (const role of ['basic', 'user', 'dataAnalyst', 'editorInChief', 'admin'] as const) {
    tokens.set(role, await loginAsDemoUser(app, role));
  }
  user = tokens.get('user')!;
  admin = await loginAsAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

const listQuery = `query List($filter: VslFilter!, $offset: Int, $limit: Int, $sortColumn: VslSortColumn, $isDescend: Boolean) {
  valuationStudies(filter: $filter, offset: $offset, limit: $limit, sortColumn: $sortColumn, isDescend: $isDescend) {
    id studyId title authors includedInEsvd language protectionStatus flatVsCountries flatVsBiomeV2s
  }
  valuationStudyCount(filter: $filter)
}`;

async function search(variables: Record<string, unknown>, token = admin) {
  const response = await graphql<{ valuationStudies: VslRow[]; valuationStudyCount: number }>(
    app,
    listQuery,
    { limit: 1000, ...variables },
    token,
  );
  expect(response.errors).toBeUndefined();
  return response.data!;
}

const sortedIds = (rows: VslRow[]) => rows.map((row) => row.id).sort((a, b) => a - b);

/** An entry linked to some rows but not all, so that the filter has something to tell apart. */
async function linkedEntry(pivot: string, column: string): Promise<number> {
  const [{ entry }] = await sql<{ entry: number }>(
    `select ${column} as entry from ${pivot} group by ${column}
     having count(*) < (select count(*) from vsl_study) order by count(*) desc, ${column} limit 1`,
  );
  return entry;
}

describe('the demo list', () => {
  it('is seeded from the demo studies in all three states', async () => {
    const states = await sql<{ state: string; count: number }>(
      'select included_in_esvd as state, count(*)::int as count from vsl_study group by 1 order by 1',
    );
    expect(states.map((row) => row.state)).toEqual(['excluded', 'included', 'pending review']);
    const [{ unmatched }] = await sql<{ unmatched: number }>(
      `select count(*)::int as unmatched from vsl_study vs
       where vs.study_id is not null and not exists (select from study s where s.study_id = vs.study_id)`,
    );
    expect(unmatched).toBe(0);
  });
});

describe('the texts beside the codes (spec 001 §3)', () => {
  it('says each inclusion in words, and the repository Yes or No', async () => {
    const query = `query List($filter: VslFilter!) {
      valuationStudies(filter: $filter, limit: 1000) {
        id includedInEsvd includedInESVDText includedRepository includedRepositoryText
      }
    }`;
    const { data } = await graphql<{
      valuationStudies: {
        includedInEsvd: string | null;
        includedInESVDText: string | null;
        includedRepository: boolean | null;
        includedRepositoryText: string | null;
      }[];
    }>(app, query, { filter: { includedEsvd: 'PendingReview' } }, admin);
    expect(data!.valuationStudies.length).toBeGreaterThan(0);
    for (const row of data!.valuationStudies) expect(row.includedInESVDText).toBe('Pending review');
    const pairs = new Set(
      data!.valuationStudies.map((row) => `${row.includedRepository} ${row.includedRepositoryText}`),
    );
    expect([...pairs].every((pair) => ['true Yes', 'false No', 'null null'].includes(pair))).toBe(true);

    const { status, body } = await rest<{ includedInESVDText: string; includedRepositoryText: string | null }[]>(
      app,
      'GET',
      '/api/valuationstudies/?includedESVD=included',
      undefined,
      admin,
    );
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(new Set(body.map((row) => row.includedInESVDText))).toEqual(new Set(['Included']));
  });
});

describe('filters', () => {
  it('includedEsvd', async () => {
    const { valuationStudies, valuationStudyCount } = await search({ filter: { includedEsvd: 'PendingReview' } });
    const expected = await idsWhere(`vs.included_in_esvd = 'pending review'`);
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(valuationStudies)).toEqual(expected);
    expect(valuationStudyCount).toBe(expected.length);
  });

  it('countries and protection statuses, one or several values', async () => {
    const country = await linkedEntry('vsl_study_country', 'country_id');
    const { valuationStudies } = await search({ filter: { countries: [country] } });
    expect(sortedIds(valuationStudies)).toEqual(
      await idsWhere('exists (select from vsl_study_country l where l.vsl_study_id = vs.id and l.country_id = ?)', [
        country,
      ]),
    );
    const statuses = await sql<{ id: number }>(
      'select distinct protection_status_id as id from vsl_study where protection_status_id is not null order by 1 limit 2',
    );
    const ids = statuses.map((row) => row.id);
    const both = await search({ filter: { protectionStatuses: ids } });
    expect(sortedIds(both.valuationStudies)).toEqual(
      await idsWhere('vs.protection_status_id = any(?::int[])', [`{${ids.join(',')}}`]),
    );
  });

  it('a hierarchical entry matches its descendants: ESVD 2.0 biomes, ESVD 1.0 biomes and TEEB services', async () => {
    const cases = [
      [
        'vsl_study_biome_v2',
        'biome_v2ecosystem_v2ecozone_id',
        'ref_biome_v2_ecosystem_v2_ecozone',
        'biomeV2EcosystemV2Ecozones',
      ],
      ['vsl_study_biome_ecosystem', 'biome_ecosystem_id', 'ref_biome_ecosystem', 'biomeEcosystems'],
      ['vsl_study_ecosystem_service', 'ecosystem_service_id', 'ref_ecosystem_service', 'ecosystemServices'],
    ] as const;
    for (const [pivot, column, table, filterName] of cases) {
      // A top-level entry whose rows are linked through a child entry, so only the hierarchy finds them.
      const [{ parent }] = await sql<{ parent: number }>(
        `select top.id as parent from ${table} top
         join ${table} child on starts_with(child.path, top.path || '/')
         join ${pivot} link on link.${column} = child.id
         where top.level = 1 group by top.id order by count(*) desc, top.id limit 1`,
      );
      const expected = await idsWhere(
        `exists (select from ${pivot} link join ${table} entry on entry.id = link.${column}
           join ${table} top on top.id = ? and (entry.path = top.path or starts_with(entry.path, top.path || '/'))
           where link.vsl_study_id = vs.id)`,
        [parent],
      );
      expect(expected.length, filterName).toBeGreaterThan(0);
      const { valuationStudies } = await search({ filter: { [filterName]: [parent] } });
      expect(sortedIds(valuationStudies), filterName).toEqual(expected);
    }
  });

  it('free text: every word by full text, "exact phrases" anywhere in the texts', async () => {
    const [{ title }] = await sql<{ title: string }>(
      `select title from vsl_study where title is not null order by id limit 1`,
    );
    const phrase = title.split(' ').slice(0, 3).join(' ');
    const { valuationStudies } = await search({ filter: { freeText: `"${phrase}"` } });
    const expected = await idsWhere(
      `concat_ws(' ', vs.title, vs.authors, vs.reference, vs.notes, vs.checked_by, vs.language) ilike ?`,
      [`%${phrase}%`],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(valuationStudies)).toEqual(expected);

    const spanish = await search({ filter: { freeText: 'Spanish' } });
    expect(sortedIds(spanish.valuationStudies)).toEqual(await idsWhere(`vs.language = 'Spanish'`));
    expect(spanish.valuationStudies.length).toBeGreaterThan(0);

    const nothing = await search({ filter: { freeText: 'xylophonequartz' } });
    expect(nothing.valuationStudies).toEqual([]);
    expect(nothing.valuationStudyCount).toBe(0);
  });

  it('different filters must all hold', async () => {
    const country = await linkedEntry('vsl_study_country', 'country_id');
    const { valuationStudies } = await search({ filter: { countries: [country], includedEsvd: 'Included' } });
    expect(sortedIds(valuationStudies)).toEqual(
      await idsWhere(
        `vs.included_in_esvd = 'included'
         and exists (select from vsl_study_country l where l.vsl_study_id = vs.id and l.country_id = ?)`,
        [country],
      ),
    );
  });

  it('refuses a search without any filter (spec 001 §5)', async () => {
    const response = await graphql(app, listQuery, { filter: { freeText: '  ' } }, admin);
    expect(response.errors?.[0].message).toBe(vslMessages.noFilter);
    expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    for (const path of ['/api/valuationstudies', '/api/valuationstudies/count']) {
      const rest400 = await rest<{ title: string }>(app, 'GET', path, undefined, admin);
      expect(rest400.status).toBe(400);
      expect(rest400.body.title).toBe(vslMessages.noFilter);
    }
  });
});

describe('sorting and paging', () => {
  const everything = { filter: { includedEsvd: 'Included' } };

  it('sorts by studyId descending by default (spec 001 §9), and by any listed column either way', async () => {
    const { valuationStudies } = await search(everything);
    const studyIds = valuationStudies.map((row) => row.studyId);
    expect(studyIds).toEqual([...studyIds].sort((a, b) => b! - a!));

    const byLanguage = await search({ ...everything, sortColumn: 'language', isDescend: false });
    const expected = await sql<{ id: number }>(
      `select id from vsl_study where included_in_esvd = 'included' order by language asc nulls last, id asc`,
    );
    expect(byLanguage.valuationStudies.map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });

  it('pages with offset and limit, without gaps or overlaps', async () => {
    const { valuationStudies: all, valuationStudyCount } = await search(everything);
    expect(valuationStudyCount).toBe(all.length);
    expect(all.length).toBeGreaterThan(5);
    const pages: VslRow[] = [];
    for (let offset = 0; offset < all.length; offset += 4) {
      pages.push(...(await search({ ...everything, offset, limit: 4 })).valuationStudies);
    }
    expect(pages.map((row) => row.id)).toEqual(all.map((row) => row.id));
  });

  it('REST takes the spec names: includedESVD, offset, sortColumn, isDescend, lists as repeated or comma-separated', async () => {
    const country = await linkedEntry('vsl_study_country', 'country_id');
    const [{ other }] = await sql<{ other: number }>(
      'select max(country_id) as other from vsl_study_country where country_id <> ?',
      [country],
    );
    const query = `includedESVD=Included&countries=${country},${other}&sortColumn=studyid&isDescend=false&offset=1`;
    const page = await rest<VslRow[]>(app, 'GET', `/api/valuationstudies?${query}`, undefined, admin);
    expect(page.status).toBe(200);
    const expected = await sql<{ id: number }>(
      `select vs.id from vsl_study vs where vs.included_in_esvd = 'included'
       and exists (select from vsl_study_country l where l.vsl_study_id = vs.id and l.country_id in (?, ?))
       order by vs.study_id asc nulls last, vs.id asc offset 1`,
      [country, other],
    );
    expect(page.body.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    const repeated = `includedESVD=included&countries=${country}&countries=${other}`;
    const count = await rest<number>(app, 'GET', `/api/valuationstudies/count?${repeated}`, undefined, admin);
    expect(count.body).toBe(expected.length + 1);
    const wrongSort = await rest<{ title: string }>(
      app,
      'GET',
      '/api/valuationstudies?includedESVD=Included&sortColumn=colour',
      undefined,
      admin,
    );
    expect(wrongSort.status).toBe(400);
  });
});

describe('access', () => {
  const filter = { includedEsvd: 'Included' };

  it('users who may suggest a study read the list; other roles are refused and visitors asked to sign in', async () => {
    const outcomes: Record<string, number> = {};
    for (const role of ['basic', 'dataAnalyst', 'editorInChief', 'user', 'admin'] as const) {
      const response = await rest(
        app,
        'GET',
        '/api/valuationstudies/count?includedESVD=Included',
        undefined,
        tokens.get(role),
      );
      outcomes[role] = response.status;
    }
    outcomes.anonymous = (await rest(app, 'GET', '/api/valuationstudies?includedESVD=Included')).status;
    expect(outcomes).toEqual({
      basic: 403,
      dataAnalyst: 403,
      editorInChief: 403,
      user: 200,
      admin: 200,
      anonymous: 401,
    });
    const anonymous = await graphql(app, listQuery, { filter });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('hides authors, year, title and the repository from everyone but the list administrators (spec 001 §2)', async () => {
    const [forUser] = (await search({ filter, limit: 1 }, user)).valuationStudies;
    const [forAdmin] = (await search({ filter, limit: 1 }, admin)).valuationStudies;
    expect(forUser.id).toBe(forAdmin.id);
    expect(forAdmin.title).toBeTruthy();
    expect(forAdmin.authors).toBeTruthy();
    expect(forUser).toMatchObject({ title: null, authors: null, studyId: forAdmin.studyId });
    expect(forUser.flatVsCountries).toBe(forAdmin.flatVsCountries);
  });
});
