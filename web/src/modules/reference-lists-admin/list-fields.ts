import type { AdminReferenceListsQuery, ReferenceListName } from '../../gql/graphql.ts';

/** A reference list as the api describes it: its name, REST path, title and whether it is a hierarchy. */
export type ReferenceListInfo = AdminReferenceListsQuery['referenceLists'][number];

/**
 * The fields some lists have beyond code and label (spec 000 §3): countries their alpha-2 code and continent,
 * currencies their ISO 4217 code, the ESVD 2.0 biomes / ecozones / ecosystems the stats-ready flag.
 */
export const listFields = (list: ReferenceListName) => ({
  country: list === 'COUNTRIES',
  currency: list === 'CURRENCIES',
  statsReady: list === 'BIOME_V2_ECOSYSTEM_V2_ECOZONES',
});
