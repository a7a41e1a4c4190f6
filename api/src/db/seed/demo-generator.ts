import { standardiseValue, type WorldBankFactors } from '@esvd/schema/rules/standardisation/index';
import { getCountryDataList } from 'countries-list';
import type { ReferenceListPath } from '../../modules/reference-lists/index.ts';
import {
  biomeProfiles,
  borealCodes,
  conditionPhrases,
  countryWeights,
  euroLegacyCurrencyOf,
  exclusionReasons,
  journals,
  landlockedCountries,
  placeDirections,
  reportPublishers,
  secondarySources,
  serviceCrosswalk,
  subServiceCrosswalk,
  serviceValueFactors,
  serviceWeights,
  surnames,
  temperateCodes,
  titleTemplates,
  tropicalCodes,
  unitsPerUsDollar,
  universities,
  valuationNotes,
  type BiomeProfile,
} from './data/demo-vocabulary.ts';
import { studyLocations, type StudyLocationSeed } from './data/study-locations.ts';
import { CountryShapes, type Point } from './geo.ts';
import type { ReferenceListSeed } from './reference-data.ts';
import { Random, WeightedPicker } from './random.ts';

/** A reference entry as the generator needs it: the id to link and what to write about it. */
export interface CatalogEntry {
  id: number;
  code: string;
  label: string;
  parentId: number | null;
  /** Countries only. */
  continentId?: number | null;
  /** ESVD 2.0 biomes / ecozones only. */
  statsReady?: boolean;
}

export type ReferenceCatalog = Record<ReferenceListPath, CatalogEntry[]>;

/** The catalog the seed data would produce, without a database (tests, previews). */
export function catalogFromSeed(lists: readonly ReferenceListSeed[]): ReferenceCatalog {
  const continentIds = new Map(lists.find((list) => list.path === 'continents')?.rows.map((row) => [row.code, row.id]));
  return Object.fromEntries(
    lists.map((list) => [
      list.path,
      list.rows.map((row) => ({
        id: row.id,
        code: row.code,
        label: row.label,
        parentId: row.parentId,
        continentId: continentIds.get(String(row.extra?.continentCode)) ?? null,
        statsReady: row.extra?.statsReady === true,
      })),
    ]),
  ) as ReferenceCatalog;
}

export interface DemoValuationLinks {
  biomeV2EcosystemV2Ecozones: number[];
  ecosystemServices: number[];
  ciceses: number[];
  seeas: number[];
  countries: number[];
  valuationMethods: number[];
}

/** One value record with the ids of its reference entries, ready for the valuation table. */
export interface DemoValuation {
  id: number;
  valueId: number;
  /** The study's row id (`valuation.study_id`), not its StudyID. */
  studyRowId: number;
  codedDate: Date;
  ecosystemDescription: string;
  ecosystemServiceDescription: string;
  continentId: number | null;
  scaleOfStudySiteId: number;
  studyLocation: string;
  protectionStatusId: number;
  siteArea: number | null;
  siteAreaUnitId: number | null;
  siteAreaInHectares: number | null;
  siteLength: number | null;
  siteLengthUnitId: number | null;
  siteLengthKm: number | null;
  /** Free text, as in the ESVD: here one of the site-conditions list's suggestions. */
  siteCondition: string;
  ecosystemConditionId: number;
  latitude: number | null;
  longitude: number | null;
  /** Alpha-3 of the country the coordinates lie in (one of the linked countries). */
  siteCountry: string;
  /** Free text, as in the ESVD: here one of the valued-changes list's suggestions. */
  valuedChange: string;
  valueMeasure: string;
  originalValue: number;
  currencyId: number;
  valueYear: number;
  spatialUnitId: number;
  temporalUnitId: number;
  presentValueYear: number | null;
  presentValueDiscountRate: number | null;
  beneficiaryUnitId: number | null;
  numberOfBeneficiaries: number | null;
  /** Free text, as in the ESVD: here one of the types-of-beneficiary list's suggestions. */
  typeOfBeneficiary: string | null;
  intPerHectarePerYear: number | null;
  notes: string | null;
  secondaryDataSources: string | null;
  inclExcl: boolean | null;
  inclExclComments: string | null;
  reviewed: boolean;
  reviewedDate: Date | null;
  links: DemoValuationLinks;
}

