import type { EntityManager } from '@mikro-orm/postgresql';
import { resources, roleNames, roles } from '../../modules/access/index.ts';
import { referenceLists, type ReferenceListPath } from '../../modules/reference-lists/index.ts';
import { cicesEntries } from './data/cices.ts';
import { continentEntries, countryEntries, currencyEntries } from './data/countries-and-currencies.ts';
import { esvd1BiomeEntries } from './data/esvd1-biomes.ts';
import { esvd2BiomeEntries } from './data/esvd2-biomes.ts';
import {
  beneficiaryUnitEntries,
  ecosystemConditionEntries,
  protectionStatusEntries,
  scaleOfStudySiteEntries,
  siteConditionEntries,
  temporalUnitEntries,
  typeOfBeneficiaryEntries,
  unitOfMeasureEntries,
  valuationMethodEntries,
  valuedChangeEntries,
} from './data/flat-lists.ts';
import { seeaEntries } from './data/seea.ts';
import { studyLocationEntries } from './data/study-locations.ts';
import { teebServiceEntries } from './data/teeb-services.ts';
import { buildReferenceRows, type ReferenceSeedEntry, type ReferenceSeedRow } from './hierarchy.ts';
import { executeIn } from '../../core/sql.ts';
import {
  forgetGrantsOf,
  forgetInheritanceOf,
  insertColumns,
  resetIdSequence,
  upsertNamed,
  type Column,
} from './seed.sql.ts';

/**
 * Where each list's entries come from and how siblings are ordered: hierarchical classifications by
 * code (numerically), curated flat lists in their stated order, countries and currencies by name.
 */
const referenceSeedData: Record<ReferenceListPath, { entries: ReferenceSeedEntry[]; order: 'code' | 'given' }> = {
  countries: { entries: countryEntries, order: 'given' },
  protectionstatuses: { entries: protectionStatusEntries, order: 'given' },
  continents: { entries: continentEntries, order: 'given' },
  valuationmethods: { entries: valuationMethodEntries, order: 'given' },
  ecosystemservices: { entries: teebServiceEntries, order: 'code' },
  seeas: { entries: seeaEntries, order: 'code' },
  biomeecosystems: { entries: esvd1BiomeEntries, order: 'code' },
  biomev2ecosystemv2ecozones: { entries: esvd2BiomeEntries, order: 'code' },
  scaleofstudysites: { entries: scaleOfStudySiteEntries, order: 'given' },
  studylocations: { entries: studyLocationEntries, order: 'given' },
  unitofmeasures: { entries: unitOfMeasureEntries, order: 'given' },
  siteconditions: { entries: siteConditionEntries, order: 'given' },
  valuedchanges: { entries: valuedChangeEntries, order: 'given' },
  currencies: { entries: currencyEntries, order: 'given' },
  temporalunits: { entries: temporalUnitEntries, order: 'given' },
  beneficiaryunits: { entries: beneficiaryUnitEntries, order: 'given' },
  typeofbeneficiaries: { entries: typeOfBeneficiaryEntries, order: 'given' },
  cicesclasses: { entries: cicesEntries, order: 'code' },
  ecosystemconditions: { entries: ecosystemConditionEntries, order: 'given' },
};

export interface ReferenceListSeed {
  path: ReferenceListPath;
  tableName: string;
  rows: ReferenceSeedRow[];
}

/** All 19 lists as table rows with ids 1..n; pure, so tests and the demo generator can use it offline. */
export function buildReferenceLists(): ReferenceListSeed[] {
  return referenceLists.map((list) => {
    const path = list.path as ReferenceListPath;
    const { entries, order } = referenceSeedData[path];
    return { path, tableName: list.tableName, rows: buildReferenceRows(entries, order) };
  });
}

/** The columns only some lists have, filled from an entry's `extra`. */
function extraColumns(path: ReferenceListPath, rows: ReferenceSeedRow[], lists: ReferenceListSeed[]): Column[] {
  const extra = (key: string) => rows.map((row) => row.extra?.[key] ?? null);
  switch (path) {
    case 'countries': {
      const continentIds = new Map(
        lists.find((list) => list.path === 'continents')!.rows.map((row) => [row.code, row.id]),
      );
      return [
        { name: 'alpha2', type: 'text', values: extra('alpha2') },
        {
          name: 'continent_id',
          type: 'int',
          values: rows.map((row) => continentIds.get(String(row.extra?.continentCode)) ?? null),
        },
      ];
    }
    case 'currencies':
      return [{ name: 'iso_code', type: 'text', values: extra('isoCode') }];
    case 'biomev2ecosystemv2ecozones':
      return [{ name: 'stats_ready', type: 'bool', values: extra('statsReady') }];
    default:
      return [];
  }
}

/** Inserts all 19 reference lists into empty tables, ids as built (parents before children). */
export async function seedReferenceData(em: EntityManager): Promise<void> {
  const lists = buildReferenceLists();
  // Continents first: countries point at them.
  const ordered = [...lists].sort((a, b) => Number(b.path === 'continents') - Number(a.path === 'continents'));
  for (const list of ordered) {
    const { rows } = list;
    await insertColumns(em, list.tableName, [
      { name: 'id', type: 'int', values: rows.map((row) => row.id) },
      { name: 'code', type: 'text', values: rows.map((row) => row.code) },
      { name: 'label', type: 'text', values: rows.map((row) => row.label) },
      { name: 'path', type: 'text', values: rows.map((row) => row.path) },
      { name: 'sort_order', type: 'int', values: rows.map((row) => row.sortOrder) },
      { name: 'level', type: 'smallint', values: rows.map((row) => row.level) },
      { name: 'is_sub', type: 'bool', values: rows.map((row) => row.isSub) },
      { name: 'parent_id', type: 'int', values: rows.map((row) => row.parentId) },
      { name: 'source', type: 'text', values: rows.map((row) => row.source) },
      ...extraColumns(list.path, rows, lists),
    ]);
    await resetIdSequence(em, list.tableName);
  }
}

/**
 * Writes the role table of access/roles.ts: resources, roles, inheritance and grants. Idempotent, so it
 * runs at every start and a changed role table reaches existing databases; grants and inheritance of
 * the known roles are replaced, anything else in the tables is left alone.
 */
export async function syncRoles(em: EntityManager): Promise<void> {
  await executeIn(em, upsertNamed('access_resource', Object.entries(resources)));
  await executeIn(
    em,
    upsertNamed(
      'access_role',
      roleNames.map((name) => [name, roles[name].label]),
    ),
  );
  await executeIn(em, forgetInheritanceOf(roleNames));
  await executeIn(em, forgetGrantsOf(roleNames));
  const inherits = roleNames.flatMap((name) => roles[name].inherits.map((parent) => [name, parent]));
  const grants = roleNames.flatMap((name) => roles[name].grants.map((resource) => [name, resource]));
  await insertPairs(em, 'access_role_inherits', ['role_name', 'inherited_role_name'], inherits);
  await insertPairs(em, 'access_role_grant', ['role_name', 'resource_name'], grants);
}

async function insertPairs(
  em: EntityManager,
  table: string,
  names: [string, string],
  pairs: string[][],
): Promise<void> {
  await insertColumns(em, table, [
    { name: names[0], type: 'text', values: pairs.map((pair) => pair[0]) },
    { name: names[1], type: 'text', values: pairs.map((pair) => pair[1]) },
  ]);
}
