/**
 * The currencies of the reference list (api/src/db/seed/data/countries-and-currencies.ts), by the name the ESVD
 * writes ("Kenya Shilling", "United States Dollar", "CFA Franc BCEAO"), with their ISO 4217 code and the economy
 * (ISO 3166-1 alpha-3, as the World Bank codes it) whose price index and PPP convert them.
 */

/** Money of one economy: a value in it is deflated and converted with that economy's series. */
export interface IssuedCurrency {
  kind: 'issued';
  code: string;
  name: string;
  economy: string;
}

/**
 * Money shared by several economies (the euro, the CFA francs): the World Bank states each member's series in it, so
 * a value uses the series of the record's country.
 */
export interface SharedCurrency {
  kind: 'shared';
  code: string;
  name: string;
  economies: readonly string[];
}

/**
 * A currency the euro replaced: the World Bank states the country's series in euros for every year, so a value is
 * first converted to euros at the fixed rate of the changeover.
 */
export interface EuroLegacyCurrency {
  kind: 'euro-legacy';
  code: string;
  name: string;
  economy: string;
  /** Units of the old currency to one euro, as fixed by the Council of the EU. */
  unitsPerEuro: number;
}

export type Currency = IssuedCurrency | SharedCurrency | EuroLegacyCurrency;

const issued = (code: string, name: string, economy: string): IssuedCurrency => ({
  kind: 'issued',
  code,
  name,
  economy,
});
const union = (code: string, name: string, economies: string): SharedCurrency => ({
  kind: 'shared',
  code,
  name,
  economies: economies.split(' '),
});
const euroLegacy = (code: string, name: string, economy: string, unitsPerEuro: number): EuroLegacyCurrency => ({
  kind: 'euro-legacy',
  code,
  name,
  economy,
  unitsPerEuro,
});

/**
 * Every currency of the reference list. The euro's members are those whose World Bank series are in euros in every
 * vintage held: Croatia (euro since 2023) and Bulgaria (2026) are not, their older vintages being in kuna and lev.
 */