export interface DemoStudy {
  id: number;
  studyId: number;
  title: string;
  authors: string;
  reference: string;
  yearOfPublication: number;
  isPublished: boolean;
  isComplete: boolean;
  isNew: boolean;
  publishedOn: Date | null;
  createdOn: Date;
  valuations: DemoValuation[];
}

/** Studies per valuation in the real ESVD: about 1,300 studies for 10,000 value records. */
export const studiesPerValuation = 0.13;
/** The ESVD's form of a ValueId: the StudyId, then a four-digit running number (study 1205 -> 12050001). */
export const valueIdFactor = 10_000;

export const valueIdOf = (studyId: number, runningNumber: number): number => studyId * valueIdFactor + runningNumber;

/**
 * Demo StudyIds start past this one. The real ESVD's run to about 1,400 and grow by a few hundred a year, so a real
 * export never meets a demo study or record; ValueIds stay within PostgreSQL's integer for the first 14,747 demo
 * studies (about 110,000 records), and the bigint column takes larger benchmark datasets.
 */
const demoStudyIdBase = 200_000;

/** The StudyID of the demo study stored as row `rowId` (1, 2, ...). */
const demoStudyIdOf = (rowId: number): number => demoStudyIdBase + rowId;

/** Latest date a generated record is coded or reviewed; fixed so that the output never depends on today. */
const latestDate = new Date(Date.UTC(2025, 11, 31));
const dayMs = 86_400_000;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const later = (date: Date, days: number) => new Date(Math.min(date.getTime() + days * dayMs, latestDate.getTime()));

/** A picker over the entries that `weights` names by code, each drawn in proportion to its weight. */
function weightedByCode<T>(
  weights: Record<string, number>,
  lookup: (code: string) => T | undefined,
): WeightedPicker<T> {
  const weightOf = new Map<T, number>();
  for (const [code, weight] of Object.entries(weights)) {
    const item = lookup(code);
    if (item !== undefined) weightOf.set(item, weight);
  }
  return new WeightedPicker([...weightOf.keys()], (item) => weightOf.get(item)!);
}

interface Site {
  country: string;
  place: string;
  point: Point | null;
  areaHectares: number | null;
  lengthKm: number | null;
  scaleId: number;
  protectionStatusId: number;
  siteCondition: string;
  ecosystemConditionId: number;
  ecosystemDescription: string;
}

interface ServiceChoice {
  service: CatalogEntry;
  linked: CatalogEntry;
}

/**
 * Generates the demo dataset study by study, deterministically from a seed: each study draws from its own
 * stream (seed + study id), so the same seed and size always give the same records.
 */
export class DemoDataGenerator {
  private readonly shapes = CountryShapes.load();
  private readonly byCode = new Map<ReferenceListPath, Map<string, CatalogEntry>>();
  private readonly childrenOf = new Map<CatalogEntry, CatalogEntry[]>();
  private readonly countryPicker: WeightedPicker<CatalogEntry>;
  private readonly countriesByContinent = new Map<number, CatalogEntry[]>();
  private readonly locationsByCountry = new Map<string, StudyLocationSeed[]>();
  private readonly currencyOfCountry = new Map<string, string>();
  private readonly biomes: { entry: CatalogEntry; profile: BiomeProfile }[];
  private readonly services: CatalogEntry[];
  private readonly methodPickers = new Map<string, WeightedPicker<CatalogEntry>>();
  private readonly servicePickers = new Map<BiomeProfile, WeightedPicker<CatalogEntry>>();

