// Real ESVD records fit the product without loss (issue 12). A valuation entered through the api with the ESVD's
// free texts, a TEEB sub-service 191, Reviewed and four biomes in a given order comes back in the export in the
// ESVD's form and order, each of the 126 columns checked; so does a new order of its links. StudyIDs come from a
// sequence and are never handed out twice; a study and a valuation brought in from the ESVD keep their identifiers.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { createContext, type Context } from '../../api/src/core/context.ts';
import { DomainError } from '../../api/src/core/errors.ts';
import { AccessPolicy } from '../../api/src/modules/access/access.service.ts';
import { HistoryService } from '../../api/src/modules/history/history.service.ts';
import { StudiesService, studyMessages } from '../../api/src/modules/studies/studies.service.ts';
import {
  ValuationEntryService,
  valuationEntryMessages,
} from '../../api/src/modules/valuations/valuation-entry.service.ts';
import { demoAccounts } from '../../api/src/db/seed/index.ts';
import { startTestApp } from '../support/app.ts';
import { esvdColumns, parseCsv } from '../support/esvd-export.ts';
import { graphqlData, loginAsDemoUser, rest } from '../support/http.ts';
import { withDatabase } from './search-fixtures.ts';

interface Entry {
  id: number;
  code: string;
  label: string;
  path: string;
}

interface Study {
  id: number;
  studyId: number;
  version: number;
}

let app: RunningApp;
let editor: string;
const lists = new Map<string, Entry[]>();

beforeAll(async () => {
  app = await startTestApp();
  editor = await loginAsDemoUser(app, 'editorInChief');
});

afterAll(async () => {
  await app?.stop();
});

/** A reference list as the api serves it. */
async function list(name: string): Promise<Entry[]> {
  if (!lists.has(name)) {
    const data = await graphqlData<{ referenceList: Entry[] }>(
      app,
      'query List($list: ReferenceListName!) { referenceList(list: $list) { id code label path } }',
      { list: name },
      editor,
    );
    lists.set(name, data.referenceList);
  }
  return lists.get(name)!;
}

/** Entries by path, as the ESVD names them ("19/191" is sub-service 191 of service 19), in the order named. */
async function entries(name: string, paths: string[]): Promise<Entry[]> {
  const all = await list(name);
  return paths.map((path) => {
    const found = all.find((entry) => entry.path === path);
    if (!found) throw new Error(`${name} has no entry ${path}`);
    return found;
  });
}

const entry = async (name: string, path: string) => (await entries(name, [path]))[0];

const joined = (items: string[]) => items.join('; ');

/** A many-valued field's numbered columns, one value each, empty past the last. */
const spread = (prefix: string, count: number, items: string[]) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`${prefix}${index + 1}`, items[index] ?? '']));

const study = {
  title: 'Bayesian analysis of demand for urban green space: A contingent valuation of developing a new urban park',
  authors: 'Gelo, D., & Turpie, J.',
  reference:
    'Gelo, D., & Turpie, J. (2021). Bayesian analysis of demand for urban green space: A contingent valuation of ' +
    'developing a new urban park. Land Use Policy, 109',
  yearOfPublication: 2021,
};

// Texts as real ESVD rows write them: free, long, with commas, quotes, apostrophes and line breaks.
const texts = {
  ecosystemDescription:
    'Rehabilitation of degraded Nakivubo wetland by developing it into urban park. Recreational park that ' +
    'encompasses wetland and lake shore waterfront areas.',
  ecosystemServiceDescription: 'recreational value',
  studyLocation: 'Kampala city and Nakivubo wetland',
  siteCondition:
    'Nakivubo wetland highly degraded at present. Wetlands in the city have been used as conduits for waste water, ' +
    'have been altered and encroached upon by agriculture and informal settlements, and are generally highly ' +
    'polluted and degraded.',
  valuedChange: 'Marginal Willingness to Pay (WTP) to improve the ES through reforestation',
  valueMeasure: 'Average',
  typeOfBeneficiary: "lowland farms' residents",
  notes:
    'The study doesn\'t mention the area of the urban park, hence "a google search" for the area.\n' +
    '92% of households would make use of the recreational service ("Note also that almost most of the households").',
  secondaryDataSources:
    'For site area: https://doi.org/10.1007/s10661-016-5207-5  For total population: ' +
    'https://en.wikipedia.org/wiki/Kampala#Demographics',
};

