import { ownValuationFields } from '../rules/valuation-fields.ts';
import { esvdColumns, esvdDownloadHeader } from './esvd-columns.ts';
import { referenceSheets } from './reference-sheets.ts';
import {
  checkSheetsAndHeadings,
  dataRows,
  duplicateIdProblems,
  findSheetByPrefix,
  headingProblems,
  reportOf,
  splitCodeList,
  summarisedProblems,
  workbookMessages,
  type CellProblem,
  type ParsedSheet,
  type RequiredSheet,
  type WorkbookProblem,
  type WorkbookReport,
} from './workbook-checks.ts';

/** The start of the master sheet's name (spec 001 §3: "{product} MASTER"). */
export const datasetMasterPrefix = 'ESVD MASTER';

/** The reference sheets of the dataset workbook (spec 001 §3), required unless the upload is the CSV variant. */
export const datasetReferenceSheets = [
  referenceSheets.ecosystemConditions,
  referenceSheets.cices,
  referenceSheets.biomes,
  referenceSheets.biomesV2,
  referenceSheets.seea,
  referenceSheets.teeb,
  referenceSheets.valuationMethods,
  referenceSheets.continents,
  referenceSheets.protectionStatus,
  referenceSheets.countries,
  referenceSheets.currencies,
  referenceSheets.valueMeasure,
  referenceSheets.valueChange,
] as const;

/** Every sheet of the dataset workbook with its required headings, the master (the 126 ESVD columns) first. */
export const datasetWorkbookSheets: readonly RequiredSheet[] = [
  { label: datasetMasterPrefix, headings: esvdColumns },
  ...datasetReferenceSheets,
];

/** The semicolon lists whose repeated codes are warned about and removed, with the words of their warning. */
export const datasetCodeLists: readonly (readonly [heading: string, words: string])[] = [
  ['ESVD2.0_Biome_Codes', 'biome'],
  ['ESVD2.0_Ecozone_Codes', 'ecozone'],
  ['ESVD2.0_Ecosystem_Codes', 'ecosystem'],
  ['TEEB_ES', 'TEEB'],
  ['TEEB_SubES', 'sub-TEEB'],
  ['CICES', 'CICES'],
  ['SEEA', 'SEEA'],
];

/**
 * The number columns besides the ids and coordinates (the catalogue's stored as float8); a cell that is not a number
 * is an invalid format.
 */
const numberColumns = ownValuationFields
  .filter((field) => field.type === 'float8' && field.value !== 'latitude' && field.value !== 'longitude')
  .map((field) => field.heading);
/** Whole numbers: years, and the present value's horizon in years ("Present Value Year" is 10, 25, 50 in the ESVD). */
const wholeNumberColumns = [
  ...ownValuationFields.filter((field) => field.type === 'int2').map((field) => field.heading),
  'Year_Pub',
];

/** The spec's dataset workbook messages (spec 001 §5, exact wording; the coordinates' wording is ours). */
export const datasetWorkbookMessages = {
  missingSheet: workbookMessages.missingSheet,
  missingHeadings: workbookMessages.missingHeadings,
  incorrectSheets: 'Incorrect sheet names and/or column labels.',
  duplicateValueIds: (count: number) => `${count} duplicate valuation studies found.`,
  invalidCodedDate: (count: number) => `${count} entries with invalid coded date found.`,
  invalidReviewedDate: (count: number) => `${count} entries with invalid reviewed date found.`,
  noStudyIds: (count: number) => `${count} entries with no study Ids.`,
  noValueIds: (count: number) => `${count} entries with no value Ids.`,
  invalidCoordinates: (count: number) => `${count} entries with invalid latitude or longitude found.`,
  duplicateCodes: (count: number, codes: string) => `${count} entries with duplicate ${codes} codes.`,
  invalidFormat: workbookMessages.invalidFormat,
  noRows: workbookMessages.noRows,
  unknownHeadings: (headings: readonly string[]) =>
    `${headings.length === 1 ? 'A column' : `${headings.length} columns`} the ESVD does not have, not read: ${headings
      .map((heading) => `"${heading}"`)
      .join(', ')}.`,
  repeatedHeading: (heading: string) => `The column "${heading}" appears more than once (headings match in any case).`,
} as const;

/**
 * The ESVD's headings (and the download's extra ones) by their lower case: a file's heading in any case is read as it.
 * The download's computed columns are known, so a download uploaded again raises no warning, and read by nothing.
 */