  constructor(
    private readonly catalog: ReferenceCatalog,
    private readonly seed: number,
    /** The World Bank factors in use: with them, original values agree with the standardised ones. */
    private readonly factors?: WorldBankFactors,
  ) {
    for (const [path, entries] of Object.entries(catalog) as [ReferenceListPath, CatalogEntry[]][]) {
      this.byCode.set(path, new Map(entries.map((entry) => [entry.code, entry])));
      if (path === 'biomev2ecosystemv2ecozones' || path === 'ecosystemservices') {
        const byId = new Map(entries.map((entry) => [entry.id, entry]));
        for (const entry of entries) {
          const parent = entry.parentId === null ? undefined : byId.get(entry.parentId);
          if (parent) this.childrenOf.set(parent, [...(this.childrenOf.get(parent) ?? []), entry]);
        }
      }
    }
    const placeable = catalog.countries.filter((country) => this.shapes.has(country.code) && country.continentId);
    this.countryPicker = new WeightedPicker(placeable, (country) => countryWeights[country.code] ?? 0.4);
    for (const country of placeable) {
      const peers = this.countriesByContinent.get(country.continentId!) ?? [];
      this.countriesByContinent.set(country.continentId!, [...peers, country]);
    }
    for (const location of studyLocations) {
      this.locationsByCountry.set(location.country, [
        ...(this.locationsByCountry.get(location.country) ?? []),
        location,
      ]);
    }
    for (const country of getCountryDataList()) {
      const currency = country.currency.find(
        (code) => unitsPerUsDollar[code] && this.byCode.get('currencies')?.has(code),
      );
      if (currency) this.currencyOfCountry.set(country.iso3, currency);
    }
    this.biomes = catalog.biomev2ecosystemv2ecozones
      .filter((entry) => entry.parentId === null && biomeProfiles[entry.code])
      .map((entry) => ({ entry, profile: biomeProfiles[entry.code] }));
    this.services = catalog.ecosystemservices.filter((entry) => entry.parentId === null);
  }

  /** The studies for `valuationCount` value records; yields them one by one so memory stays flat. */
  *generate(valuationCount: number): Generator<DemoStudy> {
    const counts = this.valuationsPerStudy(valuationCount);
    let nextValuationId = 1;
    for (let index = 0; index < counts.length; index++) {
      const study = this.study(index + 1, counts[index], nextValuationId);
      nextValuationId += counts[index];
      yield study;
    }
  }

  /** How many value records each study gets: skewed like the real database (many small, a few large). */
  private valuationsPerStudy(valuationCount: number): number[] {
    if (valuationCount <= 0) return [];
    const studyCount = Math.max(1, Math.min(valuationCount, Math.round(valuationCount * studiesPerValuation)));
    const random = Random.derive(this.seed, 'valuations per study');
    const weights = Array.from({ length: studyCount }, () => random.logNormal(1, 1.1));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const spare = valuationCount - studyCount;
    const counts = weights.map((weight) => 1 + Math.floor((weight / total) * spare));
    let missing = valuationCount - counts.reduce((sum, count) => sum + count, 0);
    while (missing > 0) {
      const index = random.int(0, studyCount - 1);
      if (counts[index] < valueIdFactor - 1) {
        counts[index]++;
        missing--;
      }
    }
    return counts;
  }