const numbers = {
  siteArea: 5.29,
  siteAreaInHectares: 529,
  siteLength: 12.5,
  siteLengthKm: 12.5,
  latitude: 0.311238,
  longitude: 32.613062,
  originalValue: 14184.538,
  valueYear: 2015,
  presentValueYear: 20,
  presentValueDiscountRate: 0.04,
  numberOfBeneficiaries: 454588,
  intPerHectarePerYear: 525.2737,
};

const valuationFields = `id valueId version biomeV2EcosystemV2Ecozones ecosystemServices countries reviewed reviewedDate
  siteCondition valuedChange typeOfBeneficiary`;

interface Entered {
  id: number;
  valueId: number;
  version: number;
  biomeV2EcosystemV2Ecozones: number[];
  ecosystemServices: number[];
  countries: number[];
  reviewed: boolean;
  reviewedDate: string | null;
}

/** The export of the fixture's search: its header and its one record, by column. */
async function exported(): Promise<{ header: string[]; record: Record<string, string> }> {
  const freeText = encodeURIComponent(`"${study.title}"`);
  const response = await rest<string>(app, 'GET', `/api/esvds/download?freeText=${freeText}`, undefined, editor);
  expect(response.status).toBe(200);
  const [header, ...records] = parseCsv(response.body.replace(/^\uFEFF/, ''));
  expect(records).toHaveLength(1);
  return { header, record: Object.fromEntries(header.map((name, index) => [name, records[0][index]])) };
}

