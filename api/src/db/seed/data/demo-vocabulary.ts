/**
 * Everything the demo generator draws from to make synthetic records read like ESVD ones. None of it is
 * real valuation data: value levels are rough orders of magnitude per biome, exchange rates are round
 * approximations (units per US dollar, late 2010s), surnames are common family names (no real
 * researchers), and journal names only set the style of a reference.
 */

export interface BiomeProfile {
  /** Median of the standardised value, Int$/ha/year, and its log-space spread. */
  medianValue: number;
  sigma: number;
  /** Share of studies in this biome (relative weight). */
  weight: number;
  /** Absolute latitude band where the biome occurs. */
  latitude: [number, number];
  /** Needs a coastline: never in a landlocked country. */
  coastal?: boolean;
  /** Median site area in hectares. */
  medianArea: number;
  /** Words for the ecosystem in titles ("mangroves", "tropical forests"). */
  noun: string;
  /** Relative weight of TEEB services (by service code) in this biome, multiplying the defaults. */
  services?: Record<number, number>;
}

/** By ESVD 2.0 biome code. */
export const biomeProfiles: Record<string, BiomeProfile> = {
  '1': {
    medianValue: 180,
    sigma: 2.4,
    weight: 6,
    latitude: [0, 90],
    coastal: true,
    medianArea: 60_000,
    noun: 'marine ecosystems',
    services: { 1: 3, 3: 0.3, 12: 0.1, 13: 0, 14: 0, 19: 2, 16: 2 },
  },
  '2': {
    medianValue: 2_500,
    sigma: 2.3,
    weight: 12,
    latitude: [0, 70],
    coastal: true,
    medianArea: 4_000,
    noun: 'coastal ecosystems',
    services: { 1: 2, 9: 3, 16: 3, 19: 2, 14: 0.2 },
  },
  '3': {
    medianValue: 1_800,
    sigma: 2.2,
    weight: 12,
    latitude: [0, 70],
    medianArea: 8_000,
    noun: 'wetlands',
    services: { 2: 2, 10: 2, 11: 3, 1: 1.5, 16: 2 },
  },
  '4': {
    medianValue: 1_200,
    sigma: 2.3,
    weight: 9,
    latitude: [0, 70],
    medianArea: 10_000,
    noun: 'rivers and lakes',
    services: { 2: 3, 1: 1.5, 11: 2, 19: 1.5, 14: 0.2 },
  },
  '5': {
    medianValue: 600,
    sigma: 2.2,
    weight: 14,
    latitude: [0, 30],
    medianArea: 20_000,
    noun: 'tropical forests',
    services: { 3: 2, 5: 2.5, 8: 2, 12: 1.5, 10: 1.5 },
  },
  '6': {
    medianValue: 350,
    sigma: 2.0,
    weight: 9,
    latitude: [23, 60],
    medianArea: 10_000,
    noun: 'temperate forests',
    services: { 3: 2, 8: 2, 19: 1.5, 12: 1.2 },
  },
  '7': {
    medianValue: 160,
    sigma: 2.0,
    weight: 4,
    latitude: [0, 70],
    medianArea: 30_000,
    noun: 'montane and boreal forests',
    services: { 3: 2, 8: 2, 2: 1.5, 12: 1.5 },
  },
  '8': {
    medianValue: 120,
    sigma: 2.1,
    weight: 4,
    latitude: [0, 50],
    medianArea: 15_000,
    noun: 'shrublands',
    services: { 3: 1.5, 5: 1.5, 9: 1.2 },
  },
  '9': {
    medianValue: 200,
    sigma: 2.0,
    weight: 7,
    latitude: [0, 55],
    medianArea: 40_000,
    noun: 'grasslands and savannas',
    services: { 3: 2, 1: 1.5, 19: 1.5, 23: 1.5 },
  },
  '10': {
    medianValue: 25,
    sigma: 2.2,
    weight: 2,
    latitude: [10, 50],
    medianArea: 100_000,
    noun: 'drylands',
    services: { 3: 1.5, 5: 2, 2: 1.5 },
  },
  '11': {
    medianValue: 60,
    sigma: 2.0,
    weight: 2,
    latitude: [0, 90],
    medianArea: 50_000,
    noun: 'alpine and polar ecosystems',
    services: { 2: 2, 19: 2, 9: 1.5, 1: 0.3, 14: 0 },
  },
  '12': {
    medianValue: 80,
    sigma: 2.0,
    weight: 0.3,
    latitude: [0, 65],
    medianArea: 2_000,
    noun: 'groundwater ecosystems',
    services: { 2: 5, 11: 2, 22: 2, 14: 0 },
  },
  '13': {
    medianValue: 900,
    sigma: 1.9,
    weight: 9,
    latitude: [0, 60],
    medianArea: 5_000,
    noun: 'agricultural landscapes',
    services: { 1: 3, 14: 5, 13: 3, 15: 3, 3: 1.5, 16: 0.3 },
  },
  '14': {
    medianValue: 1_500,
    sigma: 2.2,
    weight: 1.5,
    latitude: [0, 60],
    medianArea: 1_500,
    noun: 'reservoirs and aquaculture ponds',
    services: { 1: 3, 2: 3, 19: 1.5, 14: 0 },
  },
  '15': {
    medianValue: 6_000,
    sigma: 2.4,
    weight: 6,
    latitude: [0, 65],
    medianArea: 60,
    noun: 'urban green spaces',
    services: { 19: 2, 7: 6, 8: 2, 18: 3, 9: 2, 1: 0.3, 3: 0.3 },
  },
};