  private study(rowId: number, valuationCount: number, firstValuationId: number): DemoStudy {
    const studyId = demoStudyIdOf(rowId);
    const random = Random.derive(this.seed, `study ${rowId}`);
    const countries = this.studyCountries(random);
    const sitePlaces = Array.from({ length: Math.min(valuationCount, this.siteCount(random)) }, (_, index) =>
      this.sitePlace(countries[index % countries.length].code, random),
    );
    const latitude = Math.abs(sitePlaces[0].point.latitude);
    const landlocked = landlockedCountries.has(countries[0].code);
    const biomes = this.studyBiomes(latitude, landlocked, random);
    const habitat = this.habitatLinks(biomes, latitude, random);
    const profile = biomes[0].profile;
    const ecosystemName = habitat.names[0];
    const sites = sitePlaces.map((place) => this.site(place, profile, ecosystemName, countries.length, random));

    const yearOfPublication = Math.max(1975, 2024 - Math.floor(Math.abs(random.normal()) * 11));
    const valueYear = Math.max(1970, yearOfPublication - random.int(0, 4));
    const currency = this.studyCurrency(countries[0].code, valueYear, random);
    const focus = this.pickService(profile, random);
    const focusMethod = this.pickMethod(focus.code, random);
    const spatialUnit = this.pick(
      'unitofmeasures',
      random.pick(['ha', 'ha', 'ha', 'total-area', 'total-area', 'km2', 'acre', 'site']),
    );

    const place = sites[0].place;
    const title = this.title(focus, profile, ecosystemName, place, countries[0].label, focusMethod, random);
    const authors = this.authors(random);
    const codedOn = random.date(new Date(Date.UTC(Math.max(yearOfPublication, 2008), 0, 1)), latestDate);
    const isPublished = random.chance(0.85);

    const valuations: DemoValuation[] = [];
    for (let index = 0; index < valuationCount; index++) {
      valuations.push(
        this.valuation({
          id: firstValuationId + index,
          valueId: valueIdOf(studyId, index + 1),
          studyRowId: rowId,
          site: sites[index % sites.length],
          countries,
          biomeLinks: habitat.ids,
          profile,
          focus,
          focusMethod,
          currency,
          valueYear,
          spatialUnit,
          codedOn: later(codedOn, random.int(0, 30)),
          random,
        }),
      );
    }
    return {
      id: rowId,
      studyId,
      title,
      authors,
      reference: this.reference(authors, yearOfPublication, title, random),
      yearOfPublication,
      isPublished,
      isComplete: isPublished || random.chance(0.4),
      isNew: random.chance(0.04),
      publishedOn: isPublished ? later(codedOn, random.int(1, 90)) : null,
      createdOn: codedOn,
      valuations,
    };
  }

  private studyCountries(random: Random): CatalogEntry[] {
    const first = this.countryPicker.pick(random);
    if (!random.chance(0.08)) return [first];
    const peers = (this.countriesByContinent.get(first.continentId!) ?? []).filter((country) => country !== first);
    return [first, ...random.sample(peers, random.int(1, 3))];
  }

  private siteCount(random: Random): number {
    const draw = random.next();
    return draw < 0.65 ? 1 : draw < 0.85 ? 2 : random.int(3, 5);
  }

  private sitePlace(country: string, random: Random): { country: string; place: string; point: Point } {
    const known = this.locationsByCountry.get(country);
    if (known && random.chance(0.6)) {
      const location = random.pick(known);
      return { country, place: location.name, point: this.shapes.pointNear(country, location, 0.25, random) };
    }
    const countryName = this.byCode.get('countries')!.get(country)!.label;
    return {
      country,
      place: `${random.pick(placeDirections)} ${countryName}`,
      point: this.shapes.randomPoint(country, random),
    };
  }

  private studyBiomes(latitude: number, landlocked: boolean, random: Random) {
    const candidates = this.biomes.filter(
      ({ profile }) =>
        latitude >= profile.latitude[0] && latitude <= profile.latitude[1] && !(landlocked && profile.coastal),
    );
    const biomePicker = new WeightedPicker(
      candidates.length ? candidates : this.biomes,
      (biome) => biome.profile.weight,
    );
    const first = biomePicker.pick(random);
    if (!random.chance(0.1)) return [first];
    const second = biomePicker.pick(random);
    return second === first ? [first] : [first, second];
  }

  /** Biome + ecozone (+ sometimes an ecosystem) per biome; the ids to link and the most specific names. */
  private habitatLinks(biomes: { entry: CatalogEntry }[], latitude: number, random: Random) {
    const ids: number[] = [];
    const names: string[] = [];
    const suits = (entry: CatalogEntry) => {
      const codes = entry.code.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.'));
      if (codes.some((code) => tropicalCodes.has(code)) && latitude > 30) return false;
      if (codes.some((code) => temperateCodes.has(code)) && latitude < 23) return false;
      if (codes.some((code) => borealCodes.has(code)) && latitude < 45) return false;
      return true;
    };
    for (const { entry: biome } of biomes) {
      ids.push(biome.id);
      const ecozones = (this.childrenOf.get(biome) ?? []).filter(suits);
      if (!ecozones.length) {
        names.push(biome.label);
        continue;
      }
      const ecozone = new WeightedPicker(ecozones, (zone) => (zone.statsReady ? 6 : 1)).pick(random);
      ids.push(ecozone.id);
      const ecosystems = (this.childrenOf.get(ecozone) ?? []).filter(suits);
      if (ecosystems.length && random.chance(0.45)) {
        const ecosystem = random.pick(ecosystems);
        ids.push(ecosystem.id);
        names.push(ecosystem.label);
      } else {
        names.push(ecozone.label);
      }
    }
    return { ids, names };
  }

