// Issue 37: records written in the ESVD's layout, uploaded as the ESVD's own CSV, come back with the standardised
// value the method of the World Bank data's README gives. The answers are worked out here from the series files
// themselves, step by step as that README writes the method, apart from the product's engine.
import { computedIntPerHectarePerYearHeading, esvdDownloadHeader } from '@esvd/schema/uploads/esvd-columns';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { repositoryRoot } from '../../api/src/core/config.ts';
import { startTestApp } from '../support/app.ts';
import { loginAsAdmin } from '../support/http.ts';
import { postFile } from '../support/vsl-workbook.ts';
import { waitForJob, type UploadStatistics } from './vsl-upload-helpers.ts';

let app: RunningApp;
let token: string;

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

const parse = (text: string) =>
  Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;

async function downloadAll(): Promise<Record<string, string>[]> {
  const response = await fetch(`${app.url}/api/esvds/download/all?format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return parse(await response.text());
}

/** One World Bank series of one vintage, by economy and year, read from the file the seed loads. */
async function worldBankSeries(vintage: string, series: string): Promise<(iso3: string, year: number) => number> {
  const file = path.join(repositoryRoot, `api/src/modules/standardisation/data/wdi/wdi${vintage}_${series}.csv`);
  const values = new Map(
    parse(await readFile(file, 'utf8')).map((row) => [`${row.iso3}/${row.year}`, Number(row.value)]),
  );
  return (iso3, year) => {
    const value = values.get(`${iso3}/${year}`);
    if (value === undefined) throw new Error(`${series} has no value for ${iso3} in ${year}`);
    return value;
  };
}

/** A record's standardisation inputs as the ESVD writes them, and its known answer. */
interface KnownCase {
  what: string;
  country: string;
  cells: Record<string, string>;
  answer: (money: { local: (iso3: string, year: number) => number; usd: (year: number) => number }) => number;
}

const annuityFactor = (rate: number, years: number) => rate / (1 - (1 + rate) ** -years);

const knownCases: KnownCase[] = [
  {
    what: 'Kenya shillings per hectare and year',
    country: 'KEN',
    cells: { 'Original Value': '1000', Currency: 'Kenya Shilling', 'Value Year': '2010' },
    answer: ({ local }) => 1000 * local('KEN', 2010),
  },
  {
    what: 'US dollars per km2 and month',
    country: 'KEN',
    cells: {
      'Original Value': '2500',
      Currency: 'United States Dollar',
      'Value Year': '2005',
      'Spatial Unit': 'km2',
      'Temporal Unit': 'month',
    },
    answer: ({ usd }) => (2500 / 100) * 12 * usd(2005),
  },
  {
    what: 'a total for the site, per acre of it',
    country: 'KEN',
    cells: {
      'Original Value': '50000',
      Currency: 'Kenya Shilling',
      'Value Year': '2015',
      'Spatial Unit': 'total area',
      'Site Area In Hectares': '250',
    },
    answer: ({ local }) => (50000 / 250) * local('KEN', 2015),
  },
  {
    what: 'a value per household, times the households',
    country: 'KEN',
    cells: {
      'Original Value': '12',
      Currency: 'Kenya Shilling',
      'Value Year': '2012',
      'Spatial Unit': 'acre',
      'Beneficiary Unit': 'household',
      'Number Of Beneficiaries': '40',
    },
    answer: ({ local }) => ((12 * 40) / 0.4047) * local('KEN', 2012),
  },
  {
    what: 'a present value over 20 years at 5%',
    country: 'KEN',
    cells: {
      'Original Value': '80000',
      Currency: 'Kenya Shilling',
      'Value Year': '2008',
      'Temporal Unit': 'present value',
      'Present Value Year': '20',
      'Present Value Discount Rate': '0.05',
    },
    answer: ({ local }) => 80000 * annuityFactor(0.05, 20) * local('KEN', 2008),
  },
  {
    what: 'euros, a currency several economies share, by the record country',
    country: 'DEU',
    cells: { 'Original Value': '300', Currency: 'Euro', 'Value Year': '2011' },
    answer: ({ local }) => 300 * local('DEU', 2011),
  },
];

/** The ESVD's standardisation columns a case leaves out: per hectare and year, no beneficiaries, no site area. */
const plainCells: Record<string, string> = {
  'Spatial Unit': 'hectare',
  'Temporal Unit': 'year',
  'Site Area In Hectares': '',
  'Present Value Year': '',
  'Present Value Discount Rate': '',
  'Beneficiary Unit': 'total',
  'Number Of Beneficiaries': '',
  'Int$ Per Hectare Per Year': '',
};

const countryColumns = (code: string, name: string): Record<string, string> => ({
  Countries: name,
  Country_Codes: code,
  ...Object.fromEntries(
    Array.from({ length: 17 }, (_, index) => [
      [`Country_Code_${index + 1}`, index === 0 ? code : ''],
      [`Country_${index + 1}`, index === 0 ? name : ''],
    ]).flat(),
  ),
});

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAsAdmin(app);
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

it('standardises records uploaded in the ESVD layout to the answers the World Bank series give', async () => {
  const [{ vintage }] = await sql<{ vintage: string }>('select vintage from wdi_vintage where in_use');
  const deflator = await worldBankSeries(vintage, 'NY.GDP.DEFL.ZS');
  const ppp = await worldBankSeries(vintage, 'PA.NUS.PPP');
  const money = {
    // Local currency: to 2020 prices by the country's deflator, then to international dollars by its 2020 PPP.
    local: (iso3: string, year: number) => deflator(iso3, 2020) / deflator(iso3, year) / ppp(iso3, 2020),
    usd: (year: number) => deflator('USA', 2020) / deflator('USA', year),
  };
  const countryNames = new Map(
    (
      await sql<{ code: string; label: string }>("select code, label from ref_country where code in ('KEN', 'DEU')")
    ).map((row) => [row.code, row.label]),
  );
  const [template] = await downloadAll();
  const rows: Record<string, string>[] = knownCases.map((known, index) => ({
    ...template,
    ValueId: String(98780001 + index),
    StudyId: '9878',
    Title: 'Known answers of the standardisation',
    ...countryColumns(known.country, countryNames.get(known.country)!),
    ...plainCells,
    ...known.cells,
  }));
  const file = Buffer.from(
    Papa.unparse({
      fields: [...esvdDownloadHeader],
      data: rows.map((row) => esvdDownloadHeader.map((h) => row[h] ?? '')),
    }),
  );
  const posted = await postFile<UploadStatistics>(app, '/api/dataupload/uploadfiledataset', file, 'known.csv', token);
  expect(posted.status, JSON.stringify(posted.body).slice(0, 1500)).toBe(200);
  const job = await waitForJob(app, token, posted.body.id, undefined, 120_000);
  expect(job).toMatchObject({ status: 'Success', insertedCount: knownCases.length });

  const downloaded = new Map((await downloadAll()).map((row) => [row.ValueId, row]));
  for (const [index, known] of knownCases.entries()) {
    const row = downloaded.get(String(98780001 + index))!;
    const relativeError = Number(row[computedIntPerHectarePerYearHeading]) / known.answer(money) - 1;
    expect(Math.abs(relativeError), `${known.what}: ${row[computedIntPerHectarePerYearHeading]}`).toBeLessThan(1e-9);
  }
});