const knownHeadings = new Map(esvdDownloadHeader.map((heading) => [heading.toLowerCase(), heading]));

/** A valuation row of the master sheet as checked: ids, dates and coordinates read, code lists de-duplicated. */
export interface DatasetWorkbookRow {
  /** The spreadsheet's row number (the heading row is 1). */
  rowNumber: number;
  valueId: number | null;
  studyId: number | null;
  /** Midnight UTC of the day, or the time of day the cell gives. */
  codedDate: Date | null;
  reviewedDate: Date | null;
  latitude: number | null;
  longitude: number | null;
  /**
   * Every cell by its ESVD heading as the ESVD spells it, whatever the case the sheet writes it in (a heading the
   * ESVD does not have: as written); the code lists of `datasetCodeLists` rejoined with "; ". A map: an object given a
   * hundred and more keys row after row is rebuilt as it grows.
   */
  cells: ReadonlyMap<string, string>;
}

const maxInt4 = 2_147_483_647;
/** Years are stored as smallint. */
const maxInt2 = 32_767;
const wholeNumber = /^\d+$/;
const decimalNumber = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
/** DD-MM-YYYY, with the time of day the export writes after it (DD-MM-YYYY HH:mm:ss). */
const ddMmYyyy = /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * A date strictly as DD-MM-YYYY (spec 001 §5), a real calendar day; the " HH:mm:ss" the full download writes after
 * it is accepted so that a download uploads again. `undefined` when the text is not such a date.
 */
export function parseWorkbookDate(text: string): Date | undefined {
  const match = ddMmYyyy.exec(text);
  if (!match) return undefined;
  const [day, month, year, hours = 0, minutes = 0, seconds = 0] = match.slice(1).map((part) => Number(part ?? 0));
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  date.setUTCFullYear(year);
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay && year >= 1 ? date : undefined;
}

/**
 * The master sheet's row checks, a row at a time, for a caller that streams the sheet: `row` checks one data row
 * and returns it cleaned, `finish` returns the problems of all rows seen (the counted ones with their cells).
 */