  private site(
    place: { country: string; place: string; point: Point },
    profile: BiomeProfile,
    ecosystemName: string,
    countryCount: number,
    random: Random,
  ): Site {
    const areaHectares = random.chance(0.85)
      ? roundTo(Math.max(0.5, random.logNormal(profile.medianArea, 2)), 2)
      : null;
    const scale =
      countryCount > 1
        ? 'multi-national'
        : areaHectares === null || areaHectares < 5_000
          ? 'local'
          : areaHectares < 500_000
            ? 'sub-national'
            : 'national';
    const condition = random.pick(conditionPhrases);
    const templates = [
      `${capitalise(ecosystemName)} of ${place.place}, ${condition}.`,
      `${capitalise(ecosystemName)} at ${place.place}${areaHectares ? `, covering about ${Math.round(areaHectares).toLocaleString('en-US')} ha` : ''}; ${condition}.`,
      `${place.place}: ${lowerFirst(ecosystemName)}, ${condition}.`,
    ];
    return {
      country: place.country,
      place: place.place,
      point: random.chance(0.95) ? place.point : null,
      areaHectares,
      lengthKm: random.chance(0.12) ? roundTo(random.logNormal(20, 1.2), 2) : null,
      scaleId: this.pick('scaleofstudysites', scale).id,
      protectionStatusId: this.pick(
        'protectionstatuses',
        random.pick([
          'protected',
          'protected',
          'protected',
          'partially-protected',
          'no-protection',
          'no-protection',
          'no-protection',
          'unknown',
        ]),
      ).id,
      siteCondition: random.pick(this.catalog.siteconditions).label,
      ecosystemConditionId: this.pick(
        'ecosystemconditions',
        random.pick(['well-functioning', 'intermediate', 'intermediate', 'highly-degraded', 'unknown']),
      ).id,
      ecosystemDescription: random.pick(templates),
    };
  }

  private studyCurrency(country: string, valueYear: number, random: Random): string {
    const local =
      valueYear < 1999
        ? (euroLegacyCurrencyOf[country] ?? this.currencyOfCountry.get(country))
        : this.currencyOfCountry.get(country);
    return local && random.chance(0.7) ? local : 'USD';
  }

  private pickService(profile: BiomeProfile, random: Random): CatalogEntry {
    let services = this.servicePickers.get(profile);
    if (!services) {
      services = new WeightedPicker(
        this.services,
        (service) => (serviceWeights[Number(service.code)] ?? 1) * (profile.services?.[Number(service.code)] ?? 1),
      );
      this.servicePickers.set(profile, services);
    }
    return services.pick(random);
  }

  private pickMethod(serviceCode: string, random: Random): CatalogEntry {
    let methods = this.methodPickers.get(serviceCode);
    if (!methods) {
      methods = weightedByCode(serviceCrosswalk[serviceCode].methods, (code) =>
        this.byCode.get('valuationmethods')?.get(code),
      );
      this.methodPickers.set(serviceCode, methods);
    }
    return methods.pick(random);
  }

