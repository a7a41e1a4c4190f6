import { describe, expect, it } from 'vitest';
import { referenceLists } from '../../modules/reference-lists/index.ts';
import { compareCodes } from './hierarchy.ts';
import { buildReferenceLists } from './reference-data.ts';

const lists = buildReferenceLists();
const list = (path: string) => lists.find((candidate) => candidate.path === path)!.rows;
/** The entry at a path of a list ("19/191"; a top-level entry's path is its code). */
const at = (path: string, entryPath: string) => list(path).find((row) => row.path === entryPath);
const labelOf = (path: string, entryPath: string) => at(path, entryPath)?.label;

describe('buildReferenceLists', () => {
  it('builds all 19 lists, each non-empty, with unique paths and a source on every entry', () => {
    expect(lists.map((seed) => seed.path).sort()).toEqual(referenceLists.map((definition) => definition.path).sort());
    for (const { path, rows } of lists) {
      expect(rows.length, path).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.path.toLowerCase())).size, path).toBe(rows.length);
      for (const row of rows) expect(row.source, `${path} ${row.code}`).toBeTruthy();
    }
  });

  it('gives every entry a consistent parent, path, level and order', () => {
    for (const { path, rows } of lists) {
      const byId = new Map(rows.map((row) => [row.id, row]));
      rows.forEach((row, index) => {
        expect(row.id, path).toBe(index + 1);
        expect(row.sortOrder, path).toBe(index + 1);
        expect(row.isSub, `${path} ${row.code}`).toBe(row.level > 1);
        expect(row.level).toBeLessThanOrEqual(4);
        if (row.parentId === null) {
          expect(row.path).toBe(row.code);
          expect(row.level).toBe(1);
        } else {
          const parent = byId.get(row.parentId)!;
          expect(parent.id, `${path} ${row.code}: parent comes first`).toBeLessThan(row.id);
          expect(row.path).toBe(`${parent.path}/${row.code}`);
          expect(row.level).toBe(parent.level + 1);
        }
      });
    }
  });

  it('orders the hierarchical classifications by code, numerically', () => {
    for (const path of [
      'ecosystemservices',
      'cicesclasses',
      'seeas',
      'biomev2ecosystemv2ecozones',
      'biomeecosystems',
    ]) {
      const rows = list(path);
      const siblings = new Map<number | null, string[]>();
      for (const row of rows) siblings.set(row.parentId, [...(siblings.get(row.parentId) ?? []), row.code]);
      for (const codes of siblings.values()) expect(codes, path).toEqual([...codes].sort(compareCodes));
    }
    const cices = list('cicesclasses').map((row) => row.code);
    expect(cices.indexOf('1.1.1.3')).toBeLessThan(cices.indexOf('1.1.2'));
    expect(cices.indexOf('2.2.1.5')).toBeLessThan(cices.indexOf('2.2.2'));
  });

  it('holds the 23 TEEB services and the ESVD sub-services in the export form: the service code and one digit', () => {
    const services = list('ecosystemservices');
    const topLevel = services.filter((row) => row.level === 1);
    expect(topLevel.map((row) => row.code)).toEqual(Array.from({ length: 23 }, (_, index) => String(index + 1)));
    expect(labelOf('ecosystemservices', '19')).toBe('Opportunities for recreation and tourism');
    expect(labelOf('ecosystemservices', '23')).toBe('Existence, bequest values');
    const subServices = services.filter((row) => row.level === 2);
    expect(subServices).toHaveLength(80);
    const byId = new Map(services.map((row) => [row.id, row]));
    for (const row of subServices) {
      const parent = byId.get(row.parentId!)!;
      expect(parent.level, row.code).toBe(1);
      expect(row.code, row.path).toMatch(new RegExp(`^${parent.code}\\d$`));
      expect(row.path).toBe(`${parent.code}/${row.code}`);
    }
    expect(services.some((row) => row.code.includes('.'))).toBe(false);
  });

  it.each([
    ['16', 'Other'],
    ['25', 'Irrigation water [unnatural]'],
    ['26', 'Water [unspecified]'],
    ['37', 'Raw materials [unspecified]'],
    ['38', 'Sand, rock, gravel'],
    ['94', 'Prevention of extreme events [unspecified]'],
    ['134', 'Nutrient cycling'],
    ['194', 'Hunting / fishing'],
    ['191', 'Recreation'],
    ['14', 'NTFPs [food only!]'],
    ['121', 'Erosion prevention'],
  ])('holds TEEB sub-service %s (%s) under its service, as real ESVD records need', (code, label) => {
    const service = code.slice(0, -1);
    expect(at('ecosystemservices', `${service}/${code}`)).toMatchObject({ code, label, level: 2, isSub: true });
    expect(at('ecosystemservices', `${service}/${code}`)?.parentId).toBe(at('ecosystemservices', service)?.id);
  });

  it('tells sub-service 11 (Fish, under Food) from service 11 (Waste treatment)', () => {
    expect(at('ecosystemservices', '1/11')).toMatchObject({ label: 'Fish', level: 2 });
    expect(at('ecosystemservices', '11')).toMatchObject({ label: 'Waste treatment', level: 1 });
    expect(at('ecosystemservices', '11/111')).toMatchObject({ label: 'Water purification', level: 2 });
  });

  it.each([
    ['unitofmeasures', 'hectare', 'hectare'],
    ['unitofmeasures', 'total', 'total'],
    ['unitofmeasures', 'ha', 'ha'],
    ['unitofmeasures', 'total-area', 'total area'],
    ['temporalunits', 'visit', 'trip/visit'],
    ['beneficiaryunits', 'households', 'households'],
    ['beneficiaryunits', 'household', 'household'],
    ['ecosystemconditions', 'well-functioning', 'Well-functioning (or extensively managed)'],
    ['ecosystemconditions', 'intermediate', 'Intermediate'],
    ['ecosystemconditions', 'highly-degraded', 'Highly degraded (or intensively managed)'],
  ])('holds the %s entry %s named as the ESVD export writes it: %s', (path, code, label) => {
    expect(labelOf(path, code)).toBe(label);
    expect(at(path, code)?.source).toBe('ESVD export (value seen verbatim)');
  });

  it.each([
    ['1', 'Biomass provisioning services'],
    ['2', 'Retention and breakdown of nutrients'],
    ['2', 'Retention and breakdown of other pollutants'],
    ['1', 'Crop provisioning services'],
    ['2', 'Soil erosion control services'],
    ['3', 'Recreation-related services'],
  ])('holds the SEEA service under type %s with its SEEA EA name: %s', (type, label) => {
    const service = list('seeas').find((row) => row.label === label);
    expect(service).toMatchObject({ level: 2, parentId: at('seeas', type)?.id });
    expect(service?.code).toMatch(new RegExp(`^${type}\\.\\d+$`));
  });

  it('holds the full CICES V5.1 hierarchy: 6 sections and 90 classes', () => {
    const cices = list('cicesclasses');
    expect(cices.filter((row) => row.level === 1)).toHaveLength(6);
    expect(cices.filter((row) => row.level === 4)).toHaveLength(90);
    expect(cices.find((row) => row.code === '3.1.1.1')?.path).toBe('3/3.1/3.1.1/3.1.1.1');
  });

  it('holds the 15 ESVD 2.0 biomes, stats-ready where the real export has them', () => {
    const biomes = list('biomev2ecosystemv2ecozones');
    expect(biomes.filter((row) => row.level === 1).map((row) => row.code)).toEqual(
      Array.from({ length: 15 }, (_, index) => String(index + 1)),
    );
    expect(biomes.find((row) => row.code === '5.3.1')?.path).toBe('5/5.3/5.3.1');
    const ready = biomes.filter((row) => row.extra?.statsReady).map((row) => row.code);
    expect(ready).toContain('5.3');
    expect(ready).not.toContain('12');
    expect(ready.every((code) => code.split('.').length <= 2)).toBe(true);
  });

  it('codes countries by alpha-3 with alpha-2 and continent, and names currencies as the export does', () => {
    const kenya = list('countries').find((row) => row.code === 'KEN')!;
    expect(kenya.label).toBe('Kenya');
    expect(kenya.extra).toEqual({ alpha2: 'KE', continentCode: 'AF' });
    expect(list('continents').map((row) => row.code)).toEqual(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']);
    expect(labelOf('currencies', 'KES')).toBe('Kenya Shilling');
    expect(labelOf('currencies', 'ETB')).toBe('Ethiopia Birr');
    expect(labelOf('currencies', 'UGX')).toBe('Uganda Shilling');
    expect(labelOf('currencies', 'USD')).toBe('United States Dollar');
    expect(labelOf('currencies', 'EUR')).toBe('Euro');
    expect(list('currencies').find((row) => row.code === 'XAU')).toBeUndefined();
  });

  it('has the export valuation method codes', () => {
    const codes = list('valuationmethods').map((row) => row.code);
    for (const code of ['CE', 'CV', 'DC', 'FI', 'GV', 'MP', 'OT', 'PF', 'RC', 'SC', 'TC', 'VT']) {
      expect(codes).toContain(code);
    }
  });
});
