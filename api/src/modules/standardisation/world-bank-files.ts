import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repositoryRoot } from '../../core/config.ts';

/**
 * The World Bank series shipped with the product (data/wdi/, its README says where they come from): tidy CSV files
 * `iso3,year,value`, one per series and vintage, named `wdi<vintage>_<series>.csv`.
 */
export const worldBankDataFolder = path.join(repositoryRoot, 'api/src/modules/standardisation/data/wdi');

/** One series of one vintage, in columns, as the loading statement takes it. */
export interface WorldBankSeriesFile {
  vintage: string;
  series: string;
  iso3: string[];
  years: number[];
  values: number[];
}

const fileName = /^wdi(\d{4}-\d{2})_([A-Z.]+)\.csv$/;
const row = /^([A-Z0-9]{3}),(\d{4}),(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)$/;

/** Reads and checks one file: a line the layout does not allow fails the load rather than storing it. */
export async function readWorldBankFile(name: string): Promise<WorldBankSeriesFile> {
  const named = fileName.exec(name);
  if (!named) throw new Error(`${name} is not named wdi<vintage>_<series>.csv`);
  const lines = (await readFile(path.join(worldBankDataFolder, name), 'utf8')).split(/\r?\n/).filter(Boolean);
  if (lines[0] !== 'iso3,year,value') throw new Error(`${name} does not begin with the header iso3,year,value`);
  const file: WorldBankSeriesFile = { vintage: named[1], series: named[2], iso3: [], years: [], values: [] };
  lines.slice(1).forEach((line, index) => {
    const fields = row.exec(line);
    if (!fields) throw new Error(`${name} line ${index + 2} is not iso3,year,value: ${line}`);
    file.iso3.push(fields[1]);
    file.years.push(Number(fields[2]));
    file.values.push(Number(fields[3]));
  });
  return file;
}
