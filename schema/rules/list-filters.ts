import { z } from 'zod';
import { atMostInt4 } from './database-values.ts';

/**
 * THE catalogue of list filters: one entry per filter over a reference list. The search rules (zod), the SQL
 * conditions of the database search and of the valuation studies list, the URL of the search page and the web's
 * filter controls are all derived from it, so adding a filter is one entry here plus the migration of its storage.
 */

/** Where records keep a filter's entries: a link table (many entries per record) or a column of their own. */
export type FilterStorage =
  { kind: 'link'; table: string; column: string } | { kind: 'column'; column: string; single?: boolean };

/** The two kinds of records searched with these filters: value records and the valuation studies list. */
export type FilterSubject = 'valuation' | 'vsl';

export interface ListFilterDefinition {
  /** What a person reads, on every page that offers the filter (and in its messages). */
  label: string;
  /** The valuation studies list's Filters card names it in the spec's words (001 §2) where they differ. */
  vslLabel?: string;
  /** What API clients read of it (the GraphQL input field's description). */
  description: string;
  /** The reference list the entries come from (a GraphQL `ReferenceListName`). */
  referenceList: string;
  /** A chosen entry of a hierarchy also matches its descendants; the control shows a tree. */
  hierarchical: boolean;
  /** Entries people know by code (valuation methods: CV, TC, ...) show it. */
  withCodes?: boolean;
  /** How many entries one search may name, and what it is told past that; otherwise `maxFilterValues`. */
  maxValues?: { count: number; message: string };
  /** Another filter that classifies the same thing: a search uses one of the two. */
  exclusiveWith?: { filter: string; message: string };
  /** Where each kind of record keeps it; a subject without an entry does not offer the filter. */
  storage: Partial<Record<FilterSubject, FilterStorage>>;
}

/** The spec's words (000 §5, §8) and ours where the spec has none. */
export const listFilterMessages = {
  tooManyBiomeEcozones: 'Your amount of Biome/Ecozone filters exceeds the current limit. Please enter less filters.',
  teebWithCices:
    'Ecosystem services (TEEB) and CICES filters cannot be combined: choose one classification or the other.',
} as const;

/** How many ESVD 2.0 biome / ecozone / ecosystem entries one search may name (the spec does not give the number). */
export const maxBiomeEcozoneFilters = 50;
/** How many values any other list filter may hold: more than any reference list has. */
export const maxFilterValues = 500;

const link = (table: string, column: string): FilterStorage => ({ kind: 'link', table, column });
const column = (name: string, options: { single?: boolean } = {}): FilterStorage => ({
  kind: 'column',
  column: name,
  ...options,
});

/** In the order the search page shows them: where, what ecosystem, which service, how. */
export const listFilterCatalogue = {
  countries: {
    label: 'Countries',
    vslLabel: 'Country',
    description: 'Country entry ids.',
    referenceList: 'COUNTRIES',
    hierarchical: false,
    storage: { valuation: link('valuation_country', 'country_id'), vsl: link('vsl_study_country', 'country_id') },
  },
  continents: {
    label: 'Continents',
    description: 'Continent entry ids.',
    referenceList: 'CONTINENTS',
    hierarchical: false,
    storage: { valuation: column('continent_id') },
  },
  protectionStatuses: {
    label: 'Protection statuses',
    vslLabel: 'Protection Status',
    description: 'Protection status entry ids (the valuation studies list takes one).',
    referenceList: 'PROTECTION_STATUSES',
    hierarchical: false,
    // Spec 001 §3: the list takes a single protection status.
    storage: { valuation: column('protection_status_id'), vsl: column('protection_status_id', { single: true }) },
  },
  biomeEcosystems: {
    label: 'Biome / ecosystem (ESVD 1.0)',
    vslLabel: 'Biome/Ecosystem',
    description: 'ESVD 1.0 biomes or ecosystems.',
    referenceList: 'BIOME_ECOSYSTEMS',
    hierarchical: true,
    storage: { vsl: link('vsl_study_biome_ecosystem', 'biome_ecosystem_id') },
  },
  biomeV2EcosystemV2Ecozones: {
    label: 'Biome / ecozone / ecosystem (ESVD 2.0)',
    vslLabel: 'ESVD2.0 Biome/Ecozone',
    description: 'ESVD 2.0 biomes, ecozones or ecosystems.',
    referenceList: 'BIOME_V2_ECOSYSTEM_V2_ECOZONES',
    hierarchical: true,
    maxValues: { count: maxBiomeEcozoneFilters, message: listFilterMessages.tooManyBiomeEcozones },
    storage: {
      valuation: link('valuation_biome_v2', 'biome_v2ecosystem_v2ecozone_id'),
      vsl: link('vsl_study_biome_v2', 'biome_v2ecosystem_v2ecozone_id'),
    },
  },
  ecosystemServices: {
    label: 'Ecosystem services (TEEB)',
    vslLabel: 'TEEB services classification',
    description: 'TEEB services and sub-services.',
    referenceList: 'ECOSYSTEM_SERVICES',
    hierarchical: true,
    exclusiveWith: { filter: 'ciceses', message: listFilterMessages.teebWithCices },
    storage: {
      valuation: link('valuation_ecosystem_service', 'ecosystem_service_id'),
      vsl: link('vsl_study_ecosystem_service', 'ecosystem_service_id'),
    },
  },
  ciceses: {
    label: 'CICES classes',
    description: 'CICES sections, divisions, groups or classes.',
    referenceList: 'CICES_CLASSES',
    hierarchical: true,
    storage: { valuation: link('valuation_cices', 'cices_class_id') },
  },
  seeas: {
    label: 'SEEA ecosystem services',
    description: 'SEEA ecosystem service types or services.',
    referenceList: 'SEEAS',
    hierarchical: true,
    storage: { valuation: link('valuation_seea', 'seea_id') },
  },
  valuationMethods: {
    label: 'Valuation methods',
    description: 'Valuation method entry ids.',
    referenceList: 'VALUATION_METHODS',
    hierarchical: false,
    withCodes: true,
    storage: { valuation: link('valuation_valuation_method', 'valuation_method_id') },
  },
} as const satisfies Record<string, ListFilterDefinition>;