  private valuation(input: {
    id: number;
    valueId: number;
    studyRowId: number;
    site: Site;
    countries: CatalogEntry[];
    biomeLinks: number[];
    profile: BiomeProfile;
    focus: CatalogEntry;
    focusMethod: CatalogEntry;
    currency: string;
    valueYear: number;
    spatialUnit: CatalogEntry;
    codedOn: Date;
    random: Random;
  }): DemoValuation {
    const { site, profile, random } = input;
    const services = this.valuationServices(input.focus, profile, random);
    const primary = services[0];
    const crosswalks = services.map(
      ({ service, linked }) =>
        (linked === service ? undefined : subServiceCrosswalk[linked.code]) ?? serviceCrosswalk[service.code],
    );
    const ciceses = random.chance(0.95)
      ? crosswalks.flatMap((crosswalk) => random.sample(crosswalk.cices, random.chance(0.7) ? 1 : 2))
      : [];
    const seeas = random.chance(0.9) ? crosswalks.map((crosswalk) => random.pick(crosswalk.seea)) : [];
    const methods = this.valuationMethods(primary.service.code, input.focusMethod, random);

    const standardised = random.chance(0.1)
      ? null
      : random.chance(0.011)
        ? 0
        : roundTo(
            random.logNormal(
              profile.medianValue * (serviceValueFactors[Number(primary.service.code)] ?? 1),
              profile.sigma,
            ),
            4,
          );
    const temporal = random.pick([
      'year',
      'year',
      'year',
      'year',
      'year',
      'year',
      'year',
      'year',
      'one-time',
      'present-value',
      'month',
      'visit',
    ]);
    const presentValue = temporal === 'present-value';
    const area = standardised === null && random.chance(0.6) ? null : site.areaHectares;
    const areaUnit = area === null ? null : area < 1 ? 'm2' : random.pick(['ha', 'ha', 'km2', 'acre']);
    const beneficiaries = random.chance(0.4);

    const valuation: DemoValuation = {
      id: input.id,
      valueId: input.valueId,
      studyRowId: input.studyRowId,
      codedDate: input.codedOn,
      ecosystemDescription: site.ecosystemDescription,
      ecosystemServiceDescription: this.serviceDescription(primary.linked, methods[0], random),
      continentId: input.countries[0].continentId ?? null,
      scaleOfStudySiteId: site.scaleId,
      studyLocation: site.place,
      protectionStatusId: site.protectionStatusId,
      siteArea: area === null || areaUnit === null ? null : roundTo(area / hectaresPer[areaUnit], 2),
      siteAreaUnitId: areaUnit === null ? null : this.pick('unitofmeasures', areaUnit).id,
      siteAreaInHectares: area,
      siteLength: site.lengthKm,
      siteLengthUnitId: site.lengthKm === null ? null : this.pick('unitofmeasures', 'km').id,
      siteLengthKm: site.lengthKm,
      siteCondition: site.siteCondition,
      ecosystemConditionId: site.ecosystemConditionId,
      latitude: site.point?.latitude ?? null,
      longitude: site.point?.longitude ?? null,
      siteCountry: site.country,
      valuedChange: random.pick(this.catalog.valuedchanges).label,
      valueMeasure: random.pick(['Average', 'Average', 'Marginal', 'Total', 'Total']),
      originalValue: this.originalValue(standardised, input, area, temporal, random),
      currencyId: this.pick('currencies', input.currency).id,
      valueYear: input.valueYear,
      spatialUnitId: input.spatialUnit.id,
      temporalUnitId: this.pick('temporalunits', temporal).id,
      presentValueYear: presentValue ? random.pick([10, 20, 25, 30, 50]) : null,
      presentValueDiscountRate: presentValue ? roundTo(random.between(0.02, 0.1), 3) : null,
      beneficiaryUnitId: beneficiaries ? random.pick(this.catalog.beneficiaryunits).id : null,
      numberOfBeneficiaries: beneficiaries ? Math.max(1, Math.round(random.logNormal(5_000, 2))) : null,
      typeOfBeneficiary: beneficiaries ? random.pick(this.catalog.typeofbeneficiaries).label : null,
      intPerHectarePerYear: standardised,
      notes: random.chance(0.25) ? random.pick(valuationNotes) : null,
      secondaryDataSources: random.chance(0.15) ? random.pick(secondarySources) : null,
      ...this.inclusion(random),
      ...this.review(input.codedOn, random),
      links: {
        biomeV2EcosystemV2Ecozones: input.biomeLinks,
        ecosystemServices: [...new Set(services.map((choice) => choice.linked.id))],
        ciceses: [...new Set(ciceses.map((code) => this.pick('cicesclasses', code).id))],
        seeas: [...new Set(seeas.map((code) => this.pick('seeas', code).id))],
        countries: input.countries.map((country) => country.id),
        valuationMethods: methods.map((method) => method.id),
      },
    };
    return this.agreeingWithStandardisation(valuation, input, temporal);
  }

