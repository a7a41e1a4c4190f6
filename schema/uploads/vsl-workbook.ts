import { vslInclusions, type VslInclusionValue } from '../rules/vsl.ts';
import { referenceSheets } from './reference-sheets.ts';
import {
  checkSheetsAndHeadings,
  dataRows,
  duplicateIdProblems,
  findSheetByPrefix,
  headingIndex,
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

/** The start of the master sheet's name (spec 001 §5). */
export const vslMasterPrefix = 'VSL MASTER';

/**
 * The columns of the VSL MASTER sheet, one per field of a VSL study record (spec 001 §3); all are required headings.
 * The code columns hold semicolon lists: ESVD 1.0 biome and ecosystem codes, ESVD 2.0 biome, ecozone and ecosystem
 * codes, TEEB service codes and country alpha-3 codes. "Protection Status" is a code or a label of that list.
 */
export const vslMasterColumns = {
  studyId: 'StudyId',
  authors: 'Authors',
  yearOfPublication: 'Year',
  title: 'Title',
  reference: 'Reference',
  includedInEsvd: 'Included in ESVD',
  biomeCodes: 'BiomeCode',
  ecosystemCodes: 'EcosystemCode',
  biomeV2Codes: 'BiomeV2Code',
  ecozoneCodes: 'EcozoneCode',
  ecosystemV2Codes: 'EcosystemV2Code',
  ecosystemServiceCodes: 'EcosystemServiceCode',
  countryCodes: 'CountryCode',
  protectionStatus: 'Protection Status',
  includedRepository: 'Included Repository',
  repositoryFolder: 'Repository Folder',
  checkedBy: 'Checked By',
  language: 'Language',
  notes: 'Notes',
} as const;

type VslColumn = keyof typeof vslMasterColumns;
type CodeListColumn = Extract<VslColumn, `${string}Codes`>;
type TextColumn =
  'authors' | 'title' | 'reference' | 'protectionStatus' | 'repositoryFolder' | 'checkedBy' | 'language' | 'notes';

/** The code lists of a row, each with the words its duplicate-codes warning uses. */
const codeLists: readonly [CodeListColumn, string][] = [
  ['biomeCodes', 'biome'],
  ['ecosystemCodes', 'ecosystem'],
  ['biomeV2Codes', 'ESVD2.0 biome'],
  ['ecozoneCodes', 'ecozone'],
  ['ecosystemV2Codes', 'ESVD2.0 ecosystem'],
  ['ecosystemServiceCodes', 'TEEB'],
  ['countryCodes', 'country'],
];

const textColumns: readonly TextColumn[] = [
  'authors',
  'title',
  'reference',
  'protectionStatus',
  'repositoryFolder',
  'checkedBy',
  'language',
  'notes',
];

/** The sheets besides the master: the reference lists its codes come from. */
export const vslReferenceSheets = [
  referenceSheets.biomes,
  referenceSheets.biomesV2,
  referenceSheets.teeb,
  referenceSheets.protectionStatus,
  referenceSheets.countries,
] as const;

/** Every sheet of the VSL workbook with its required headings, the master first. */
export const vslWorkbookSheets: readonly RequiredSheet[] = [
  { label: vslMasterPrefix, headings: Object.values(vslMasterColumns) },
  ...vslReferenceSheets,
];

/** A study row of the master sheet, cleaned: texts trimmed (empty is null), code lists split and de-duplicated. */
export type VslWorkbookRow = {
  /** The spreadsheet's row number (the heading row is 1). */
  rowNumber: number;
  studyId: number | null;
  yearOfPublication: number | null;
  includedInEsvd: VslInclusionValue | null;
  includedRepository: boolean | null;
} & Record<TextColumn, string | null> &
  Record<CodeListColumn, string[]>;

/** The spec's VSL workbook messages (spec 001 §5, exact wording). */
export const vslWorkbookMessages = {
  noMasterSheet: `No sheet name starting with "${vslMasterPrefix}"`,
  duplicateStudies: (count: number) => `${count} duplicate valuation studies found.`,
  duplicateCodes: (count: number, codes: string) => `${count} entries with duplicate ${codes} codes.`,
  invalidFormat: workbookMessages.invalidFormat,
} as const;

const maxInt4 = 2_147_483_647;
const wholeNumber = /^\d+$/;
const yesWords = ['yes', 'true', '1', 'y'];
const noWords = ['no', 'false', '0', 'n'];

/** A cell's reading: its value, or `invalid` with the reason shown at the cell. */
type Reading<T> = { value: T } | { invalid: string };

function readStudyId(text: string): Reading<number | null> {
  if (!text) return { value: null };
  const value = Number(text);
  return wholeNumber.test(text) && value > 0 && value <= maxInt4
    ? { value }
    : { invalid: `StudyId must be a positive whole number, not "${text}".` };
}

function readYear(text: string): Reading<number | null> {
  if (!text) return { value: null };
  return /^\d{4}$/.test(text) ? { value: Number(text) } : { invalid: `Year must be a 4-digit year, not "${text}".` };
}

function readInclusion(text: string): Reading<VslInclusionValue | null> {
  if (!text) return { value: null };
  const value = vslInclusions.find((inclusion) => inclusion === text.toLowerCase());
  return value ? { value } : { invalid: `Included in ESVD must be one of ${vslInclusions.join(', ')}, not "${text}".` };
}

function readYesNo(text: string): Reading<boolean | null> {
  if (!text) return { value: null };
  const word = text.toLowerCase();
  if (yesWords.includes(word)) return { value: true };
  if (noWords.includes(word)) return { value: false };
  return { invalid: `Included Repository must be Yes or No, not "${text}".` };
}

/**
 * The VSL workbook's checks (spec 001 §5): the master sheet, the reference sheets and their headings, cell formats,
 * duplicate study ids (fatal, each row located) and duplicate codes in the code lists (warnings; the rows keep each
 * code once). The rows are returned even when the report is fatal, for a caller that shows them.
 */
export function checkVslWorkbook(sheets: readonly ParsedSheet[]): WorkbookReport & { rows: VslWorkbookRow[] } {
  const master = findSheetByPrefix(sheets, vslMasterPrefix);
  const problems: WorkbookProblem[] = [];
  if (!master) problems.push({ severity: 'fatal', message: vslWorkbookMessages.noMasterSheet });
  else problems.push(...headingProblems(master, Object.values(vslMasterColumns)));
  problems.push(...checkSheetsAndHeadings(sheets, vslReferenceSheets));
  if (!master || problems.length) return { ...reportOf(problems), rows: [] };

  const index = Object.fromEntries(
    Object.entries(vslMasterColumns).map(([field, heading]) => [field, headingIndex(master, heading)]),
  ) as Record<VslColumn, number>;
  const invalidCells: CellProblem[] = [];
  const duplicateCodeCells = new Map<CodeListColumn, CellProblem[]>(codeLists.map(([column]) => [column, []]));
  const rows: VslWorkbookRow[] = [];

  for (const { rowNumber, cells } of dataRows(master)) {
    const text = (column: VslColumn) => (cells[index[column]] ?? '').trim();
    const read = <T>(column: VslColumn, reader: (cell: string) => Reading<T>): T | null => {
      const reading = reader(text(column));
      if ('value' in reading) return reading.value;
      invalidCells.push({
        message: reading.invalid,
        sheet: master.name,
        row: rowNumber,
        column: vslMasterColumns[column],
      });
      return null;
    };
    const row = {
      rowNumber,
      studyId: read('studyId', readStudyId),
      yearOfPublication: read('yearOfPublication', readYear),
      includedInEsvd: read('includedInEsvd', readInclusion),
      includedRepository: read('includedRepository', readYesNo),
    } as VslWorkbookRow;
    for (const column of textColumns) row[column] = text(column) || null;
    for (const [column] of codeLists) {
      const { codes, duplicates } = splitCodeList(text(column));
      row[column] = codes;
      if (duplicates.length) {
        duplicateCodeCells.get(column)!.push({
          message: `Repeated ${duplicates.join(', ')}: kept once.`,
          sheet: master.name,
          row: rowNumber,
          column: vslMasterColumns[column],
        });
      }
    }
    rows.push(row);
  }

  problems.push(
    ...summarisedProblems('fatal', master.name, vslWorkbookMessages.invalidFormat, invalidCells),
    ...duplicateIdProblems(
      master.name,
      vslMasterColumns.studyId,
      'Study id',
      rows.map(({ studyId, rowNumber }) => ({ id: studyId, rowNumber })),
      vslWorkbookMessages.duplicateStudies,
    ),
  );
  for (const [column, words] of codeLists) {
    const cells = duplicateCodeCells.get(column)!;
    problems.push(
      ...summarisedProblems('warning', master.name, vslWorkbookMessages.duplicateCodes(cells.length, words), cells),
    );
  }
  return { ...reportOf(problems), rows };
}