/**
 * Where ecozones and ecosystems (and everything under them, by code) occur: the tropics (|latitude| <= 30),
 * temperate zones (>= 23) and boreal or polar zones (>= 45).
 */
export const tropicalCodes = new Set(['1.1.3', '2.4.2', '3.1', '5', '8.1', '9.1', '9.2', '9.3', '11.5']);
export const temperateCodes = new Set(['6', '8.2', '8.3', '9.4', '9.5', '11.4', '3.5']);
export const borealCodes = new Set(['7.1', '11.1', '11.3']);

/** How often each TEEB service is valued (by service code), before the biome's multipliers. */
export const serviceWeights: Record<number, number> = {
  1: 10,
  2: 5,
  3: 7,
  4: 1,
  5: 2,
  6: 1,
  7: 1,
  8: 6,
  9: 4,
  10: 3,
  11: 4,
  12: 4,
  13: 2,
  14: 1,
  15: 1,
  16: 2,
  17: 2,
  18: 3,
  19: 12,
  20: 1,
  21: 1,
  22: 2,
  23: 5,
};

/** A service's value relative to its biome's median. */
export const serviceValueFactors: Record<number, number> = {
  1: 1,
  2: 1.3,
  3: 0.8,
  8: 0.6,
  9: 2,
  10: 1.2,
  11: 1.5,
  19: 1.5,
  23: 0.7,
};

type MethodWeights = Record<string, number>;
const provisioningMethods: MethodWeights = { MP: 50, FI: 12, PF: 14, CV: 5, CE: 4, RC: 3, OT: 3, GV: 1 };
const hazardMethods: MethodWeights = { DC: 40, RC: 25, PF: 10, CV: 10, CE: 5, OT: 5 };
const productionMethods: MethodWeights = { PF: 40, RC: 20, MP: 15, DC: 10, OT: 5 };
const habitatMethods: MethodWeights = { CV: 30, CE: 25, PF: 20, RC: 10, OT: 5 };
const culturalMethods: MethodWeights = { CV: 40, CE: 25, MP: 15, GV: 10 };

export interface ServiceCrosswalk {
  /** CICES V5.1 classes and SEEA services that the service usually maps to (codes). */
  cices: string[];
  seea: string[];
  methods: MethodWeights;
}

/**
 * TEEB service -> CICES classes, SEEA services and the valuation methods studies of it use, so a generated
 * record's classifications agree with each other. A linked sub-service's own entry (subServiceCrosswalk) wins.
 */