  /**
   * The original value the engine standardises to the record's Int$/ha/year (to four significant digits) when the
   * World Bank factors are at hand and it can standardise the record: the demo's checks then flag what a careful
   * analyst's records would show (missing values and counts), not every record. Otherwise the record is as drawn.
   */
  private agreeingWithStandardisation(
    valuation: DemoValuation,
    input: { countries: CatalogEntry[]; currency: string; valueYear: number; spatialUnit: CatalogEntry },
    temporal: string,
  ): DemoValuation {
    const standardised = valuation.intPerHectarePerYear;
    if (!this.factors || !standardised) return valuation;
    const beneficiaryUnit = this.catalog.beneficiaryunits.find((entry) => entry.id === valuation.beneficiaryUnitId);
    const perUnit = standardiseValue(
      {
        originalValue: 1,
        currency: input.currency,
        valueYear: input.valueYear,
        countries: input.countries.map((country) => country.code),
        spatialUnit: input.spatialUnit.label,
        siteAreaInHectares: valuation.siteAreaInHectares,
        temporalUnit: this.pick('temporalunits', temporal).label,
        presentValueYear: valuation.presentValueYear,
        presentValueDiscountRate: valuation.presentValueDiscountRate,
        beneficiaryUnit: beneficiaryUnit?.label ?? null,
        numberOfBeneficiaries: valuation.numberOfBeneficiaries,
      },
      this.factors,
    );
    if (!perUnit.computable || !(perUnit.value > 0)) return valuation;
    return { ...valuation, originalValue: Number((standardised / perUnit.value).toPrecision(4)) };
  }

  /** 1-3 distinct services, the study's focus first half the time; each linked as itself or a sub-service. */
  private valuationServices(focus: CatalogEntry, profile: BiomeProfile, random: Random): ServiceChoice[] {
    const draw = random.next();
    const count = draw < 0.75 ? 1 : draw < 0.94 ? 2 : 3;
    const chosen: CatalogEntry[] = [random.chance(0.5) ? focus : this.pickService(profile, random)];
    for (let attempt = 0; chosen.length < count && attempt < 10; attempt++) {
      const service = this.pickService(profile, random);
      if (!chosen.includes(service)) chosen.push(service);
    }
    return chosen.map((service) => {
      const subServices = this.childrenOf.get(service) ?? [];
      return { service, linked: subServices.length && random.chance(0.7) ? random.pick(subServices) : service };
    });
  }

  /** One or two methods fitting the service; value transfer on a few percent. */
  private valuationMethods(serviceCode: string, focusMethod: CatalogEntry, random: Random): CatalogEntry[] {
    const primary = random.chance(0.6) ? focusMethod : this.pickMethod(serviceCode, random);
    if (random.chance(0.04)) {
      const transfer = this.pick('valuationmethods', 'VT');
      return random.chance(0.5) ? [transfer] : [transfer, primary];
    }
    if (!random.chance(0.2)) return [primary];
    const second = this.pickMethod(serviceCode, random);
    return second === primary ? [primary] : [primary, second];
  }

  /** The value as the study reported it: per its spatial and temporal unit, in its currency. */
  private originalValue(
    standardised: number | null,
    input: { profile: BiomeProfile; currency: string; spatialUnit: CatalogEntry },
    areaHectares: number | null,
    temporal: string,
    random: Random,
  ): number {
    if (standardised === 0) return 0;
    const perHectareYear = standardised ?? random.logNormal(input.profile.medianValue, input.profile.sigma);
    const priceLevel = random.between(0.5, 1.1);
    const perArea =
      input.spatialUnit.code === 'total-area' || input.spatialUnit.code === 'site'
        ? (areaHectares ?? random.logNormal(input.profile.medianArea, 1.5))
        : (hectaresPer[input.spatialUnit.code] ?? 1);
    const perTime = temporalFactor[temporal] ?? 1;
    const value = perHectareYear * priceLevel * unitsPerUsDollar[input.currency] * perArea * perTime;
    return value >= 100 ? Math.round(value) : roundTo(value, 2);
  }

