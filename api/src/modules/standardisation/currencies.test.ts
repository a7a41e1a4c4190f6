import { currencies, findCurrency } from '@esvd/schema/rules/standardisation/index';
import { describe, expect, it } from 'vitest';
import { countryEntries, currencyEntries } from '../../db/seed/data/countries-and-currencies.ts';

const countryCodes = new Set(countryEntries.map((entry) => entry.code));

describe('the currency table of the standardisation engine', () => {
  it('knows every currency of the reference list, by its name and its ISO 4217 code', () => {
    for (const entry of currencyEntries) {
      expect(findCurrency(entry.label), entry.label).toMatchObject({ code: entry.code, name: entry.label });
    }
    expect(currencies).toHaveLength(currencyEntries.length);
  });

  it('names economies of the country list', () => {
    const economies = currencies.flatMap((currency) =>
      currency.kind === 'shared' ? currency.economies : [currency.economy],
    );
    expect(economies.filter((economy) => !countryCodes.has(economy))).toEqual([]);
  });
});