export const serviceCrosswalk: Record<string, ServiceCrosswalk> = {
  '1': {
    cices: ['1.1.1.1', '1.1.3.1', '1.1.4.1', '1.1.5.1', '1.1.6.1'],
    seea: ['1.1', '1.3', '1.4', '1.6', '1.7'],
    methods: provisioningMethods,
  },
  '2': {
    cices: ['4.2.1.1', '4.2.1.2', '4.2.2.1', '4.2.2.2'],
    seea: ['1.9'],
    methods: { MP: 30, RC: 25, PF: 20, CV: 15, CE: 5, OT: 5 },
  },
  '3': {
    cices: ['1.1.1.2', '1.1.5.2', '1.1.5.3', '1.1.3.2'],
    seea: ['1.5', '1.2', '1.10'],
    methods: provisioningMethods,
  },
  '4': {
    cices: ['1.2.1.1', '1.2.1.2', '1.2.1.3', '1.2.2.1', '1.2.2.2', '1.2.2.3'],
    seea: ['1.8'],
    methods: { MP: 30, PF: 25, CV: 20, OT: 15 },
  },
  '5': { cices: ['1.1.5.2', '1.2.1.3'], seea: ['1.7', '1.10'], methods: provisioningMethods },
  '6': { cices: ['1.1.5.2', '1.1.6.2'], seea: ['1.10'], methods: provisioningMethods },
  '7': { cices: ['2.1.1.2', '2.2.6.1'], seea: ['2.4'], methods: { DC: 40, RC: 25, CV: 15, HP: 10 } },
  '8': {
    cices: ['2.2.6.1', '2.2.6.2'],
    seea: ['2.1', '2.2', '2.3'],
    methods: { SC: 35, MP: 20, DC: 15, RC: 10, CV: 8, OT: 5 },
  },
  '9': { cices: ['2.2.1.3', '2.2.1.4', '2.2.1.5', '2.2.1.2'], seea: ['2.12', '2.13', '2.14'], methods: hazardMethods },
  '10': { cices: ['2.2.1.3'], seea: ['2.10', '2.11'], methods: hazardMethods },
  '11': {
    cices: ['2.1.1.1', '2.1.1.2', '2.2.5.1', '2.2.5.2'],
    seea: ['2.9', '2.8'],
    methods: { RC: 40, DC: 15, CV: 15, CE: 10, PF: 10 },
  },
  '12': { cices: ['2.2.1.1', '2.2.1.2'], seea: ['2.6', '2.7'], methods: hazardMethods },
  '13': { cices: ['2.2.4.1', '2.2.4.2'], seea: ['2.5'], methods: productionMethods },
  '14': { cices: ['2.2.2.1'], seea: ['2.16'], methods: productionMethods },
  '15': { cices: ['2.2.3.1', '2.2.3.2', '2.2.2.2'], seea: ['2.17', '2.18'], methods: productionMethods },
  '16': { cices: ['2.2.2.3'], seea: ['2.19'], methods: habitatMethods },
  '17': { cices: ['2.2.2.3', '1.2.1.1'], seea: ['2.19'], methods: habitatMethods },
  '18': { cices: ['3.1.2.4'], seea: ['3.2'], methods: { HP: 40, CV: 30, CE: 20, GV: 5 } },
  '19': { cices: ['3.1.1.1', '3.1.1.2'], seea: ['3.1'], methods: { TC: 45, CV: 25, CE: 15, MP: 10, HP: 3, GV: 2 } },
  '20': { cices: ['3.2.1.3', '3.1.2.3'], seea: ['3.4'], methods: culturalMethods },
  '21': { cices: ['3.2.1.2', '3.2.1.1'], seea: ['3.4'], methods: culturalMethods },
  '22': { cices: ['3.1.2.1', '3.1.2.2'], seea: ['3.3'], methods: culturalMethods },
  '23': { cices: ['3.2.2.1', '3.2.2.2'], seea: ['3.6'], methods: { CV: 55, CE: 40, GV: 5 } },
};

