// The Python example examples/python/standardise_value.py, run as a data scientist runs it: python3 with the standard
// library only, against a running api. It must print the chain of steps and the value the api computes, which the
// World Bank's numbers give by hand.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { repositoryRoot } from '../../api/src/core/config.ts';
import { startTestApp } from '../support/app.ts';

const run = promisify(execFile);
let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

/** As Python's `{:.6g}` writes a number of this test's sizes. */
const sixDigits = (value: number) => String(Number(value.toPrecision(6)));

it('examples/python/standardise_value.py prints the chain and the standardised value', async () => {
  const { stdout } = await run(
    'python3',
    [
      path.join(repositoryRoot, 'examples/python/standardise_value.py'),
      'originalValue=250',
      'currency=Kenya Shilling',
      'valueYear=2012',
      'countries=KEN',
      'spatialUnit=total area',
      'siteAreaInHectares=80',
      'beneficiaryUnit=household',
      'numberOfBeneficiaries=400',
    ],
    { env: { ...process.env, ESVD_URL: app.url } },
  );
  // 250 KES per household × 400 households over 80 ha; KEN deflator 2012 123.7209705, 2020 209.0258956; PPP 43.9510033.
  const toPrices = 209.0258956 / 123.7209705;
  const value = (((250 * 400) / 80) * toPrices) / 43.9510033;
  const lines = stdout.trimEnd().split('\n');
  expect(lines[0]).toBe('250 Kenya Shilling (2012)');
  expect(lines.slice(1, 5).map((line) => line.replace(/ \(.*\)$/, ''))).toEqual([
    '  beneficiaries: x 400 = 100000',
    '  per-hectare: x 0.0125 = 1250',
    `  to-standard-prices: x ${sixDigits(toPrices)} = ${sixDigits(1250 * toPrices)}`,
    `  to-international-dollars: x ${sixDigits(1 / 43.9510033)} = ${sixDigits(value)}`,
  ]);
  expect(lines.slice(5)).toEqual([
    `= ${sixDigits(value)} Int$/ha/year at 2020 prices`,
    `Check: differs: Int$/ha/year is empty, computed ${sixDigits(value)}`,
    'Source: World Bank, World Development Indicators (CC BY 4.0), vintage 2021-10',
  ]);
});
