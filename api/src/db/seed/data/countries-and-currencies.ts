import { continents, getCountryDataList } from 'countries-list';
import currencyCodes from 'currency-codes';
import type { ReferenceSeedEntry } from '../hierarchy.ts';

const countriesListSource = 'countries-list 3.4.1 (annexare/Countries)';

/** The seven continents, coded as countries-list and ISO-based datasets code them (AF AN AS EU NA OC SA). */
export const continentEntries: ReferenceSeedEntry[] = Object.entries(continents).map(([code, name]) => ({
  code,
  label: name,
  source: `Continent code and English name from ${countriesListSource}`,
}));

/** Codes countries-list carries that ISO 3166-1 has not assigned (user-assigned range). */
const userAssignedCodes = new Set(['XKX', 'ASC', 'TAA']);

const countryData = getCountryDataList();

/** Countries and territories: code = ISO 3166-1 alpha-3 (as the export's Country_Codes), English name. */
export const countryEntries: ReferenceSeedEntry[] = countryData
  .map((country) => ({
    code: country.iso3,
    label: country.name,
    source: userAssignedCodes.has(country.iso3)
      ? `${countriesListSource}; user-assigned code, not in ISO 3166-1`
      : `ISO 3166-1 via ${countriesListSource}`,
    extra: { alpha2: country.iso2, continentCode: country.continent },
  }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/**
 * ISO 4217 entries that are not money a study reports values in: fund codes, precious metals, bond
 * market units, SDR, testing and "no currency" codes, and VED (a second Venezuelan code of the same name).
 */
const excludedCurrencyCodes = new Set(
  'BOV CHE CHW CLF COU MXV USN UYI UYW VED XAG XAU XBA XBB XBC XBD XDR XPD XPT XSU XTS XUA XXX'.split(' '),
);

/**
 * The export writes currencies as "<country> <unit>" ("Kenya Shilling", "Ethiopia Birr", "Uganda
 * Shilling", "United States Dollar" are seen verbatim). Most labels are derived from the ISO name; these
 * are the common currencies whose ISO name does not lead to that form (no country word, a shared
 * currency, or a country spelt differently), and the multinational currencies that keep their ISO name.
 */
const currencyNameOverrides: Record<string, string> = {
  USD: 'United States Dollar',
  EUR: 'Euro',
  GBP: 'United Kingdom Pound',
  CHF: 'Switzerland Franc',
  DKK: 'Denmark Krone',
  JPY: 'Japan Yen',
  CNY: 'China Yuan Renminbi',
  ZAR: 'South Africa Rand',
  BWP: 'Botswana Pula',
  MRU: 'Mauritania Ouguiya',
  AED: 'United Arab Emirates Dirham',
  TRY: 'Turkey Lira',
  MGA: 'Madagascar Ariary',
  CUC: 'Cuba Convertible Peso',
  BGN: 'Bulgaria Lev',
  XOF: 'CFA Franc BCEAO',
  XAF: 'CFA Franc BEAC',
  XCD: 'East Caribbean Dollar',
  XPF: 'CFP Franc',
  ANG: 'Netherlands Antillean Guilder',
};

/** Currencies replaced by the euro; older European studies report values in them. */
const euroLegacyCurrencies: [code: string, label: string][] = [
  ['ATS', 'Austria Schilling'],
  ['BEF', 'Belgium Franc'],
  ['DEM', 'Germany Deutsche Mark'],
  ['ESP', 'Spain Peseta'],
  ['FIM', 'Finland Markka'],
  ['FRF', 'France Franc'],
  ['GRD', 'Greece Drachma'],
  ['IEP', 'Ireland Pound'],
  ['ITL', 'Italy Lira'],
  ['NLG', 'Netherlands Guilder'],
  ['PTE', 'Portugal Escudo'],
];

/** Whether a word of a currency name is the country's own word or its adjective ("Kenyan" ~ "Kenya"). */
function sameRoot(word: string, countryWord: string): boolean {
  const a = word.toLowerCase();
  const b = countryWord.toLowerCase();
  if (a.length < 3 || b.length < 3) return a === b;
  if (a.startsWith(b) || b.startsWith(a)) return true;
  let common = 0;
  while (common < Math.min(a.length, b.length) && a[common] === b[common]) common++;
  return common >= 4;
}

/** "Kenyan Shilling" used in Kenya -> "Kenya Shilling"; "Taka" used in Bangladesh -> "Bangladesh Taka". */
function exportStyleCurrencyName(code: string, isoName: string): string {
  const override = currencyNameOverrides[code];
  if (override) return override;
  const users = countryData.filter((country) => (country.currency as readonly string[]).includes(code));
  const nameWords = isoName.split(/\s+/);
  const home =
    users.find((country) => nameWords.some((word) => country.name.split(/\s+/).some((part) => sameRoot(word, part)))) ??
    (users.length === 1 ? users[0] : undefined);
  if (!home) return isoName;
  const homeWords = home.name.split(/\s+/);
  const unitWords = nameWords.filter((word) => !homeWords.some((part) => sameRoot(word, part)));
  return `${home.name} ${(unitWords.length ? unitWords : nameWords).join(' ')}`;
}

export const currencyEntries: ReferenceSeedEntry[] = [
  ...currencyCodes.data
    .filter((currency) => !excludedCurrencyCodes.has(currency.code))
    .map((currency) => {
      const isoName = currency.currency.trim();
      return {
        code: currency.code,
        label: exportStyleCurrencyName(currency.code, isoName),
        source:
          currency.code in currencyNameOverrides
            ? `ISO 4217 via currency-codes 2.2.0 ("${isoName}"); label from the explicit ESVD-style name mapping`
            : `ISO 4217 via currency-codes 2.2.0 ("${isoName}"); label in the export's "<country> <unit>" form`,
        extra: { isoCode: currency.code },
      };
    }),
  ...euroLegacyCurrencies.map(([code, label]) => ({
    code,
    label,
    source: 'ISO 4217 list three (historic): replaced by the euro 1999-2002, used by older European studies',
    extra: { isoCode: code },
  })),
].sort((a, b) => a.label.localeCompare(b.label, 'en'));
