/**
 * The checks every upload workbook shares (spec 001 §5), over sheets already parsed into strings: the browser (in a
 * Web Worker) and the server parse the file with exceljs each in their own way and run the same rules on the result.
 */

/**
 * A sheet as parsed: its name and its rows of cells, row 0 the headings (cells are strings as written; '' empty).
 * `rows[i]` is the spreadsheet's row i + 1: a parser keeps blank rows (as empty arrays) so that row numbers hold.
 */
export interface ParsedSheet {
  name: string;
  rows: string[][];
}

export type ProblemSeverity = 'fatal' | 'warning';

/**
 * One problem, located for the report's highlights: sheet name, 1-based row number as in the spreadsheet (the
 * heading row is 1), column heading.
 */
export interface WorkbookProblem {
  severity: ProblemSeverity;
  message: string;
  sheet?: string;
  row?: number;
  column?: string;
}

export interface WorkbookReport {
  problems: WorkbookProblem[];
  fatal: boolean;
}

/** A sheet the workbook must have, by label, and the headings its top row must carry. */
export interface RequiredSheet {
  label: string;
  headings: readonly string[];
}

/** The messages the workbook checks share (spec 001 §5, exact wording). */
export const workbookMessages = {
  missingSheet: (label: string) => `Sheet with label "${label}" is missing from the upload file.`,
  missingHeadings: (label: string, headings: readonly string[]) =>
    `Sheet with label ${label} is missing the following column headings: ${headings.join(', ')}. ` +
    'If they are included, they must be the top row.',
  invalidFormat: 'Invalid data format. Please verify.',
  fixHighlights: 'Please fix the red higlights below before you can proceed.',
  noRows: 'The file has no rows: nothing to upload.',
} as const;

/**
 * The messages of codes and names matched against the reference lists, which only the server can do (it has the
 * lists): each problem at its cell, the count above them.
 */
export const referenceMessages = {
  unknownCodes: (count: number) => `${count} entries with codes that are not in the reference lists.`,
  unknownCode: (code: string, list: string) => `${code} is not a code of the ${list}.`,
  unknownName: (text: string, list: string) => `"${text}" is neither a code nor a name of the ${list}.`,
  nameMismatches: (count: number) =>
    `${count} entries whose names do not match their codes: the codes are kept, the names come from the lists.`,
  nameMismatch: (text: string, code: string, label: string) =>
    `"${text}" is not the name of ${code}, which is "${label}" in the reference list.`,
} as const;

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Sheet lookup by label, case-insensitive (spec: matched by label case-insensitively). */
export function findSheet(sheets: readonly ParsedSheet[], label: string): ParsedSheet | undefined {
  return sheets.find((sheet) => sameLabel(sheet.name, label));
}

/** The master sheet by the start of its name ("ESVD MASTER", "VSL MASTER"), case-insensitive. */
export function findSheetByPrefix(sheets: readonly ParsedSheet[], prefix: string): ParsedSheet | undefined {
  const start = prefix.trim().toLowerCase();
  return sheets.find((sheet) => sheet.name.trim().toLowerCase().startsWith(start));
}

/** The top row's position of a heading, case-insensitive; -1 when the sheet lacks it. */
export function headingIndex(sheet: ParsedSheet, heading: string): number {
  return (sheet.rows[0] ?? []).findIndex((cell) => sameLabel(cell, heading));
}

/** The headings of `headings` the sheet's top row lacks, in the given order. */
export function missingHeadings(sheet: ParsedSheet, headings: readonly string[]): string[] {
  return headings.filter((heading) => headingIndex(sheet, heading) < 0);
}

/** Missing sheets and missing headings with the spec's exact messages. */
export function checkSheetsAndHeadings(
  sheets: readonly ParsedSheet[],
  required: readonly { label: string; headings: readonly string[] }[],
): WorkbookProblem[] {
  const problems: WorkbookProblem[] = [];
  for (const { label, headings } of required) {
    const sheet = findSheet(sheets, label);
    if (!sheet) {
      problems.push({ severity: 'fatal', message: workbookMessages.missingSheet(label), sheet: label });
      continue;
    }
    problems.push(...headingProblems(sheet, headings));
  }
  return problems;
}