  private inclusion(random: Random): Pick<DemoValuation, 'inclExcl' | 'inclExclComments'> {
    const draw = random.next();
    if (draw < 0.85) return { inclExcl: true, inclExclComments: null };
    if (draw < 0.93) return { inclExcl: false, inclExclComments: random.pick(exclusionReasons) };
    return { inclExcl: null, inclExclComments: null };
  }

  private review(codedOn: Date, random: Random): Pick<DemoValuation, 'reviewed' | 'reviewedDate'> {
    const reviewed = random.chance(0.7);
    return { reviewed, reviewedDate: reviewed ? later(codedOn, random.int(1, 400)) : null };
  }

  private serviceDescription(service: CatalogEntry, method: CatalogEntry, random: Random): string {
    const label = service.label;
    return random.pick([
      label,
      `Value of ${lowerFirst(label)}`,
      `${label} for local households`,
      `${label} (${lowerFirst(method.label)})`,
    ]);
  }

  private title(
    service: CatalogEntry,
    profile: BiomeProfile,
    ecosystemName: string,
    place: string,
    country: string,
    method: CatalogEntry,
    random: Random,
  ): string {
    const ecosystem = random.chance(0.5) ? profile.noun : lowerFirst(ecosystemName);
    const fill: Record<string, string> = {
      service: lowerFirst(service.label),
      ecosystem,
      place,
      country,
      method: lowerFirst(method.label),
      Method: method.label,
    };
    const title = random.pick(titleTemplates).replace(/\{(\w+)\}/g, (_, key: string) => fill[key]);
    // A generated place already names its country ("Coastal Kenya"): do not repeat it.
    return place.endsWith(country) ? title.replace(`${place}, ${country}`, place) : title;
  }

  /** "Kiptoo, J., Barbier, E.B." style: 1-6 distinct surnames with one or two initials. */
  private authors(random: Random): string {
    const draw = random.next();
    const count = draw < 0.2 ? 1 : draw < 0.5 ? 2 : draw < 0.75 ? 3 : random.int(4, 6);
    const initial = () => String.fromCharCode(65 + random.int(0, 25));
    return random
      .sample(surnames, count)
      .map((surname) => `${surname}, ${initial()}.${random.chance(0.35) ? `${initial()}.` : ''}`)
      .join(', ');
  }

  private reference(authors: string, year: number, title: string, random: Random): string {
    const draw = random.next();
    const lead = `${authors} (${year}). ${title}.`;
    if (draw < 0.75) {
      const [journal, firstYear, volumesPerYear] = random.pick(journals.filter(([, since]) => since <= year));
      const volume = 1 + Math.floor((year - firstYear) * volumesPerYear + random.between(0, volumesPerYear));
      const firstPage = random.int(1, 1800);
      return `${lead} ${journal} ${volume}, ${firstPage}-${firstPage + random.int(8, 25)}.`;
    }
    if (draw < 0.88) return `${lead} ${random.pick(reportPublishers)}.`;
    if (draw < 0.94) return `${lead} PhD thesis, ${random.pick(universities)}.`;
    const firstPage = random.int(20, 400);
    return `${lead} In: ${random.pick(surnames)}, ${String.fromCharCode(65 + random.int(0, 25))}. (ed.), Valuing Ecosystem Services: Methods and Applications. Springer, Dordrecht, pp. ${firstPage}-${firstPage + random.int(10, 30)}.`;
  }

  private pick(list: ReferenceListPath, code: string): CatalogEntry {
    const entry = this.byCode.get(list)?.get(code);
    if (!entry) throw new Error(`Reference list ${list} has no code "${code}"; the demo data needs the seeded lists`);
    return entry;
  }
}

/** Hectares in one unit of area, for converting site areas and per-area values. */
const hectaresPer: Record<string, number> = { ha: 1, km2: 100, m2: 0.0001, acre: 0.404686, mi2: 258.999 };

/** How a value per year scales to the study's temporal unit. */
const temporalFactor: Record<string, number> = {
  year: 1,
  month: 1 / 12,
  visit: 1 / 200,
  'one-time': 18,
  'present-value': 15,
};
