/**
 * The units a value is expressed per, as the reference lists name them (api/src/db/seed/data/flat-lists.ts: labels
 * such as "hectare", "total area", "trip/visit", and their codes), and what each means for standardising.
 */

/** What a value per this spatial unit needs to become a value per hectare. */
export type SpatialUnitRule =
  /** A value per `hectares` hectares. */
  | { kind: 'area'; hectares: number }
  /** A value for the whole site: divided by the site's area. */
  | { kind: 'site' }
  /** A value per length of a site (a river, a coast): no area to divide by. */
  | { kind: 'length' };

/** What a value per this temporal unit needs to become a value per year. */
export type TemporalUnitRule =
  /** A value recurring `timesPerYear` times a year. */
  | { kind: 'recurring'; timesPerYear: number }
  /** A value per trip or visit: the beneficiaries (visits a year) make it a value per year. */
  | { kind: 'visit' }
  /** A present value over a horizon: the annuity factor makes it a value per year. */
  | { kind: 'present-value' }
  /** Paid once: the ESVD documents no rule that makes it a value per year. */
  | { kind: 'one-time' }
  /** A length of time the record does not state (a season). */
  | { kind: 'unstated-length' };

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Hectares in an acre, as the ESVD's own values reveal it divides by. */
const hectaresPerAcre = 0.4047;

const spatialUnits = new Map<string, SpatialUnitRule>([
  ['hectare', { kind: 'area', hectares: 1 }],
  ['hectares', { kind: 'area', hectares: 1 }],
  ['ha', { kind: 'area', hectares: 1 }],
  ['km2', { kind: 'area', hectares: 100 }],
  ['km²', { kind: 'area', hectares: 100 }],
  ['square kilometre', { kind: 'area', hectares: 100 }],
  ['m2', { kind: 'area', hectares: 0.0001 }],
  ['m²', { kind: 'area', hectares: 0.0001 }],
  ['acre', { kind: 'area', hectares: hectaresPerAcre }],
  ['acres', { kind: 'area', hectares: hectaresPerAcre }],
  ['mi2', { kind: 'area', hectares: 258.998811 }],
  ['square mile', { kind: 'area', hectares: 258.998811 }],
  ['total', { kind: 'site' }],
  ['total area', { kind: 'site' }],
  ['total-area', { kind: 'site' }],
  ['site', { kind: 'site' }],
  ['per site', { kind: 'site' }],
  ['km', { kind: 'length' }],
  ['m', { kind: 'length' }],
  ['mile', { kind: 'length' }],
  ['total length', { kind: 'length' }],
  ['total-length', { kind: 'length' }],
]);

const temporalUnits = new Map<string, TemporalUnitRule>([
  ['year', { kind: 'recurring', timesPerYear: 1 }],
  ['month', { kind: 'recurring', timesPerYear: 12 }],
  ['week', { kind: 'recurring', timesPerYear: 52 }],
  ['day', { kind: 'recurring', timesPerYear: 365 }],
  ['trip/visit', { kind: 'visit' }],
  ['visit', { kind: 'visit' }],
  ['present value', { kind: 'present-value' }],
  ['present-value', { kind: 'present-value' }],
  ['one time payment', { kind: 'one-time' }],
  ['one-time', { kind: 'one-time' }],
  ['season', { kind: 'unstated-length' }],
]);

/** The rule of a spatial unit, by its label or code in any case. */
export const spatialUnitRule = (unit: string): SpatialUnitRule | undefined => spatialUnits.get(normalised(unit));

/** The rule of a temporal unit, by its label or code in any case. */
export const temporalUnitRule = (unit: string): TemporalUnitRule | undefined => temporalUnits.get(normalised(unit));

/** Whether a value per this beneficiary unit is for all beneficiaries together (or names none). */
export const isTotalForBeneficiaries = (unit: string | null): boolean =>
  unit === null || normalised(unit) === '' || normalised(unit) === 'total';