/** The missing-headings problem of one sheet (none when its top row has them all), at the top row. */
export function headingProblems(sheet: ParsedSheet, headings: readonly string[]): WorkbookProblem[] {
  const missing = missingHeadings(sheet, headings);
  if (!missing.length) return [];
  return [
    {
      severity: 'fatal',
      message: workbookMessages.missingHeadings(sheet.name, missing),
      sheet: sheet.name,
      row: 1,
      column: missing[0],
    },
  ];
}

/** A semicolon list split, trimmed, de-duplicated in order; `duplicates` lists codes that were repeated. */
export function splitCodeList(cell: string): { codes: string[]; duplicates: string[] } {
  const codes: string[] = [];
  const duplicates: string[] = [];
  for (const part of cell.split(';')) {
    const code = part.trim();
    if (!code) continue;
    if (!codes.includes(code)) codes.push(code);
    else if (!duplicates.includes(code)) duplicates.push(code);
  }
  return { codes, duplicates };
}

/** A report from its problems: fatal when any problem is. */
export function reportOf(problems: WorkbookProblem[]): WorkbookReport {
  return { problems, fatal: problems.some((problem) => problem.severity === 'fatal') };
}

/** A cell's problem for the highlights: which sheet, row and column, and what is wrong there. */
export type CellProblem = Omit<WorkbookProblem, 'severity'>;

/**
 * A problem as the spec words it for a whole sheet ("N entries with no value Ids.") followed by the cells it is
 * about, each located for the highlights; nothing when there are no such cells.
 */
export function summarisedProblems(
  severity: ProblemSeverity,
  sheet: string,
  summary: string,
  cells: readonly CellProblem[],
): WorkbookProblem[] {
  if (!cells.length) return [];
  return [{ severity, message: summary, sheet }, ...cells.map((cell) => ({ severity, ...cell }))];
}

/**
 * Rows sharing an id (fatal): `summary` of the count of rows that repeat an earlier one, then every row of each such
 * id at `column`, as "{label} {id} is in rows 2, 4.". Rows without an id are left out.
 */
export function duplicateIdProblems(
  sheet: string,
  column: string,
  label: string,
  rows: Iterable<{ id: number | null; rowNumber: number }>,
  summary: (count: number) => string,
): WorkbookProblem[] {
  const rowsById = new Map<number, number[]>();
  for (const { id, rowNumber } of rows) {
    if (id === null) continue;
    const rowNumbers = rowsById.get(id);
    if (rowNumbers) rowNumbers.push(rowNumber);
    else rowsById.set(id, [rowNumber]);
  }
  const repeated = [...rowsById].filter(([, rowNumbers]) => rowNumbers.length > 1);
  const count = repeated.reduce((sum, [, rowNumbers]) => sum + rowNumbers.length - 1, 0);
  const cells = repeated.flatMap(([id, rowNumbers]) =>
    rowNumbers.map((row) => ({ message: `${label} ${id} is in rows ${rowNumbers.join(', ')}.`, sheet, row, column })),
  );
  return summarisedProblems('fatal', sheet, summary(count), cells);
}

/** Whether a parsed row holds nothing (a blank line inside or after the data). */
export const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** The data rows of a sheet with their spreadsheet row numbers (the heading row is 1), blank rows left out. */
export function dataRows(sheet: ParsedSheet): { rowNumber: number; cells: string[] }[] {
  const rows: { rowNumber: number; cells: string[] }[] = [];
  sheet.rows.forEach((cells, index) => {
    if (index > 0 && !isBlankRow(cells)) rows.push({ rowNumber: index + 1, cells });
  });
  return rows;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A cell's value as the checks read it, for a parser that walks exceljs cells: text verbatim (free texts are kept
 * as written; the checks trim what they parse), numbers as written,
 * dates as DD-MM-YYYY (with " HH:mm:ss" when they carry a time of day, read in UTC as exceljs gives them), rich
 * text joined, a formula or hyperlink by its result or text, an error cell empty. Structural, so schema/ needs no
 * exceljs.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const day = `${pad(value.getUTCDate())}-${pad(value.getUTCMonth() + 1)}-${String(value.getUTCFullYear()).padStart(4, '0')}`;
    const seconds = value.getUTCHours() * 3600 + value.getUTCMinutes() * 60 + value.getUTCSeconds();
    return seconds
      ? `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`
      : day;
  }
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(cell.richText)) return cell.richText.map((run) => run.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if ('text' in cell) return cellText(cell.text);
    if ('error' in cell) return '';
  }
  return String(value);
}
