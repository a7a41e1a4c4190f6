/**
 * Number display rules of spec 000 §9. The product speaks English, so the locale is fixed: a value reads the same
 * in every browser and in every screenshot or report a user shares.
 */
const locale = 'en-US';

type MaybeNumber = number | null | undefined;

function isPresent(value: MaybeNumber): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function withDecimals(value: number, decimals: number): string {
  return value.toLocaleString(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/**
 * A standardised value in Int$/ha/year: 2 decimals under 0.1, 1 decimal from 0.1 to 1000, none above.
 * The thresholds apply to the magnitude so that a negative value (a cost) is shown with the same precision.
 * Missing values stay empty, as values that cannot be standardised are left empty.
 */
export function formatStandardisedValue(value: MaybeNumber): string {
  if (!isPresent(value)) return '';
  const magnitude = Math.abs(value);
  if (magnitude < 0.1) return withDecimals(value, 2);
  if (magnitude <= 1000) return withDecimals(value, 1);
  return withDecimals(value, 0);
}

/** Below this magnitude one decimal would print 0.0, so the compact form switches to exponent notation. */
const smallestOneDecimalMagnitude = 0.05;

/**
 * The compact form: whole numbers from 1 up, one decimal below 1, and exponent notation with 2 decimals for
 * values too small to show with one decimal (e.g. 3.42e-4).
 */
export function formatCompactValue(value: MaybeNumber): string {
  if (!isPresent(value)) return '';
  const magnitude = Math.abs(value);
  if (magnitude === 0) return '0';
  if (magnitude >= 1) return withDecimals(value, 0);
  if (magnitude >= smallestOneDecimalMagnitude) return withDecimals(value, 1);
  return value.toExponential(2);
}

/** Money: thousands separators and 2 decimals unless told otherwise. */
export function formatMoney(value: MaybeNumber, decimals = 2): string {
  return isPresent(value) ? withDecimals(value, decimals) : '';
}

/** Counts of records, users, downloads: thousands separators, no decimals. */
export function formatCount(value: MaybeNumber): string {
  return isPresent(value) ? withDecimals(Math.round(value), 0) : '';
}