export const currencies: readonly Currency[] = [
  issued('AFN', 'Afghanistan Afghani', 'AFG'),
  issued('ALL', 'Albania Lek', 'ALB'),
  issued('DZD', 'Algeria Dinar', 'DZA'),
  issued('AOA', 'Angola Kwanza', 'AGO'),
  issued('ARS', 'Argentina Peso', 'ARG'),
  issued('AMD', 'Armenia Dram', 'ARM'),
  issued('AWG', 'Aruba Florin', 'ABW'),
  issued('AUD', 'Australia Dollar', 'AUS'),
  euroLegacy('ATS', 'Austria Schilling', 'AUT', 13.7603),
  issued('AZN', 'Azerbaijan Manat', 'AZE'),
  issued('BSD', 'Bahamas Dollar', 'BHS'),
  issued('BHD', 'Bahrain Dinar', 'BHR'),
  issued('BDT', 'Bangladesh Taka', 'BGD'),
  issued('BBD', 'Barbados Dollar', 'BRB'),
  issued('BYN', 'Belarus Ruble', 'BLR'),
  euroLegacy('BEF', 'Belgium Franc', 'BEL', 40.3399),
  issued('BZD', 'Belize Dollar', 'BLZ'),
  issued('BMD', 'Bermuda Dollar', 'BMU'),
  issued('BTN', 'Bhutan Ngultrum', 'BTN'),
  issued('BOB', 'Bolivia Boliviano', 'BOL'),
  issued('BAM', 'Bosnia and Herzegovina Convertible Mark', 'BIH'),
  issued('BWP', 'Botswana Pula', 'BWA'),
  issued('BRL', 'Brazil Real', 'BRA'),
  issued('BND', 'Brunei Dollar', 'BRN'),
  issued('BGN', 'Bulgaria Lev', 'BGR'),
  issued('BIF', 'Burundi Franc', 'BDI'),
  issued('CVE', 'Cabo Verde Escudo', 'CPV'),
  issued('KHR', 'Cambodia Riel', 'KHM'),
  issued('CAD', 'Canada Dollar', 'CAN'),
  issued('KYD', 'Cayman Islands Dollar', 'CYM'),
  union('XOF', 'CFA Franc BCEAO', 'BEN BFA CIV GNB MLI NER SEN TGO'),
  union('XAF', 'CFA Franc BEAC', 'CMR CAF TCD COG GNQ GAB'),
  union('XPF', 'CFP Franc', 'NCL PYF WLF'),
  issued('CLP', 'Chile Peso', 'CHL'),
  issued('CNY', 'China Yuan Renminbi', 'CHN'),
  issued('COP', 'Colombia Peso', 'COL'),
  issued('KMF', 'Comoros Franc', 'COM'),
  issued('CRC', 'Costa Rica Colon', 'CRI'),
  issued('CUC', 'Cuba Convertible Peso', 'CUB'),
  issued('CUP', 'Cuba Peso', 'CUB'),
  issued('CZK', 'Czechia Koruna', 'CZE'),
  issued('CDF', 'Democratic Republic of the Congo Franc', 'COD'),
  issued('DKK', 'Denmark Krone', 'DNK'),
  issued('DJF', 'Djibouti Franc', 'DJI'),
  issued('DOP', 'Dominican Republic Peso', 'DOM'),
  union('XCD', 'East Caribbean Dollar', 'ATG DMA GRD KNA LCA VCT AIA MSR'),
  issued('EGP', 'Egypt Pound', 'EGY'),
  issued('SVC', 'El Salvador Colon', 'SLV'),
  issued('ERN', 'Eritrea Nakfa', 'ERI'),
  issued('SZL', 'Eswatini Lilangeni', 'SWZ'),
  issued('ETB', 'Ethiopia Birr', 'ETH'),
  union(
    'EUR',
    'Euro',
    'AUT BEL CYP DEU EST ESP FIN FRA GRC IRL ITA LTU LUX LVA MLT NLD PRT SVK SVN AND MCO SMR VAT MNE XKX',
  ),
  issued('FKP', 'Falkland Islands Pound', 'FLK'),
  issued('FJD', 'Fiji Dollar', 'FJI'),
  euroLegacy('FIM', 'Finland Markka', 'FIN', 5.94573),
  euroLegacy('FRF', 'France Franc', 'FRA', 6.55957),
  issued('GMD', 'Gambia Dalasi', 'GMB'),
  issued('GEL', 'Georgia Lari', 'GEO'),
  euroLegacy('DEM', 'Germany Deutsche Mark', 'DEU', 1.95583),
  issued('GHS', 'Ghana Cedi', 'GHA'),
  issued('GIP', 'Gibraltar Pound', 'GIB'),
  euroLegacy('GRD', 'Greece Drachma', 'GRC', 340.75),
  issued('GTQ', 'Guatemala Quetzal', 'GTM'),
  issued('GNF', 'Guinea Franc', 'GIN'),
  issued('GYD', 'Guyana Dollar', 'GUY'),
  issued('HTG', 'Haiti Gourde', 'HTI'),
  issued('HNL', 'Honduras Lempira', 'HND'),
  issued('HKD', 'Hong Kong Dollar', 'HKG'),
  issued('HUF', 'Hungary Forint', 'HUN'),
  issued('ISK', 'Iceland Krona', 'ISL'),
  issued('INR', 'India Rupee', 'IND'),
  issued('IDR', 'Indonesia Rupiah', 'IDN'),
  issued('IRR', 'Iran Rial', 'IRN'),
  issued('IQD', 'Iraq Dinar', 'IRQ'),
  euroLegacy('IEP', 'Ireland Pound', 'IRL', 0.787564),
  issued('ILS', 'Israel New Sheqel', 'ISR'),
  euroLegacy('ITL', 'Italy Lira', 'ITA', 1936.27),
  issued('JMD', 'Jamaica Dollar', 'JAM'),
  issued('JPY', 'Japan Yen', 'JPN'),
  issued('JOD', 'Jordan Dinar', 'JOR'),
  issued('KZT', 'Kazakhstan Tenge', 'KAZ'),
  issued('KES', 'Kenya Shilling', 'KEN'),
  issued('KWD', 'Kuwait Dinar', 'KWT'),
  issued('KGS', 'Kyrgyzstan Som', 'KGZ'),
  issued('LAK', 'Laos Kip', 'LAO'),
  issued('LBP', 'Lebanon Pound', 'LBN'),
  issued('LSL', 'Lesotho Loti', 'LSO'),
  issued('LRD', 'Liberia Dollar', 'LBR'),
  issued('LYD', 'Libya Dinar', 'LBY'),
  issued('MOP', 'Macao Pataca', 'MAC'),
  issued('MGA', 'Madagascar Ariary', 'MDG'),
  issued('MWK', 'Malawi Kwacha', 'MWI'),
  issued('MYR', 'Malaysia Ringgit', 'MYS'),
  issued('MVR', 'Maldives Rufiyaa', 'MDV'),
  issued('MRU', 'Mauritania Ouguiya', 'MRT'),
  issued('MUR', 'Mauritius Rupee', 'MUS'),
  issued('MXN', 'Mexico Peso', 'MEX'),
  issued('MDL', 'Moldova Leu', 'MDA'),
  issued('MNT', 'Mongolia Tugrik', 'MNG'),
  issued('MAD', 'Morocco Dirham', 'MAR'),
  issued('MZN', 'Mozambique Metical', 'MOZ'),
  issued('MMK', 'Myanmar Kyat', 'MMR'),
  issued('NAD', 'Namibia Dollar', 'NAM'),
  issued('NPR', 'Nepal Rupee', 'NPL'),
  union('ANG', 'Netherlands Antillean Guilder', 'CUW SXM'),
  euroLegacy('NLG', 'Netherlands Guilder', 'NLD', 2.20371),
  issued('NZD', 'New Zealand Dollar', 'NZL'),
  issued('NIO', 'Nicaragua Cordoba Oro', 'NIC'),
  issued('NGN', 'Nigeria Naira', 'NGA'),
  issued('KPW', 'North Korea Won', 'PRK'),
  issued('MKD', 'North Macedonia Denar', 'MKD'),
  issued('NOK', 'Norway Krone', 'NOR'),
  issued('OMR', 'Oman Rial', 'OMN'),
  issued('PKR', 'Pakistan Rupee', 'PAK'),
  issued('PAB', 'Panama Balboa', 'PAN'),
  issued('PGK', 'Papua New Guinea Kina', 'PNG'),
  issued('PYG', 'Paraguay Guarani', 'PRY'),
  issued('PEN', 'Peru Sol', 'PER'),
  issued('PHP', 'Philippines Peso', 'PHL'),
  issued('PLN', 'Poland Zloty', 'POL'),
  euroLegacy('PTE', 'Portugal Escudo', 'PRT', 200.482),
  issued('QAR', 'Qatar Rial', 'QAT'),
  issued('RON', 'Romania Leu', 'ROU'),
  issued('RUB', 'Russia Ruble', 'RUS'),
  issued('RWF', 'Rwanda Franc', 'RWA'),
  issued('SHP', 'Saint Helena Pound', 'SHN'),
  issued('WST', 'Samoa Tala', 'WSM'),
  issued('STN', 'Sao Tome and Principe Dobra', 'STP'),
  issued('SAR', 'Saudi Arabia Riyal', 'SAU'),
  issued('RSD', 'Serbia Dinar', 'SRB'),
  issued('SCR', 'Seychelles Rupee', 'SYC'),
  issued('SLE', 'Sierra Leone Leone', 'SLE'),
  issued('SGD', 'Singapore Dollar', 'SGP'),
  issued('SBD', 'Solomon Islands Dollar', 'SLB'),
  issued('SOS', 'Somalia Shilling', 'SOM'),
  issued('ZAR', 'South Africa Rand', 'ZAF'),
  issued('KRW', 'South Korea Won', 'KOR'),
  issued('SSP', 'South Sudan Pound', 'SSD'),
  euroLegacy('ESP', 'Spain Peseta', 'ESP', 166.386),
  issued('LKR', 'Sri Lanka Rupee', 'LKA'),
  issued('SDG', 'Sudan Pound', 'SDN'),
  issued('SRD', 'Suriname Dollar', 'SUR'),
  issued('SEK', 'Sweden Krona', 'SWE'),
  issued('CHF', 'Switzerland Franc', 'CHE'),
  issued('SYP', 'Syria Pound', 'SYR'),
  issued('TWD', 'Taiwan New Dollar', 'TWN'),
  issued('TJS', 'Tajikistan Somoni', 'TJK'),
  issued('TZS', 'Tanzania Shilling', 'TZA'),
  issued('THB', 'Thailand Baht', 'THA'),
  issued('TOP', 'Tonga Pa’anga', 'TON'),
  issued('TTD', 'Trinidad and Tobago Dollar', 'TTO'),
  issued('TND', 'Tunisia Dinar', 'TUN'),
  issued('TRY', 'Turkey Lira', 'TUR'),
  issued('TMT', 'Turkmenistan New Manat', 'TKM'),
  issued('UGX', 'Uganda Shilling', 'UGA'),
  issued('UAH', 'Ukraine Hryvnia', 'UKR'),
  issued('AED', 'United Arab Emirates Dirham', 'ARE'),
  issued('GBP', 'United Kingdom Pound', 'GBR'),
  issued('USD', 'United States Dollar', 'USA'),
  issued('UYU', 'Uruguay Peso', 'URY'),
  issued('UZS', 'Uzbekistan Sum', 'UZB'),
  issued('VUV', 'Vanuatu Vatu', 'VUT'),
  issued('VES', 'Venezuela Bolívar Soberano', 'VEN'),
  issued('VND', 'Vietnam Dong', 'VNM'),
  issued('YER', 'Yemen Rial', 'YEM'),
  issued('ZMW', 'Zambia Kwacha', 'ZMB'),
  issued('ZWG', 'Zimbabwe Gold', 'ZWE'),
];

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const currencyByKey = new Map<string, Currency>(
  currencies.flatMap((currency) => [
    [normalised(currency.name), currency],
    [normalised(currency.code), currency],
  ]),
);

/** The currency a record names, by its ESVD name or its ISO 4217 code, in any case. */
export const findCurrency = (nameOrCode: string): Currency | undefined => currencyByKey.get(normalised(nameOrCode));
