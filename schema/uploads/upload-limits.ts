/**
 * The limits of a workbook upload (spec 001 §9), for the browser's drop area and checks and for the server alike.
 */
export const uploadLimits = {
  /** Files one drop may hold. */
  maxFiles: 2,
  /** The most one file may be: 52,428,800 bytes (50 MB). */
  maxFileBytes: 52_428_800,
  /** Rows a sheet or a CSV file may hold: a file of millions of empty rows is refused, not built. */
  maxRowsPerSheet: 1_100_000,
} as const;