describe('a valuation entered through the api, exported', () => {
  let created: Study;
  let valuation: Entered;
  let expected: Record<string, string>;

  beforeAll(async () => {
    const habitats = await entries('BIOME_V2_ECOSYSTEM_V2_ECOZONES', [
      '9',
      '9/9.1',
      '13',
      '15/15.1/15.1.3',
      '5',
      '5/5.3',
      '5/5.3/5.3.1',
      '4',
    ]);
    const [biomes, ecozones, ecosystems] = [1, 2, 3].map((level) =>
      habitats.filter((habitat) => habitat.path.split('/').length === level),
    );
    const services = await entries('ECOSYSTEM_SERVICES', ['19/191', '12/121', '8']);
    const serviceNames = await entries('ECOSYSTEM_SERVICES', ['19', '12', '8']);
    const cices = (await list('CICES_CLASSES')).filter((found) => ['3.1.1.2', '3.1.1.1'].includes(found.code));
    const allSeeas = await list('SEEAS');
    const seea = ['Recreation-related services', 'Soil erosion control services'].map((label) =>
      allSeeas.find((found) => found.label === label)!,
    );
    const countries = await entries('COUNTRIES', ['UGA', 'KEN', 'ETH']);
    const methods = await entries('VALUATION_METHODS', ['CE', 'CV']);
    const single = {
      continentId: await entry('CONTINENTS', 'AF'),
      scaleOfStudySiteId: await entry('SCALE_OF_STUDY_SITES', 'local'),
      protectionStatusId: await entry('PROTECTION_STATUSES', 'no-protection'),
      siteAreaUnitId: await entry('UNIT_OF_MEASURES', 'km2'),
      siteLengthUnitId: await entry('UNIT_OF_MEASURES', 'km'),
      ecosystemConditionId: await entry('ECOSYSTEM_CONDITIONS', 'highly-degraded'),
      currencyId: await entry('CURRENCIES', 'UGX'),
      spatialUnitId: await entry('UNIT_OF_MEASURES', 'total-area'),
      temporalUnitId: await entry('TEMPORAL_UNITS', 'one-time'),
      beneficiaryUnitId: await entry('BENEFICIARY_UNITS', 'household'),
    };

    created = (await rest<Study>(app, 'POST', '/api/studies', study, editor)).body;
    const { createValuation } = await graphqlData<{ createValuation: Entered }>(
      app,
      `mutation Add($studyRecordId: Int!, $input: ValuationEntryInput!) {
        createValuation(studyRecordId: $studyRecordId, input: $input) { ${valuationFields} } }`,
      {
        studyRecordId: created.id,
        input: {
          ...texts,
          ...numbers,
          ...Object.fromEntries(Object.entries(single).map(([field, found]) => [field, found.id])),
          biomeV2EcosystemV2Ecozones: habitats.map((found) => found.id),
          ecosystemServices: services.map((found) => found.id),
          ciceses: ['3.1.1.2', '3.1.1.1'].map((code) => cices.find((found) => found.code === code)!.id),
          seeas: seea.map((found) => found.id),
          countries: countries.map((found) => found.id),
          valuationMethods: methods.map((found) => found.id),
          inclExcl: true,
          reviewed: true,
          reviewedDate: '2023-05-04T00:00:00.000Z',
        },
      },
      editor,
    );
    valuation = createValuation;
    const published = await rest(
      app,
      'PUT',
      `/api/studies/${created.id}`,
      { ...study, isComplete: true, isPublished: true, version: created.version },
      editor,
    );
    expect(published.status).toBe(200);

    const labels = (found: Entry[]) => found.map((item) => item.label);
    const codes = (found: Entry[]) => found.map((item) => item.code);
    expected = {
      ValueId: String(created.studyId * 100_000 + 1),
      StudyId: String(created.studyId),
      'ESVD2.0_Biome': joined(labels(biomes)),
      'ESVD2.0_Biome_Codes': '9; 13; 5; 4',
      ...spread('ESVD2.0_Biome_', 8, labels(biomes)),
      'ESVD2.0_Ecozones': joined(labels(ecozones)),
      'ESVD2.0_Ecozone_Codes': '9.1; 5.3',
      ...spread('ESVD2.0_Ecozone_', 13, labels(ecozones)),
      'ESVD2.0_Ecosystems': joined(labels(ecosystems)),
      'ESVD2.0_Ecosystem_Codes': '15.1.3; 5.3.1',
      ...spread('ESVD2.0_Ecosystem_', 7, labels(ecosystems)),
      'Ecosystem Text': texts.ecosystemDescription,
      ES_Text: texts.ecosystemServiceDescription,
      TEEB_ES: '19; 12; 8',
      TEEB_SubES: '191; 121',
      ...spread('ES_', 14, labels(serviceNames)),
      CICES: '3.1.1.2; 3.1.1.1',
      SEEA: 'Recreation-related services; Soil erosion control services',
      Countries: joined(labels(countries)),
      Country_Codes: 'UGA; KEN; ETH',
      ...spread('Country_Code_', 17, codes(countries)),
      ...spread('Country_', 17, labels(countries)),
      Continent: single.continentId.label,
      'Scale Of Site': single.scaleOfStudySiteId.label,
      'Study Location': texts.studyLocation,
      'Protection Status': single.protectionStatusId.label,
      'Site Area': '5.29',
      'Site Area Unit': single.siteAreaUnitId.label,
      'Site Area In Hectares': '529',
      'Site Length': '12.5',
      'Site Length Unit': single.siteLengthUnitId.label,
      'Site Length Km': '12.5',
      'Site Condition': texts.siteCondition,
      'Ecosystem Condition': single.ecosystemConditionId.label,
      Latitude: '0.311238',
      Longitude: '32.613062',
      'Valuation Methods': 'CE; CV',
      'Valued Change': texts.valuedChange,
      'Original Value': '14184.538',
      Currency: single.currencyId.label,
      'Value Year': '2015',
      'Spatial Unit': single.spatialUnitId.label,
      'Temporal Unit': single.temporalUnitId.label,
      'Present Value Year': '20',
      'Present Value Discount Rate': '0.04',
      'Beneficiary Unit': single.beneficiaryUnitId.label,
      'Number Of Beneficiaries': '454588',
      'Type Of Beneficiary': texts.typeOfBeneficiary,
      'Int$ Per Hectare Per Year': '525.2737',
      Authors: study.authors,
      Title: study.title,
      Reference: study.reference,
      Year_Pub: '2021',
      Notes: texts.notes,
      'Secondary Data Sources': texts.secondaryDataSources,
      Reviewed: 'Yes',
    };
  });

  it('keeps what was entered: the free texts, the links in their order, the review', () => {
    expect(valuation).toMatchObject({
      siteCondition: texts.siteCondition,
      valuedChange: texts.valuedChange,
      typeOfBeneficiary: texts.typeOfBeneficiary,
      reviewed: true,
      reviewedDate: '2023-05-04T00:00:00.000Z',
    });
  });

  it('writes each of the 126 columns in the ESVD form and order', async () => {
    const { header, record } = await exported();
    expect(Object.keys(expected)).toEqual(esvdColumns);
    expect(header.slice(0, 126)).toEqual(esvdColumns);
    for (const column of esvdColumns) expect(record[column], column).toBe(expected[column]);
    // Beyond the ESVD's columns: the value measure, the review's date and the inclusion as 1 or 0 (spec 000 §9).
    expect(record).toMatchObject({
      'Value Measure': 'Average',
      'Reviewed Date': '04-05-2023 00:00:00',
      InclExcl: '1',
    });
  });

  it('writes the same cells into the XLSX', async () => {
    const freeText = encodeURIComponent(`"${study.title}"`);
    const response = await fetch(`${app.url}/api/esvds/download?freeText=${freeText}&format=xlsx`, {
      headers: { authorization: `Bearer ${editor}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('ESVD MASTER')!;
    // Cell values from 1; an empty cell is a hole in the list.
    const values = sheet.getRow(2).values as unknown[];
    const cells = Array.from({ length: esvdColumns.length }, (_, index) => values[index + 1]);
    expect(cells.map((cell) => (cell === undefined || cell === null ? '' : String(cell)))).toEqual(
      esvdColumns.map((column) => expected[column]),
    );
  });

  it('shows a new order of the links in the next export, and in the search rows', async () => {
    const reordered = [...valuation.biomeV2EcosystemV2Ecozones].reverse();
    const countries = [...valuation.countries].reverse();
    const { updateValuation } = await graphqlData<{ updateValuation: Entered }>(
      app,
      `mutation Edit($id: Int!, $version: Int!, $input: ValuationEntryInput!) {
        updateValuation(id: $id, version: $version, input: $input) { ${valuationFields} } }`,
      {
        id: valuation.id,
        version: valuation.version,
        input: {
          ...texts,
          ...numbers,
          biomeV2EcosystemV2Ecozones: reordered,
          ecosystemServices: valuation.ecosystemServices,
          countries,
        },
      },
      editor,
    );
    expect(updateValuation.biomeV2EcosystemV2Ecozones).toEqual(reordered);
    // Not sent, the review stays.
    expect(updateValuation.reviewed).toBe(true);

    const { record } = await exported();
    expect(record['ESVD2.0_Biome_Codes']).toBe('4; 5; 13; 9');
    expect(record['ESVD2.0_Biome_1']).toBe(expected['ESVD2.0_Biome_4']);
    expect(record['ESVD2.0_Ecosystem_Codes']).toBe('5.3.1; 15.1.3');
    expect(record.Country_Codes).toBe('ETH; KEN; UGA');
    expect(record.Reviewed).toBe('Yes');

    const { valuations } = await graphqlData<{
      valuations: { items: { biomeCodes: string[]; countryCodes: string[]; teebServices: string[] }[] };
    }>(
      app,
      'query S($filter: ValuationFilter!) { valuations(filter: $filter) { items { biomeCodes countryCodes teebServices } } }',
      { filter: { freeText: `"${study.title}"` } },
      editor,
    );
    expect(valuations.items).toEqual([
      {
        biomeCodes: ['4', '5', '13', '9'],
        countryCodes: ['ETH', 'KEN', 'UGA'],
        teebServices: [expected.ES_1, expected.ES_2, expected.ES_3],
      },
    ]);
  });
});

describe('identifiers', () => {
  const form = {
    title: 'Identifier fixture',
    authors: 'Ada',
    reference: 'Ada (2020) Identifiers',
    yearOfPublication: 2020,
  };

  it('never hands out a StudyID twice, also after the newest study is deleted', async () => {
    const first = (await rest<Study>(app, 'POST', '/api/studies', form, editor)).body;
    expect((await rest(app, 'DELETE', `/api/studies/${first.id}`, undefined, editor)).status).toBe(204);
    const second = (await rest<Study>(app, 'POST', '/api/studies', form, editor)).body;
    expect(second.studyId).toBe(first.studyId + 1);
  });

  describe('kept from the ESVD (the service the dataset upload calls)', () => {
    let studies: StudiesService;
    let valuationEntry: ValuationEntryService;

    /** A call as the demo account of `role` makes it. */
    const as = async (role: (typeof demoAccounts)[number]['role']): Promise<Context> => {
      const account = demoAccounts.find((candidate) => candidate.role === role)!;
      const [user] = await withDatabase(
        app.database.url,
        async (client) =>
          (await client.query<{ id: number }>('select id from app_user where user_name = $1', [account.userName])).rows,
      );
      return createContext(
        {
          kind: 'user',
          userId: user.id,
          userName: account.userName,
          displayName: account.displayName,
          role,
          sessionId: 0,
        },
        app.database.orm.em.fork(),
      );
    };

    /** The failure of a call that should fail, as its kind and message. */
    const failure = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(DomainError);
      return { kind: (error as DomainError).kind, message: (error as DomainError).message };
    };

    beforeAll(async () => {
      const history = new HistoryService();
      studies = new StudiesService(await AccessPolicy.load(app.database.orm.em.fork()), history);
      valuationEntry = new ValuationEntryService(studies, history);
    });

    it('keeps a StudyID and a ValueId for administrators, and moves the sequence past a kept StudyID', async () => {
      const admin = await as('admin');
      const highest = (await rest<Study>(app, 'POST', '/api/studies', form, editor)).body.studyId;
      const kept = await studies.create(admin, form, { studyId: highest + 50 });
      expect(kept.studyId).toBe(highest + 50);
      const valuation = await valuationEntry.create(
        await as('admin'),
        { studyRecordId: kept.id, notes: 'from the ESVD' },
        { valueId: (highest + 50) * 10_000 + 7 },
      );
      expect(valuation.valueId).toBe((highest + 50) * 10_000 + 7);
      // Entered by hand after it: the next StudyID is past the kept one, the next ValueId follows the kept one.
      expect((await rest<Study>(app, 'POST', '/api/studies', form, editor)).body.studyId).toBe(highest + 51);
      const next = await valuationEntry.create(await as('admin'), { studyRecordId: kept.id, notes: 'entered here' });
      expect(next.valueId).toBe((highest + 50) * 10_000 + 8);

      // A StudyID below the sequence is kept too, and the sequence stays where it was.
      const lower = await studies.create(await as('admin'), form, { studyId: highest + 20 });
      expect(lower.studyId).toBe(highest + 20);
      expect((await rest<Study>(app, 'POST', '/api/studies', form, editor)).body.studyId).toBe(highest + 52);
    });

    it('refuses an identifier in use (409), a bad one (400), and anyone but administrators (403)', async () => {
      const admin = await as('admin');
      const taken = (await rest<Study>(app, 'POST', '/api/studies', form, editor)).body;
      expect(await failure(studies.create(admin, form, { studyId: taken.studyId }))).toEqual({
        kind: 'conflict',
        message: studyMessages.studyIdTaken(taken.studyId),
      });
      expect((await failure(studies.create(admin, form, { studyId: 0 }))).kind).toBe('bad-request');
      expect((await failure(studies.create(await as('editorInChief'), form, { studyId: 9_000_001 }))).kind).toBe(
        'forbidden',
      );

      const first = await valuationEntry.create(await as('admin'), { studyRecordId: taken.id, notes: 'one' });
      expect(
        await failure(
          valuationEntry.create(
            await as('admin'),
            { studyRecordId: taken.id, notes: 'two' },
            { valueId: first.valueId },
          ),
        ),
      ).toEqual({ kind: 'conflict', message: valuationEntryMessages.valueIdTaken(first.valueId) });
      expect(
        (
          await failure(
            valuationEntry.create(await as('dataAnalyst'), { studyRecordId: taken.id, notes: 'x' }, { valueId: 77 }),
          )
        ).kind,
      ).toBe('forbidden');
    });

    it('steps a valueId entered by hand over one kept from the ESVD by another study', async () => {
      const admin = await as('admin');
      const empty = (await rest<Study>(app, 'POST', '/api/studies', form, editor)).body;
      const other = await studies.create(admin, form, { studyId: empty.studyId * 10 });
      // The other study's ESVD ValueId is this study's StudyID followed by 00001.
      await valuationEntry.create(
        await as('admin'),
        { studyRecordId: other.id, notes: 'kept' },
        { valueId: empty.studyId * 100_000 + 1 },
      );
      const entered = await valuationEntry.create(await as('admin'), { studyRecordId: empty.id, notes: 'entered' });
      expect(entered.valueId).toBe(empty.studyId * 100_000 + 2);
    });
  });
});