export function datasetMasterChecker(sheetName: string, headingRow: readonly string[]) {
  const headings = headingRow.map((heading) => heading.trim());
  const cellKeys = headings.map((heading) => knownHeadings.get(heading.toLowerCase()) ?? heading);
  const position = (heading: string) => headings.findIndex((cell) => cell.toLowerCase() === heading.toLowerCase());
  const at = (heading: string) => ({ heading: headings[position(heading)] ?? heading, index: position(heading) });
  const unknownHeadings = headings.filter((heading) => heading && !knownHeadings.has(heading.toLowerCase()));
  const valueIdColumn = at('ValueId');
  const studyIdColumn = at('StudyId');
  const codedDateColumn = at('Coded Date');
  const reviewedDateColumn = at('Reviewed Date');
  const latitudeColumn = at('Latitude');
  const longitudeColumn = at('Longitude');
  const codeLists = datasetCodeLists.map(([heading, words]) => ({ ...at(heading), words, cells: [] as CellProblem[] }));
  const formatColumns = [
    ...numberColumns.map((heading) => ({
      ...at(heading),
      pattern: decimalNumber,
      kind: 'number',
      max: Number.MAX_VALUE,
    })),
    ...wholeNumberColumns.map((heading) => ({
      ...at(heading),
      pattern: wholeNumber,
      kind: 'whole number from 0 to 32767',
      max: maxInt2,
    })),
  ].filter(({ index }) => index >= 0);

  const cellsAt = (row: number, column: { heading: string }, message: string): CellProblem => ({
    message,
    sheet: sheetName,
    row,
    column: column.heading,
  });
  const noValueIds: CellProblem[] = [];
  const noStudyIds: CellProblem[] = [];
  const invalidFormats: CellProblem[] = [];
  const invalidCodedDates: CellProblem[] = [];
  const invalidReviewedDates: CellProblem[] = [];
  const invalidCoordinates: CellProblem[] = [];
  const valueIds: { id: number | null; rowNumber: number }[] = [];
  let rowsChecked = 0;
  const seenValueIds = new Set<number>();
  let duplicateSeen = false;

  function readId(
    rowNumber: number,
    text: string,
    column: { heading: string },
    max: number,
    missing: CellProblem[],
  ): number | null {
    if (!text) {
      missing.push(cellsAt(rowNumber, column, `${column.heading} is empty.`));
      return null;
    }
    const value = Number(text);
    if (wholeNumber.test(text) && value > 0 && value <= max) return value;
    invalidFormats.push(
      cellsAt(rowNumber, column, `${column.heading} must be a positive whole number, not "${text}".`),
    );
    return null;
  }

  function readDate(rowNumber: number, text: string, column: { heading: string }, invalid: CellProblem[]) {
    if (!text) return null;
    const date = parseWorkbookDate(text);
    if (date) return date;
    invalid.push(cellsAt(rowNumber, column, `${column.heading} must be a date as DD-MM-YYYY, not "${text}".`));
    return null;
  }

  function readCoordinate(rowNumber: number, text: string, column: { heading: string }, limit: number) {
    if (!text) return null;
    const value = Number(text);
    if (decimalNumber.test(text) && Math.abs(value) <= limit) return value;
    invalidCoordinates.push(
      cellsAt(rowNumber, column, `${column.heading} must be a number from -${limit} to ${limit}, not "${text}".`),
    );
    return null;
  }

  function row(rowNumber: number, rowCells: readonly string[]): DatasetWorkbookRow {
    rowsChecked++;
    // Parsed cells (ids, dates, numbers, codes) are read trimmed; `cells` keeps every text as written.
    const text = (column: { index: number }) => (column.index >= 0 ? (rowCells[column.index] ?? '').trim() : '');
    const cells = new Map<string, string>();
    cellKeys.forEach((key, index) => {
      if (key) cells.set(key, rowCells[index] ?? '');
    });
    for (const list of codeLists) {
      const { codes, duplicates } = splitCodeList(text(list));
      if (list.index < 0 || !duplicates.length) continue;
      cells.set(cellKeys[list.index], codes.join('; '));
      list.cells.push(cellsAt(rowNumber, list, `Repeated ${duplicates.join(', ')}: kept once.`));
    }
    for (const column of formatColumns) {
      const value = text(column);
      if (value && !(column.pattern.test(value) && Math.abs(Number(value)) <= column.max)) {
        invalidFormats.push(cellsAt(rowNumber, column, `${column.heading} must be a ${column.kind}, not "${value}".`));
      }
    }
    const valueId = readId(rowNumber, text(valueIdColumn), valueIdColumn, Number.MAX_SAFE_INTEGER, noValueIds);
    valueIds.push({ id: valueId, rowNumber });
    if (valueId !== null) {
      if (seenValueIds.has(valueId)) duplicateSeen = true;
      seenValueIds.add(valueId);
    }
    return {
      rowNumber,
      valueId,
      studyId: readId(rowNumber, text(studyIdColumn), studyIdColumn, maxInt4, noStudyIds),
      codedDate: readDate(rowNumber, text(codedDateColumn), codedDateColumn, invalidCodedDates),
      reviewedDate: readDate(rowNumber, text(reviewedDateColumn), reviewedDateColumn, invalidReviewedDates),
      latitude: readCoordinate(rowNumber, text(latitudeColumn), latitudeColumn, 90),
      longitude: readCoordinate(rowNumber, text(longitudeColumn), longitudeColumn, 180),
      cells,
    };
  }

  function finish(): WorkbookProblem[] {
    const m = datasetWorkbookMessages;
    if (!rowsChecked) return [{ severity: 'fatal', message: m.noRows, sheet: sheetName }];
    return [
      ...summarisedProblems('fatal', sheetName, m.noValueIds(noValueIds.length), noValueIds),
      ...summarisedProblems('fatal', sheetName, m.noStudyIds(noStudyIds.length), noStudyIds),
      ...duplicateIdProblems(sheetName, valueIdColumn.heading, 'ValueId', valueIds, m.duplicateValueIds),
      ...summarisedProblems('fatal', sheetName, m.invalidCodedDate(invalidCodedDates.length), invalidCodedDates),
      ...summarisedProblems(
        'fatal',
        sheetName,
        m.invalidReviewedDate(invalidReviewedDates.length),
        invalidReviewedDates,
      ),
      ...summarisedProblems('fatal', sheetName, m.invalidCoordinates(invalidCoordinates.length), invalidCoordinates),
      ...summarisedProblems('fatal', sheetName, m.invalidFormat, invalidFormats),
      ...codeLists.flatMap((list) =>
        summarisedProblems('warning', sheetName, m.duplicateCodes(list.cells.length, list.words), list.cells),
      ),
      ...(unknownHeadings.length
        ? [{ severity: 'warning' as const, message: m.unknownHeadings(unknownHeadings), sheet: sheetName }]
        : []),
    ];
  }

  /** Whether a row checked so far has a fatal problem (finish reports them all). */
  function hasFatal(): boolean {
    return (
      !rowsChecked ||
      duplicateSeen ||
      [noValueIds, noStudyIds, invalidFormats, invalidCodedDates, invalidReviewedDates, invalidCoordinates].some(
        (problems) => problems.length > 0,
      )
    );
  }

  return { row, finish, hasFatal };
}

