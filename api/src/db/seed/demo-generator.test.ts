import { describe, expect, it } from 'vitest';
import { catalogFromSeed, DemoDataGenerator, valueIdOf, type DemoStudy } from './demo-generator.ts';
import { CountryShapes } from './geo.ts';
import { buildReferenceLists } from './reference-data.ts';

const catalog = catalogFromSeed(buildReferenceLists());
const generate = (valuations: number, seed = 2020): DemoStudy[] => [
  ...new DemoDataGenerator(catalog, seed).generate(valuations),
];
const studies = generate(5_000);
const valuations = studies.flatMap((study) => study.valuations);
const idsOf = (path: keyof typeof catalog) => new Map(catalog[path].map((entry) => [entry.id, entry]));

describe('DemoDataGenerator', () => {
  it('gives the same data for the same seed and other data for another seed', () => {
    expect(JSON.stringify(generate(600))).toBe(JSON.stringify(generate(600)));
    expect(JSON.stringify(generate(600, 1))).not.toBe(JSON.stringify(generate(600)));
  });

  it('writes exactly the requested number of value records, about 13 studies per 100', () => {
    expect(valuations).toHaveLength(5_000);
    expect(studies).toHaveLength(650);
    expect(generate(1)).toHaveLength(1);
    expect(generate(0)).toHaveLength(0);
  });

  it('numbers studies from 200,001, past the real ESVD, and records StudyId * 10000 + a running number', () => {
    expect(studies.map((study) => study.id)).toEqual(studies.map((_, index) => index + 1));
    expect(studies.map((study) => study.studyId)).toEqual(studies.map((_, index) => 200_001 + index));
    expect(valuations.map((valuation) => valuation.id)).toEqual(valuations.map((_, index) => index + 1));
    for (const study of studies) {
      expect(study.valuations.map((valuation) => valuation.valueId)).toEqual(
        study.valuations.map((_, index) => valueIdOf(study.studyId, index + 1)),
      );
    }
    expect(valueIdOf(1205, 1)).toBe(12050001);
    expect(Math.max(...valuations.map((valuation) => valuation.valueId))).toBeLessThan(2 ** 31);
  });

  it('puts coordinates inside a linked country, and the continent of the first country', () => {
    const shapes = CountryShapes.load();
    const countries = idsOf('countries');
    for (const valuation of valuations) {
      const linked = valuation.links.countries.map((id) => countries.get(id)!);
      expect(linked.map((country) => country.code)).toContain(valuation.siteCountry);
      expect(valuation.continentId).toBe(linked[0].continentId);
      if (valuation.latitude === null || valuation.longitude === null) continue;
      expect(
        shapes.contains(valuation.siteCountry, { latitude: valuation.latitude, longitude: valuation.longitude }),
        `${valuation.valueId} in ${valuation.siteCountry}`,
      ).toBe(true);
    }
  });

  it('links existing entries: one biome with an ecozone of its own, services, CICES classes, methods', () => {
    const biomes = idsOf('biomev2ecosystemv2ecozones');
    const services = idsOf('ecosystemservices');
    const cices = idsOf('cicesclasses');
    const seeas = idsOf('seeas');
    const methods = idsOf('valuationmethods');
    const problems = valuations.flatMap(({ valueId, links }) => {
      const habitat = links.biomeV2EcosystemV2Ecozones.map((id) => biomes.get(id)!);
      const topLevel = habitat.filter((entry) => entry.parentId === null);
      const checks: [boolean, string][] = [
        [topLevel.length >= 1 && topLevel.length <= 2, 'one or two biomes'],
        [topLevel.every((biome) => habitat.some((entry) => entry.parentId === biome.id)), 'an ecozone per biome'],
        [links.ecosystemServices.length >= 1 && links.ecosystemServices.length <= 3, '1-3 services'],
        [links.ecosystemServices.every((id) => services.has(id)), 'known services'],
        [links.ciceses.every((id) => cices.get(id)?.code.split('.').length === 4), 'CICES classes'],
        [new Set(links.ciceses).size === links.ciceses.length, 'distinct CICES classes'],
        [links.seeas.every((id) => seeas.get(id)?.parentId !== null), 'SEEA services'],
        [links.valuationMethods.length >= 1 && links.valuationMethods.length <= 2, '1-2 methods'],
        [links.valuationMethods.every((id) => methods.has(id)), 'known methods'],
      ];
      return checks.filter(([ok]) => !ok).map(([, what]) => `${valueId}: ${what}`);
    });
    expect(problems).toEqual([]);
  });

  it('leaves about a tenth not standardisable, with a few zeros and positive values otherwise', () => {
    const missing =
      valuations.filter((valuation) => valuation.intPerHectarePerYear === null).length / valuations.length;
    const zeros = valuations.filter((valuation) => valuation.intPerHectarePerYear === 0).length;
    expect(missing).toBeGreaterThan(0.07);
    expect(missing).toBeLessThan(0.13);
    expect(zeros).toBeGreaterThan(0);
    expect(zeros).toBeLessThan(valuations.length * 0.03);
  });

  it('mixes published and unpublished studies, reviewed records and readable references', () => {
    const published = studies.filter((study) => study.isPublished).length / studies.length;
    expect(published).toBeGreaterThan(0.78);
    expect(published).toBeLessThan(0.92);
    const reviewed = valuations.filter((valuation) => valuation.reviewed).length / valuations.length;
    expect(reviewed).toBeGreaterThan(0.63);
    expect(reviewed).toBeLessThan(0.77);
    for (const valuation of valuations.filter((record) => record.reviewed)) {
      expect(valuation.reviewedDate!.getTime()).toBeGreaterThanOrEqual(valuation.codedDate.getTime());
    }
    for (const study of studies) {
      expect(study.yearOfPublication).toBeGreaterThanOrEqual(1975);
      expect(study.yearOfPublication).toBeLessThanOrEqual(2024);
      expect(study.reference.startsWith(`${study.authors} (${study.yearOfPublication}). ${study.title}.`)).toBe(true);
      expect(study.authors).toMatch(/^[^,]+, [A-Z]\.([A-Z]\.)?(, [^,]+, [A-Z]\.([A-Z]\.)?)*$/);
    }
  });
});
