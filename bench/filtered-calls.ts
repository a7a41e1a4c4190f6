// The calls over a search filter that the benchmarks time through the api's front door, each beside its floor: the
// statements the api runs for the same question, sent to PostgreSQL directly.
import { valuationFilter, valuationPageInput } from '@esvd/schema/rules/search';
import type pg from 'pg';
import type { SqlFragment } from '../api/src/core/sql.ts';
import { demoTables } from '../api/src/db/seed/index.ts';
import { packedMapMarkersQuery } from '../api/src/modules/valuations/map-markers.sql.ts';
import { summaryGroupsQuery } from '../api/src/modules/valuations/summary-statistics.sql.ts';
import {
  countQuery,
  filteredValuations,
  searchPage,
  type SearchCondition,
} from '../api/src/modules/valuations/valuation-filter.sql.ts';
import { selectValuationRows } from '../api/src/modules/valuations/valuation-rows.sql.ts';
import { searchPageQuery, statisticsQuery, type AnswerSteps } from './api-calls.ts';
import type { Timed } from './harness.ts';

/** A GraphQL request through the api's front door, as `graphqlCall` with the api and session bound. */
export type GraphqlRequest = <Data = unknown>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ body: string; data: Data; serverTiming: AnswerSteps }>;

/** A front-door call, its SQL floor, and the floor's statements whose work depends on the filter. */
export interface CallWithFloor {
  call: Timed;
  floor: Timed;
  floorStatements: SqlFragment[];
}

export const mapMarkersQuery = `query Markers($filter: ValuationFilter!) {
  mapMarkers(filter: $filter)
}`;

export const runSql = (client: pg.Client, fragment: SqlFragment) => client.query(fragment.toQuery());

/** A filter as the api receives it, made into the condition its SQL is built from (no free text). */
export const conditionOf = (filter: unknown): SearchCondition => ({
  filter: valuationFilter.parse(filter),
  wordQueries: [],
  phrasePatterns: [],
});

/** The search's first page of 100 with its total count; the floor is the page-and-count statement and the rows. */
export function searchPageCalls(graphql: GraphqlRequest, sqlClient: pg.Client, filter: unknown): CallWithFloor {
  const pageAndCount = searchPage(conditionOf(filter), valuationPageInput.parse({ limit: 100 }), true);
  return {
    call: { name: 'GraphQL page of 100 + totalCount', run: () => graphql(searchPageQuery, { filter }) },
    floor: {
      name: 'SQL page + count',
      run: async () => {
        const { rows } = await runSql(sqlClient, pageAndCount);
        return selectValuationRows(sqlClient, rows[0].ids);
      },
    },
    // The rows of the page are read by id, 100 whatever the filter: only the page-and-count statement is the search.
    floorStatements: [pageAndCount],
  };
}

/** The summary statistics; the floor is the groups and the count, on two connections at once as the api runs them. */
export function statisticsCalls(
  graphql: GraphqlRequest,
  sqlClients: [pg.Client, pg.Client],
  filter: unknown,
): CallWithFloor {
  const condition = conditionOf(filter);
  const groups = summaryGroupsQuery(condition);
  const count = countQuery(condition);
  return {
    call: { name: 'GraphQL summaryStatistics', run: () => graphql(statisticsQuery, { filter }) },
    floor: {
      name: 'SQL groups + count',
      run: () => Promise.all([runSql(sqlClients[0], groups), runSql(sqlClients[1], count)]),
    },
    floorStatements: [groups, count],
  };
}

/** The map markers, packed as the api sends them; `onAnswer` sees each answer's body. */
export function mapMarkersCalls(
  graphql: GraphqlRequest,
  sqlClient: pg.Client,
  filter: unknown,
  onAnswer: (body: string) => void = () => {},
): CallWithFloor {
  const packedMarkers = packedMapMarkersQuery(filteredValuations(conditionOf(filter)));
  return {
    call: {
      name: 'GraphQL mapMarkers',
      run: async () => {
        const answer = await graphql(mapMarkersQuery, { filter });
        onAnswer(answer.body);
        return answer;
      },
    },
    floor: { name: 'SQL packed markers', run: () => runSql(sqlClient, packedMarkers) },
    floorStatements: [packedMarkers],
  };
}

/**
 * Vacuums and analyses the tables these calls and the exports read, before they are timed: the visibility map makes
 * index-only scans index-only (autovacuum would set it sooner or later), and autovacuum does not then read lines just
 * made while a bench measures.
 */
export async function vacuumMeasuredTables(client: pg.Client): Promise<void> {
  const tables = [...demoTables, 'valuation_export_line', 'valuation_link_keys'];
  await client.query(`vacuum (analyze) ${tables.map((table) => `"${table}"`).join(', ')}`);
}