/** ESVD TEEB sub-service (its code, "191") -> what its records are classified as, where it differs from its service's. */
export const subServiceCrosswalk: Record<string, ServiceCrosswalk> = {
  '11': { cices: ['1.1.6.1', '1.1.4.1'], seea: ['1.6', '1.4'], methods: provisioningMethods },
  '12': { cices: ['1.1.3.1', '1.1.6.1'], seea: ['1.3', '1.7'], methods: provisioningMethods },
  '13': { cices: ['1.1.1.1'], seea: ['1.1'], methods: provisioningMethods },
  '14': { cices: ['1.1.5.1'], seea: ['1.7'], methods: provisioningMethods },
  '16': { cices: ['1.1.5.1', '1.1.6.1'], seea: ['1.7'], methods: provisioningMethods },
  '32': { cices: ['1.1.1.2', '1.1.5.2'], seea: ['1.5'], methods: provisioningMethods },
  '33': { cices: ['1.1.5.3', '1.1.1.3'], seea: ['1.5'], methods: provisioningMethods },
  '34': { cices: ['1.1.5.1', '1.1.5.2'], seea: ['1.2'], methods: provisioningMethods },
  '36': { cices: ['1.1.5.2'], seea: ['1.10'], methods: provisioningMethods },
  '81': { cices: ['2.2.6.1'], seea: ['2.1'], methods: { SC: 45, MP: 25, DC: 10, RC: 5, CV: 5 } },
  '84': { cices: ['2.2.6.2'], seea: ['2.3', '2.2'], methods: { DC: 30, RC: 30, HP: 15, CV: 15 } },
};

/** Relative number of ESVD studies per country (alpha-3); countries not named here weigh 0.4. */
export const countryWeights: Record<string, number> = {
  USA: 40,
  GBR: 14,
  CHN: 14,
  IND: 10,
  AUS: 9,
  BRA: 8,
  KEN: 8,
  IDN: 8,
  CAN: 7,
  DEU: 6,
  FRA: 5,
  ESP: 5,
  NLD: 5,
  MEX: 5,
  VNM: 5,
  PHL: 5,
  THA: 4,
  MYS: 4,
  ZAF: 6,
  TZA: 5,
  UGA: 4,
  ETH: 4,
  NGA: 3,
  GHA: 3,
  BGD: 4,
  NPL: 3,
  LKA: 3,
  KHM: 3,
  SWE: 4,
  NOR: 3,
  FIN: 3,
  DNK: 2,
  ITA: 4,
  PRT: 2,
  GRC: 2,
  IRL: 2,
  POL: 2,
  ROU: 2,
  CRI: 4,
  COL: 3,
  ECU: 3,
  PER: 3,
  CHL: 3,
  ARG: 3,
  BOL: 2,
  NZL: 3,
  FJI: 2,
  PNG: 2,
  MDG: 3,
  MOZ: 2,
  MWI: 2,
  ZMB: 2,
  BWA: 2,
  SEN: 2,
  CMR: 2,
  RWA: 2,
  JPN: 3,
  KOR: 3,
  IRN: 2,
  PAK: 2,
  TUR: 2,
  EGY: 2,
  MAR: 2,
  BLZ: 2,
  JAM: 2,
  PAN: 2,
  GTM: 2,
  HND: 2,
  MDV: 1,
  CHE: 2,
  AUT: 2,
  BEL: 2,
  ATA: 0.05,
};

/** Landlocked countries (coastal biomes are never placed there); Caspian shores count as landlocked. */
export const landlockedCountries = new Set(
  (
    'AFG AND ARM AUT AZE BLR BTN BOL BWA BFA BDI CAF TCD CZE ETH HUN KAZ XKX KGZ LAO LSO LIE LUX MWI MLI ' +
    'MDA MNG NPL NER MKD PRY RWA SMR SRB SVK SSD SWZ CHE TJK TKM UGA UZB VAT ZMB ZWE'
  ).split(' '),
);