/** A heading written twice, in any case: which of its columns the import would read is not for us to guess. */
function repeatedHeadingProblems(sheet: ParsedSheet): WorkbookProblem[] {
  const seen = new Set<string>();
  const repeated = new Map<string, string>();
  for (const heading of sheet.rows[0] ?? []) {
    const key = heading.trim().toLowerCase();
    if (seen.has(key) && !repeated.has(key)) repeated.set(key, heading.trim());
    if (key) seen.add(key);
  }
  return [...repeated.values()].map((heading) => ({
    severity: 'fatal',
    message: datasetWorkbookMessages.repeatedHeading(heading),
    sheet: sheet.name,
    row: 1,
    column: heading,
  }));
}

/** The sheet a full XLSX download has after its master, saying where its computed columns come from. */
export const downloadAboutSheetName = 'About';

export interface DatasetWorkbookOptions {
  /**
   * A CSV file (the ESVD's own export, a full download as CSV): the single-sheet variant, as a workbook of one sheet
   * or a full XLSX download (its master, then its About sheet) is: the first sheet is the master, whatever its name,
   * and no reference sheet is needed; its references are matched against the lists in the database.
   */
  csv?: boolean;
}

/**
 * The sheets' checks: the master sheet and the reference sheets with their headings, "Incorrect sheet names and/or
 * column labels." above their problems. `master` is the sheet the rows are read from when there is no problem.
 */
export function checkDatasetSheets(
  sheets: readonly ParsedSheet[],
  options: DatasetWorkbookOptions = {},
): { master?: ParsedSheet; problems: WorkbookProblem[] } {
  // A workbook of one sheet, or a full XLSX download, is the single-sheet variant too.
  const singleSheet =
    options.csv || sheets.length === 1 || (sheets.length === 2 && sheets[1].name === downloadAboutSheetName);
  const master = singleSheet ? sheets[0] : findSheetByPrefix(sheets, datasetMasterPrefix);
  const sheetProblems: WorkbookProblem[] = [];
  // An empty file has no heading row either: that it has no rows says more than 126 missing headings.
  if (master && !master.rows[0]?.some((heading) => heading.trim())) {
    return { problems: [{ severity: 'fatal', message: datasetWorkbookMessages.noRows, sheet: master.name }] };
  }
  if (master) sheetProblems.push(...headingProblems(master, esvdColumns), ...repeatedHeadingProblems(master));
  else {
    sheetProblems.push({
      severity: 'fatal',
      message: datasetWorkbookMessages.missingSheet(datasetMasterPrefix),
      sheet: datasetMasterPrefix,
    });
  }
  if (!singleSheet) sheetProblems.push(...checkSheetsAndHeadings(sheets, datasetReferenceSheets));
  if (!master || sheetProblems.length) {
    return { problems: [{ severity: 'fatal', message: datasetWorkbookMessages.incorrectSheets }, ...sheetProblems] };
  }
  return { master, problems: [] };
}

/**
 * The dataset workbook's checks (spec 001 §5): the sheets (checkDatasetSheets), then every master row: ValueId and
 * StudyId present, duplicate ValueIds (fatal, each row located), strict dates, coordinate ranges, number formats and
 * repeated codes in the semicolon lists (warnings; the rows keep each code once).
 */
export function checkDatasetWorkbook(
  sheets: readonly ParsedSheet[],
  options: DatasetWorkbookOptions = {},
): WorkbookReport & { rows: DatasetWorkbookRow[] } {
  const { master, problems } = checkDatasetSheets(sheets, options);
  if (!master) return { ...reportOf(problems), rows: [] };
  const checker = datasetMasterChecker(master.name, master.rows[0] ?? []);
  const rows = dataRows(master).map(({ rowNumber, cells }) => checker.row(rowNumber, cells));
  return { ...reportOf(checker.finish()), rows };
}
