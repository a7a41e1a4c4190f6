// The calls the benchmarks make through the api's front door, and the searches they time.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import type pg from 'pg';
import { answerStepsOf } from '../api/src/server/answer-timing.ts';

/**
 * Connections kept open between calls, as a browser or an API client keeps them; one idle for 2 s is closed here
 * first, so that no call goes out on a connection the api is closing (its keep-alive timeout is Node's 5 s).
 */
const keptConnections = new http.Agent({ keepAlive: true, timeout: 2000 });

/**
 * One exchange as a lean HTTP client makes it: gzip accepted, the answer unzipped. Node's `fetch` spends more of
 * the client's time per call in its stream machinery than a small answer costs the api, and the benchmarks compare
 * the api with its SQL, not one client library with another.
 */
export function httpExchange(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string; serverTiming: AnswerSteps }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method,
      agent: keptConnections,
      headers: { 'accept-encoding': 'gzip', ...headers },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const received = Buffer.concat(chunks);
        const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(received) : received).toString();
        resolve({
          status: response.statusCode!,
          text,
          serverTiming: Object.fromEntries(answerStepsOf(response.headers['server-timing'])),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The steps of an answer's Server-Timing header (api/src/server/answer-timing.ts), in ms by name. */
export type AnswerSteps = Record<string, number>;

/** A REST GET's JSON answer; any status but 200 throws. */
export async function restJson(url: string, pathname: string): Promise<unknown> {
  return (await restAnswer(url, pathname)).data;
}

/** A REST GET's JSON answer with the api's steps; any status but 200 throws. */
export async function restAnswer(url: string, pathname: string): Promise<{ data: unknown; serverTiming: AnswerSteps }> {
  const { status, text, serverTiming } = await httpExchange(`${url}${pathname}`);
  if (status !== 200) throw new Error(`${pathname} answered ${status}: ${text.slice(0, 500)}`);
  return { data: JSON.parse(text), serverTiming };
}

/** A GraphQL request with the session's token: the answer as sent, and its data; an error answer throws. */
export async function graphqlCall<Data = unknown>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ body: string; data: Data; serverTiming: AnswerSteps }> {
  const {
    status,
    text: body,
    serverTiming,
  } = await httpExchange(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const parsed = JSON.parse(body);
  if (status !== 200 || parsed.errors) throw new Error(`GraphQL answered ${status}: ${body.slice(0, 500)}`);
  return { body, data: parsed.data, serverTiming };
}

/** The administrator's session token. */
export async function adminToken(url: string, password: string): Promise<string> {
  const { data } = await graphqlCall<{ login: { token: string } }>(
    url,
    '',
    'mutation Login($password: String!) { login(usernameOrEmail: "admin", password: $password) { token } }',
    { password },
  );
  return data.login.token;
}

/** The result columns the search page shows, and then some. */
const rowFields = `id valueId studyId biomes biomeCodes ecozones ecozoneCodes ecosystems ecosystemCodes
  ecosystemDescription ecosystemServiceDescription ecosystemServices teebCodes teebSubCodes ciceses cicesCodes seeas
  countries countryCodes continent studyLocation protectionStatus siteAreaInHectares latitude longitude
  valuationMethodCodes valueMeasure valuedChange originalValue currency valueYear intPerHectarePerYear authors title
  reference yearOfPublication reviewed`;

/** A search's first page of 100 with the total count. */
export const searchPageQuery = `query Page($filter: ValuationFilter!) {
  valuations(filter: $filter, limit: 100) { totalCount items { ${rowFields} } }
}`;

export const statisticsQuery = `query Stats($filter: ValuationFilter!) {
  summaryStatistics(filter: $filter) {
    valuationCount
    biomes { id code label count mean median standardDeviation min max }
    ecozones { id code label count mean median standardDeviation min max }
    biomesWithoutData { code }
    ecozonesWithoutData { code }
  }
}`;

async function idOf(client: pg.Client, table: string, code: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>(`select id from ${table} where code = $1`, [code]);
  return rows[0].id;
}

/** The filters the benchmarks search with: a country and a TEEB service (Kenya + Food), and three continents. */
export async function benchFilters(client: pg.Client) {
  return {
    twoFilters: {
      countries: [await idOf(client, 'ref_country', 'KEN')],
      ecosystemServices: [await idOf(client, 'ref_ecosystem_service', '1')],
    },
    broad: {
      continents: [
        await idOf(client, 'ref_continent', 'AS'),
        await idOf(client, 'ref_continent', 'EU'),
        await idOf(client, 'ref_continent', 'OC'),
      ],
    },
  };
}

/** Every field of the valuation form, as the form loads it (`valuation(id)`) and saves it (`updateValuation`). */
const valuationFormFields = `beneficiaryUnitId biomeV2EcosystemV2Ecozones ciceses codedDate continentId countries currencyId
  ecosystemConditionId ecosystemDescription ecosystemServiceDescription ecosystemServices inclExcl inclExclComments
  intPerHectarePerYear latitude longitude notes numberOfBeneficiaries originalValue presentValueDiscountRate
  presentValueYear protectionStatusId reviewed reviewedDate scaleOfStudySiteId secondaryDataSources seeas siteArea
  siteAreaInHectares siteAreaUnitId siteCondition siteLength siteLengthKm siteLengthUnitId spatialUnitId
  studyLocation temporalUnitId typeOfBeneficiary valuationMethods valueMeasure valueYear valuedChange`;

export const valuationFormQuery = `query Form($id: Int!) { valuation(id: $id) { version ${valuationFormFields} } }`;

export const saveValuationMutation = `mutation Save($id: Int!, $version: Int!, $input: ValuationEntryInput!) {
  updateValuation(id: $id, version: $version, input: $input) { version ${valuationFormFields} }
}`;