/** Approximate units per US dollar; a study in a country whose currency is missing here reports in USD. */
export const unitsPerUsDollar: Record<string, number> = {
  USD: 1,
  EUR: 0.88,
  GBP: 0.77,
  SEK: 9,
  NOK: 8.8,
  DKK: 6.6,
  PLN: 3.8,
  HUF: 290,
  CHF: 0.97,
  RON: 4.2,
  CZK: 23,
  CAD: 1.32,
  MXN: 19,
  BRL: 4,
  ARS: 40,
  CLP: 700,
  COP: 3200,
  PEN: 3.3,
  BOB: 6.9,
  CRC: 580,
  GTQ: 7.7,
  HNL: 24,
  JMD: 130,
  DOP: 50,
  TTD: 6.8,
  GYD: 208,
  BZD: 2,
  PAB: 1,
  AUD: 1.4,
  NZD: 1.5,
  FJD: 2.1,
  PGK: 3.3,
  SBD: 8,
  KES: 100,
  TZS: 2200,
  UGX: 3600,
  ETB: 25,
  RWF: 800,
  BWP: 10.5,
  ZMW: 12,
  MWK: 720,
  NGN: 300,
  ZAR: 14,
  GHS: 5,
  XOF: 580,
  XAF: 580,
  EGP: 16,
  MAD: 9.5,
  MGA: 3200,
  MZN: 60,
  INR: 70,
  BDT: 82,
  NPR: 112,
  LKR: 180,
  PKR: 150,
  CNY: 6.7,
  VND: 23_000,
  KHR: 4050,
  THB: 32,
  MYR: 4.2,
  IDR: 14_000,
  PHP: 50,
  JPY: 110,
  KRW: 1150,
  IRR: 42_000,
  ILS: 3.5,
  KZT: 380,
  RUB: 65,
  TRY: 5.7,
  MVR: 15.4,
  LAK: 8500,
  MMK: 1400,
  MNT: 2600,
  NIO: 33,
  SVC: 8.75,
  ATS: 12.5,
  BEF: 37,
  DEM: 1.8,
  ESP: 150,
  FIM: 5.4,
  FRF: 6,
  GRD: 300,
  IEP: 0.7,
  ITL: 1700,
  NLG: 2,
  PTE: 180,
};

/** Pre-euro currency of each euro country, for values dated before 1999. */
export const euroLegacyCurrencyOf: Record<string, string> = {
  AUT: 'ATS',
  BEL: 'BEF',
  DEU: 'DEM',
  ESP: 'ESP',
  FIN: 'FIM',
  FRA: 'FRF',
  GRC: 'GRD',
  IRL: 'IEP',
  ITA: 'ITL',
  NLD: 'NLG',
  PRT: 'PTE',
};

export const surnames = (
  'Kiptoo Ochieng Mwangi Otieno Wanjiru Kariuki Njoroge Adeyemi Okafor Mensah Boateng Owusu Diallo Traoré ' +
  'Ndiaye Sow Haile Tesfaye Bekele Mekonnen Nsubuga Mukasa Banda Phiri Moyo Dlamini Nkosi Mulenga Chanda ' +
  'Rakotomalala Andrianarisoa Sharma Singh Gupta Patel Das Iyer Rahman Hossain Ahmed Khan Hussain Tanaka ' +
  'Suzuki Sato Takahashi Kim Lee Park Choi Nguyen Tran Pham Le Santoso Wijaya Siregar Hidayat Reyes Cruz ' +
  'Ramos Bautista Wang Li Zhang Chen Liu Yang Zhao Huang Zhou Wu Silva Santos Oliveira Souza Pereira Costa ' +
  'Ferreira Almeida García Martínez López Rodríguez Hernández González Pérez Sánchez Gómez Díaz Morales ' +
  'Herrera Vargas Castro Mendoza Rojas Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Jansen ' +
  'de Vries van Dijk Bakker Visser Smit de Jong Janssens Peeters Dubois Martin Bernard Lefebvre Moreau ' +
  'Rossi Russo Bianchi Romano Colombo Ferrari Esposito Kowalski Nowak Wiśniewski Novák Horváth Popescu ' +
  'Ivanov Petrov Smirnov Johansson Andersson Karlsson Nilsson Hansen Nielsen Larsen Olsen Virtanen ' +
  'Korhonen Murphy Kelly Walsh Byrne Smith Jones Williams Brown Taylor Davies Evans Thomas Roberts ' +
  'Johnson Miller Davis Wilson Anderson Jackson White Harris Clark Lewis Walker Young Allen King Wright ' +
  'Scott Green Baker Adams Campbell Mitchell Roberts Carter Phillips Evans Turner Parker Collins Edwards ' +
  'Papadopoulos Georgiou Yilmaz Kaya Demir Haddad Mansour Rezaei Hosseini Mohammadi Ali Ibrahim Hassan ' +
  'Mohamed Abdullah Tawfik Nasser Cohen Levi Mizrahi Tuiasosopo Fifita Kaufana Waqa Tapsell Ngata'
)
  .match(/(?:de |van )?\S+/g)!
  .filter((name, index, all) => all.indexOf(name) === index);