type Catalogue = typeof listFilterCatalogue;
export type ListFilterName = keyof Catalogue;

/** The filters a subject offers, as a type: those whose storage names the subject. */
export type ListFilterOf<Subject extends FilterSubject> = {
  [Name in ListFilterName]: Subject extends keyof Catalogue[Name]['storage'] ? Name : never;
}[ListFilterName];

const catalogueEntries = Object.entries(listFilterCatalogue) as [ListFilterName, ListFilterDefinition][];

export function listFilterDefinition(name: ListFilterName): ListFilterDefinition {
  return listFilterCatalogue[name];
}

/** A subject's list filters in catalogue order. */
export function listFiltersOf<Subject extends FilterSubject>(subject: Subject): ListFilterOf<Subject>[] {
  return catalogueEntries.filter(([, definition]) => definition.storage[subject]).map(([name]) => name) as never;
}

/**
 * A list of ids as GraphQL, JSON and query strings send it: an array, one value, repeated query
 * parameters (`?countries=1&countries=2`) or a comma-separated string (`?countries=1,2`).
 */
export const asList = (value: unknown): unknown[] => {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === 'string' ? item.split(',').filter((part) => part.trim() !== '') : [item],
  );
};

/** A filter of reference list ids: each id once, at most `max` of them. */
export const idList = (label: string, max = maxFilterValues, maxMessage = `At most ${max} ${label} can be chosen.`) =>
  z.preprocess(
    asList,
    z
      .array(
        z.coerce
          .number({ error: `${label} must be ids` })
          .int(`${label} must be whole-number ids`)
          .positive(`${label} must be positive ids`)
          .max(...atMostInt4(`${label} ids`)),
      )
      .max(max, maxMessage)
      .transform((ids) => [...new Set(ids)]),
  );

type IdListRule = ReturnType<typeof idList>;

/** The zod fields of a subject's list filters, each from its catalogue entry. */
export function listFilterFields<Subject extends FilterSubject>(
  subject: Subject,
): Record<ListFilterOf<Subject>, IdListRule> {
  return Object.fromEntries(
    listFiltersOf(subject).map((name) => {
      const { label, maxValues } = listFilterDefinition(name);
      return [name, idList(label, maxValues?.count, maxValues?.message)];
    }),
  ) as Record<ListFilterOf<Subject>, IdListRule>;
}

/** Pairs of filters that classify the same thing, each with the message of a search that names both. */
const exclusivePairs = catalogueEntries.flatMap(([name, { exclusiveWith }]) =>
  exclusiveWith ? [{ name, other: exclusiveWith.filter as ListFilterName, message: exclusiveWith.message }] : [],
);

/** Two exclusive filters both chosen: one issue on the second, with the catalogue's message. */
export function exclusiveFilterRule<Subject extends FilterSubject>(subject: Subject) {
  const offered = new Set<ListFilterName>(listFiltersOf(subject));
  const pairs = exclusivePairs.filter(({ name, other }) => offered.has(name) && offered.has(other));
  return (filter: Partial<Record<ListFilterName, number[]>>, context: z.RefinementCtx) => {
    for (const { name, other, message } of pairs) {
      if (filter[name]?.length && filter[other]?.length) context.addIssue({ code: 'custom', path: [other], message });
    }
  };
}

/**
 * For the controls: the filter that excludes `name` now (it holds a choice while `name` holds none), with why.
 * Both chosen (a hand-made link) excludes neither, so either can be cleared; the search then says why it is refused.
 */
export function exclusionOf(
  name: ListFilterName,
  filter: Partial<Record<ListFilterName, number[]>>,
): { by: ListFilterName; message: string } | null {
  for (const { name: one, other, message } of exclusivePairs) {
    const partner = one === name ? other : other === name ? one : null;
    if (partner && !filter[name]?.length && filter[partner]?.length) return { by: partner, message };
  }
  return null;
}
