// The calls the benchmarks make through the api's front door, and the searches they time.
import type pg from 'pg';

/** A GraphQL request with the session's token: the answer as sent, and its data; an error answer throws. */
export async function graphqlCall<Data = unknown>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ body: string; data: Data }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.text();
  const parsed = JSON.parse(body);
  if (!response.ok || parsed.errors) throw new Error(`GraphQL answered ${response.status}: ${body.slice(0, 500)}`);
  return { body, data: parsed.data };
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