/** Journals a reference may cite: name, first year, roughly how many volumes a year (for the volume number). */
export const journals: [name: string, firstYear: number, volumesPerYear: number][] = [
  ['Ecological Economics', 1989, 4],
  ['Ecosystem Services', 2012, 5.5],
  ['Environmental and Resource Economics', 1991, 2.6],
  ['Land Use Policy', 1984, 2.6],
  ['Journal of Environmental Management', 1973, 5.5],
  ['Marine Policy', 1977, 2.8],
  ['Ocean & Coastal Management', 1992, 6.8],
  ['Forest Policy and Economics', 2000, 5.8],
  ['Ecology and Society', 1997, 1],
  ['Science of the Total Environment', 1972, 15],
  ['Environmental Science & Policy', 1998, 5],
  ['Journal of Environmental Economics and Management', 1974, 2.2],
  ['Wetlands', 1981, 1],
  ['Agricultural Economics', 1986, 1.5],
  ['Water Resources Research', 1965, 1],
  ['Estuarine, Coastal and Shelf Science', 1973, 5],
  ['Land Economics', 1925, 1],
  ['Tourism Management', 1982, 2],
  ['Urban Forestry & Urban Greening', 2002, 3],
  ['Environment and Development Economics', 1996, 1],
];

export const reportPublishers = [
  'Report to the World Bank, Washington, DC',
  'IUCN Eastern and Southern Africa Regional Office, Nairobi',
  'UNEP-WCMC, Cambridge',
  'Economics of Land Degradation Initiative, Bonn',
  'Report for the Ministry of Environment',
  'WWF Report, Gland',
  'Institute for Environmental Studies (IVM), Amsterdam',
  'Asian Development Bank, Manila',
  'FAO, Rome',
  'Inter-American Development Bank, Washington, DC',
];

export const universities = [
  'Wageningen University',
  'University of Nairobi',
  'University of Cape Town',
  'Makerere University',
  'University of the Philippines Los Baños',
  'Universidad de Costa Rica',
  'University of East Anglia',
  'Universidade de São Paulo',
  'Australian National University',
  'Kasetsart University',
  'Vrije Universiteit Amsterdam',
  'Addis Ababa University',
];

export const titleTemplates = [
  'Valuing {service} of {ecosystem} in {place}',
  'The economic value of {ecosystem} in {place}: a {method} approach',
  'Willingness to pay for the conservation of {ecosystem} in {place}, {country}',
  '{Method} estimates of {service} from {ecosystem}, {country}',
  'Ecosystem service values of {place}, {country}',
  'Assessing the total economic value of {ecosystem}: evidence from {place}',
  'Local livelihoods and the value of {service}: the case of {place}',
  'Costs and benefits of restoring {ecosystem} in {place}, {country}',
  'An economic valuation of {service} in {country}',
  'Who benefits from {ecosystem}? Valuing {service} in {place}',
];

export const conditionPhrases = [
  'largely intact',
  'under pressure from agricultural expansion',
  'degraded by overharvesting',
  'partly converted to agriculture and settlements',
  'managed as a protected area',
  'affected by upstream water abstraction',
  'subject to heavy tourist use',
  'recovering after a restoration programme',
];

export const valuationNotes = [
  'Site area taken from the World Database on Protected Areas.',
  'Value per household aggregated over the number of beneficiary households.',
  'Original value reported as a range; the midpoint is used.',
  'Coordinates are the centroid of the study area.',
  'Present value annualised over 20 years at the stated discount rate.',
  'Value year not stated; assumed to be the year before publication.',
  'Net value: production costs reported in the study are deducted.',
  'Only the share of the value attributable to the ecosystem is recorded.',
];

export const secondarySources = [
  'For site area: https://www.protectedplanet.net',
  'For coordinates: https://www.geonames.org',
  'World Bank World Development Indicators (population and household size)',
  'FAO Global Ecological Zones 2015 map, for the ecozone',
];

export const exclusionReasons = [
  'Excluded: the site area is unknown, so the value cannot be expressed per hectare.',
  'Excluded: the value double counts a value recorded for the same site and service.',
  'Excluded: the value refers to a hypothetical scenario rather than the observed site.',
  'Excluded: duplicate of a value from an earlier publication of the same study.',
];

export const placeDirections = ['Northern', 'Southern', 'Eastern', 'Western', 'Central', 'Coastal', 'Upland'];
