import {
  ownValuationFields,
  referenceValuationFields,
  type OwnValuationField,
  type ValuationValueKind,
} from '@esvd/schema/rules/valuation-fields';
import type { DatasetWorkbookRow } from '@esvd/schema/uploads/dataset-workbook';
import {
  referenceMessages,
  splitCodeList,
  summarisedProblems,
  workbookMessages,
  type CellProblem,
  type WorkbookProblem,
} from '@esvd/schema/uploads/workbook-checks';
import type { ThreadFailure } from '../../core/domain-error.ts';
import { ReferenceLookup, type ReferenceEntryKey, type UploadContent } from '../workbooks/index.ts';
import type { ImportLinkTable, ImportedStudy, ImportedValuation, ValuationColumn } from './dataset-import-writes.ts';
import { linkAggregates, type EsvdForms } from './valuation-rows.sql.ts';

// The rows of a dataset upload's master sheet as the import writes them: each cell read as a stored value, every
// code matched against the reference lists, and the problems found. Pure: the upload runs it in a thread of its own
// (dataset-rows.worker.ts), off the thread that answers the api's requests.

export const datasetImportMessages = {
  newStudyIncomplete: (studyId: number) =>
    `StudyId ${studyId} is not in the database yet: its Authors, Title, Reference and Year_Pub are all needed.`,
  newStudiesIncomplete: (count: number) => `${count} new studies without their full bibliography.`,
  otherBibliography: (studyId: number, firstRow: number) =>
    `StudyId ${studyId} has another bibliography in row ${firstRow}: row ${firstRow}'s is kept.`,
  otherBibliographies: (count: number) => `${count} entries whose study has another bibliography in an earlier row.`,
  notYesOrNo: (heading: string, text: string) => `${heading} must be Yes or empty, not "${text}".`,
  notInclusion: (heading: string, text: string) =>
    `${heading} must be 1 (Included), 0 (Excluded) or empty, not "${text}".`,
  // Spec 001 §8: the dataset's SuccessWithWarning. Its Valuation_Display is the export's InclExcl.
  zeroDisplay: (count: number) =>
    'Done but with Zero Valuation_Display: some valuations have their Valuation_Display set to 0 ' +
    `(${count} with InclExcl 0).`,
  standardisationFlagged: (count: number, vintage: string) =>
    `The standardisation checks flag ${count} uploaded ${count === 1 ? 'record' : 'records'} (World Bank vintage ` +
    `${vintage}); the Standardisation checks page lists them too.`,
  moreStandardisationWarnings: (count: number) =>
    `${count} more warnings of the standardisation checks: the Standardisation checks page lists every one.`,
  inUnpublishedStudies: (count: number) =>
    `${count} uploaded ${count === 1 ? 'record belongs' : 'records belong'} to studies that are not published: ` +
    'search, statistics and downloads show them once their study is published.',
} as const;

/** A cell of the master sheet read as a stored value; `problem` says why it cannot be. */
type CellReader = (text: string, row: DatasetWorkbookRow) => { value: unknown } | { problem: string };

const textValue: CellReader = (text) => ({ value: text.trim() ? text : null });
const numberValue: CellReader = (text) => ({ value: text.trim() ? Number(text.trim()) : null });
const dateValue =
  (field: 'codedDate' | 'reviewedDate'): CellReader =>
  (_text, row) => ({ value: row[field] });

const yesValues = new Set(['yes', 'true', '1']);
const noValues = new Set(['', 'no', 'false', '0']);
const reviewedValue: CellReader = (text) => {
  const key = text.trim().toLowerCase();
  if (yesValues.has(key)) return { value: true };
  if (noValues.has(key)) return { value: false };
  return { problem: datasetImportMessages.notYesOrNo('Reviewed', text) };
};
const inclusionValue: CellReader = (text) => {
  const key = text.trim().toLowerCase();
  if (!key) return { value: null };
  if (['1', 'included', 'true', 'yes'].includes(key)) return { value: true };
  if (['0', 'excluded', 'false', 'no'].includes(key)) return { value: false };
  return { problem: datasetImportMessages.notInclusion('InclExcl', text) };
};

/** The reader of each kind of own field's cells. */
const readers: Record<ValuationValueKind, (field: OwnValuationField) => CellReader> = {
  text: () => textValue,
  number: () => numberValue,
  positive: () => numberValue,
  year: () => numberValue,
  latitude: () => (_text, row) => ({ value: row.latitude }),
  longitude: () => (_text, row) => ({ value: row.longitude }),
  date: (field) => dateValue(field.name as 'codedDate' | 'reviewedDate'),
  inclusion: () => inclusionValue,
  review: () => reviewedValue,
};

/**
 * The valuation's own columns and the master sheet's heading each is read from, from the valuation field catalogue.
 * `optional`: a heading the ESVD's 126 columns lack; when a file lacks it too, an upload leaves the stored value as it
 * is.
 */
const ownColumns: (ValuationColumn & { heading: string; read: CellReader; optional: boolean })[] =
  ownValuationFields.map((field) => ({
    heading: field.heading,
    column: field.column,
    type: field.type,
    read: readers[field.value](field),
    optional: field.esvd === false,
  }));

/** How the lists of the problems name each reference table. */
const listNames: Record<string, string> = {
  ref_continent: 'continents',
  ref_scale_of_study_site: 'scales of study sites',
  ref_protection_status: 'protection statuses',
  ref_unit_of_measure: 'units of measure',
  ref_ecosystem_condition: 'ecosystem conditions',
  ref_currency: 'currencies',
  ref_temporal_unit: 'temporal units',
  ref_beneficiary_unit: 'beneficiary units',
  ref_biome_v2_ecosystem_v2_ecozone: 'ESVD 2.0 biomes, ecozones and ecosystems',
  ref_ecosystem_service: 'TEEB services',
  ref_cices_class: 'CICES classes',
  ref_seea: 'SEEA services',
  ref_country: 'countries (ISO alpha-3 codes)',
  ref_valuation_method: 'valuation methods',
};

/** Numbered columns that repeat a list (`prefix1 .. prefixN`): their headings made once, not for each row read. */
type Spread = readonly string[];
const spread = (prefix: string, count: number): Spread =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

/**
 * A many-valued field: the heading of its "; " list (codes, or names where the ESVD writes names), the level its
 * entries are at, and the columns that merely repeat it (the joined names, the spread names or codes), which are
 * checked against the entries and never trusted.
 */
interface CodedList {
  heading: string;
  /** What the export writes in `heading`: the entries' codes (the default) or their names. */
  writes?: 'names';
  /** The levels its entries are at, in the order tried; any level when absent. */
  levels?: number[];
  /** The list holds codes, or names where no code matches. */
  names?: string;
  spreadNames?: Spread;
  spreadCodes?: Spread;
}

/** Each link table (linkAggregates' alias) with the lists that fill it, in the order its places are numbered. */
const linkLists: { alias: string; lists: CodedList[] }[] = [
  {
    alias: 'habitat',
    lists: [
      {
        heading: 'ESVD2.0_Biome_Codes',
        levels: [1],
        names: 'ESVD2.0_Biome',
        spreadNames: spread('ESVD2.0_Biome_', 8),
      },
      {
        heading: 'ESVD2.0_Ecozone_Codes',
        levels: [2],
        names: 'ESVD2.0_Ecozones',
        spreadNames: spread('ESVD2.0_Ecozone_', 13),
      },
      {
        heading: 'ESVD2.0_Ecosystem_Codes',
        levels: [3],
        names: 'ESVD2.0_Ecosystems',
        spreadNames: spread('ESVD2.0_Ecosystem_', 7),
      },
    ],
  },
  // TEEB is resolved apart (teebEntries): its sub-services stand in for their services.
  { alias: 'teeb', lists: [] },
  { alias: 'cices', lists: [{ heading: 'CICES' }] },
  { alias: 'seea', lists: [{ heading: 'SEEA', writes: 'names' }] },
  {
    alias: 'country',
    lists: [
      {
        heading: 'Country_Codes',
        levels: [1],
        names: 'Countries',
        spreadNames: spread('Country_', 17),
        spreadCodes: spread('Country_Code_', 17),
      },
    ],
  },
  { alias: 'method', lists: [{ heading: 'Valuation Methods', levels: [1] }] },
];

const teebServices = { heading: 'TEEB_ES', levels: [1], spreadNames: spread('ES_', 14) };
const teebSubServices = { heading: 'TEEB_SubES', levels: [2, 3] };

export const linkTables: ImportLinkTable[] = linkLists.map(({ alias, lists }) => {
  const aggregate = linkAggregates.find((candidate) => candidate.alias === alias)!;
  const headings = alias === 'teeb' ? [teebServices, teebSubServices] : lists;
  return {
    headings: headings.map(({ heading }) => heading).join(', '),
    pivot: aggregate.pivot,
    column: aggregate.column,
    table: aggregate.table,
    orderWithinLevel: lists.length > 1,
  };
});

/** The cells of numbered columns that repeat a list, each with its heading. */
const spreadCells = (row: DatasetWorkbookRow, headings: Spread) =>
  headings.map((heading) => ({ heading, text: (row.cells.get(heading) ?? '').trim() }));

const joinedForm = (items: readonly string[]) => items.join('; ');

/** Keeps the file's text of `heading` where the file has the column and writes it otherwise than the product. */
function keepForm(forms: EsvdForms, row: DatasetWorkbookRow, heading: string, product: string): void {
  const given = row.cells.get(heading);
  if (given !== undefined && given !== product) forms[heading] = [product, given];
}

/** Where the file's forms are kept, and how the job's report names their changes. */
const esvdFormsColumn: ValuationColumn = {
  column: 'esvd_forms',
  type: 'jsonb',
  heading: "Names and codes in the file's own form",
};

export interface StudyFacts extends ImportedStudy {
  rowNumber: number;
  complete: boolean;
}

/** A new study (not in `stored`) without its full bibliography: a fatal problem. */
export const isIncompleteNewStudy = (study: StudyFacts, stored: ReadonlySet<number>): boolean =>
  !study.complete && !stored.has(study.studyId);

/**
 * The problems of one upload's rows beyond the shared checks, which need the reference lists and the database:
 * codes not in the lists (fatal), names that do not match their codes (warnings), bibliographies.
 */
export class DatasetRowResolver {
  private readonly unknown: CellProblem[] = [];
  private readonly mismatches: CellProblem[] = [];
  private readonly invalid: CellProblem[] = [];
  private readonly otherBibliographies: CellProblem[] = [];
  private readonly studies = new Map<number, StudyFacts>();
  /** StudyIds found in the database before the upload wrote any (learnStored). */
  private readonly stored = new Set<number>();
  private incompleteNewStudy = false;
  /** Rows resolved and studies first met since the last `take`. */
  private pending: { studies: StudyFacts[]; valuations: ImportedValuation[] } = { studies: [], valuations: [] };
  /** Valuations resolved, and how many of them are not displayed (InclExcl 0). */
  readonly added = { valuations: 0, excluded: 0 };
  readonly columns: typeof ownColumns;
  /** Where InclExcl is among the values, -1 when the file lacks it. */
  private readonly inclusionIndex: number;
  private readonly references: { column: string; heading: string; lookup: ReferenceLookup; list: string }[];

  constructor(
    private readonly sheet: string,
    headings: ReadonlySet<string>,
    private readonly lookups: Map<string, ReferenceLookup>,
  ) {
    this.columns = ownColumns.filter((column) => !column.optional || headings.has(column.heading.toLowerCase()));
    this.inclusionIndex = this.columns.findIndex((column) => column.column === 'incl_excl');
    this.references = referenceValuationFields.map(({ table, column, heading }) => ({
      column,
      heading,
      lookup: lookups.get(table)!,
      list: listNames[table],
    }));
  }

  get valuationColumns(): ValuationColumn[] {
    return [
      ...this.columns.map(({ column, type, heading }) => ({ column, type, heading })),
      ...this.references.map(({ column, heading }) => ({ column, type: 'int4' as const, heading })),
      esvdFormsColumn,
    ];
  }

  add(row: DatasetWorkbookRow): void {
    const at = (column: string, message: string): CellProblem => ({
      sheet: this.sheet,
      row: row.rowNumber,
      column,
      message,
    });
    const cell = (heading: string) => row.cells.get(heading) ?? '';
    const values: unknown[] = [];
    for (const column of this.columns) {
      const reading = column.read(cell(column.heading), row);
      if ('problem' in reading) this.invalid.push(at(column.heading, reading.problem));
      values.push('value' in reading ? reading.value : null);
    }
    const forms: EsvdForms = {};
    for (const { heading, lookup, list } of this.references) {
      const text = cell(heading).trim();
      const entry = text ? lookup.byCodeOrName(text) : undefined;
      if (text && !entry) this.unknown.push(at(heading, referenceMessages.unknownName(text, list)));
      if (entry) keepForm(forms, row, heading, entry.label);
      values.push(entry?.id ?? null);
    }
    const links = linkLists.map(({ alias, lists }, index) => {
      const { table } = linkTables[index];
      const lookup = this.lookups.get(table)!;
      const entries =
        alias === 'teeb'
          ? this.teebEntries(row, lookup, at, forms)
          : lists.flatMap((list) => this.listEntries(row, list, lookup, listNames[table], at, forms));
      return [...new Set(entries.map((entry) => entry.id))];
    });
    values.push(Object.keys(forms).length ? JSON.stringify(forms) : null);
    this.addStudy(row, at);
    if (row.valueId !== null && row.studyId !== null) {
      const excluded = values[this.inclusionIndex] === false;
      this.pending.valuations.push({
        valueId: row.valueId,
        studyId: row.studyId,
        rowNumber: row.rowNumber,
        values,
        links,
        excluded,
      });
      this.added.valuations++;
      if (excluded) this.added.excluded++;
    }
  }

  /** How many resolved rows wait to be taken. */
  get pendingRows(): number {
    return this.pending.valuations.length;
  }

  /** The rows resolved and the studies first met since the last call, in the file's order. */
  take(): { studies: StudyFacts[]; valuations: ImportedValuation[] } {
    const taken = this.pending;
    this.pending = { studies: [], valuations: [] };
    return taken;
  }

  /** Which of `studies` (a chunk's, taken) the database held before the upload wrote any: the importer asks it. */
  learnStored(studies: readonly StudyFacts[], storedStudyIds: readonly number[]): void {
    for (const studyId of storedStudyIds) this.stored.add(studyId);
    if (studies.some((study) => isIncompleteNewStudy(study, this.stored))) this.incompleteNewStudy = true;
  }

  /** Whether a row resolved so far has a fatal problem (its studies learned: learnStored). */
  hasFatal(): boolean {
    return this.unknown.length > 0 || this.invalid.length > 0 || this.incompleteNewStudy;
  }

  /**
   * A list's entries by code (or name), its repeating columns checked against them. A name that names another entry
   * of the list contradicts its code (a warning; the list's name is written); any other name is the file's form of
   * the entry's, kept with the file's other forms of the list's columns.
   */
  private listEntries(
    row: DatasetWorkbookRow,
    list: CodedList,
    lookup: ReferenceLookup,
    listName: string,
    at: (column: string, message: string) => CellProblem,
    forms: EsvdForms,
  ): ReferenceEntryKey[] {
    const cell = (heading: string) => row.cells.get(heading) ?? '';
    const { codes } = splitCodeList(cell(list.heading));
    const names = list.names ? splitCodeList(cell(list.names)).codes : [];
    let entries: ReferenceEntryKey[];
    let namesAgree = true;
    if (codes.length || !list.names) {
      entries = codes.flatMap((code) => {
        const entry = lookup.byCode(code, list.levels) ?? (list.names ? undefined : lookup.byName(code, list.levels));
        if (!entry) this.unknown.push(at(list.heading, referenceMessages.unknownCode(code, listName)));
        return entry ? [entry] : [];
      });
      names.forEach((name, index) => {
        const entry = entries[index];
        if (entry && this.contradicts(entry, name, lookup, list.levels)) {
          this.mismatches.push(at(list.names!, referenceMessages.nameMismatch(name, entry.code, entry.label)));
          namesAgree = false;
        }
      });
    } else {
      // The ESVD gives only names here: matched by name.
      entries = names.flatMap((name) => {
        const entry = lookup.byName(name, list.levels);
        if (!entry) this.unknown.push(at(list.names!, referenceMessages.unknownName(name, listName)));
        return entry ? [entry] : [];
      });
    }
    const labels = entries.map((entry) => entry.label);
    const entryCodes = entries.map((entry) => entry.code);
    keepForm(forms, row, list.heading, joinedForm(list.writes === 'names' ? labels : entryCodes));
    if (list.names && namesAgree && names.length <= entries.length)
      keepForm(forms, row, list.names, joinedForm(labels));
    this.checkSpreadNames(row, entries, list.spreadNames, lookup, list.levels, at, forms);
    if (list.spreadCodes) {
      for (const [index, { heading, text }] of spreadCells(row, list.spreadCodes).entries()) {
        const entry = entries[index];
        if (text && entry && text.toLowerCase() !== entry.code.toLowerCase())
          this.mismatches.push(at(heading, referenceMessages.nameMismatch(text, entry.code, entry.code)));
        else if (entry || !text) keepForm(forms, row, heading, entry?.code ?? '');
      }
    }
    return entries;
  }

  /** Whether `name` names another entry of the list than `entry`. */
  private contradicts(
    entry: ReferenceEntryKey,
    name: string,
    lookup: ReferenceLookup,
    levels: readonly number[] | undefined,
  ): boolean {
    if (ReferenceLookup.names(entry, name)) return false;
    const named = lookup.byName(name, levels);
    return named !== undefined && named.id !== entry.id;
  }

  private checkSpreadNames(
    row: DatasetWorkbookRow,
    entries: readonly ReferenceEntryKey[],
    spreadNames: Spread | undefined,
    lookup: ReferenceLookup,
    levels: readonly number[] | undefined,
    at: (column: string, message: string) => CellProblem,
    forms: EsvdForms,
  ) {
    if (!spreadNames) return;
    for (const [index, { heading, text }] of spreadCells(row, spreadNames).entries()) {
      const entry = entries[index];
      if (text && entry && this.contradicts(entry, text, lookup, levels))
        this.mismatches.push(at(heading, referenceMessages.nameMismatch(text, entry.code, entry.label)));
      else if (entry || !text) keepForm(forms, row, heading, entry?.label ?? '');
    }
  }

  /**
   * TEEB_ES (services) and TEEB_SubES (sub-services, the ESVD's 191): a service is linked through its sub-services
   * when the row names any, else itself, in TEEB_ES's order; a sub-service of a service TEEB_ES lacks follows.
   */
  private teebEntries(
    row: DatasetWorkbookRow,
    lookup: ReferenceLookup,
    at: (column: string, message: string) => CellProblem,
    forms: EsvdForms,
  ): ReferenceEntryKey[] {
    const cell = (heading: string) => row.cells.get(heading) ?? '';
    const resolve = (list: { heading: string; levels: number[] }) =>
      splitCodeList(cell(list.heading)).codes.flatMap((code) => {
        const entry = lookup.byCode(code, list.levels) ?? lookup.byName(code, list.levels);
        if (!entry)
          this.unknown.push(at(list.heading, referenceMessages.unknownCode(code, listNames.ref_ecosystem_service)));
        return entry ? [entry] : [];
      });
    const services = resolve(teebServices);
    const subServices = resolve(teebSubServices);
    const serviceOf = (entry: ReferenceEntryKey) => entry.path.split('/')[0];
    const linked = services.flatMap((service) => {
      const subs = subServices.filter((sub) => serviceOf(sub) === service.code);
      return subs.length ? subs : [service];
    });
    linked.push(...subServices.filter((sub) => !linked.includes(sub)));
    // The export writes each linked entry's service once, where it first appears, and the sub-services' codes.
    const linkedServices = [...new Set(linked.map(serviceOf))].flatMap((code) => lookup.byCode(code, [1]) ?? []);
    keepForm(forms, row, teebServices.heading, joinedForm(linkedServices.map((service) => service.code)));
    keepForm(
      forms,
      row,
      teebSubServices.heading,
      joinedForm(linked.filter((entry) => entry.level > 1).map((entry) => entry.code)),
    );
    this.checkSpreadNames(row, linkedServices, teebServices.spreadNames, lookup, teebServices.levels, at, forms);
    return linked;
  }

  private addStudy(row: DatasetWorkbookRow, at: (column: string, message: string) => CellProblem) {
    if (row.studyId === null) return;
    const text = (heading: string) => (row.cells.get(heading) ?? '').trim();
    const year = text('Year_Pub');
    const study: StudyFacts = {
      studyId: row.studyId,
      authors: text('Authors') || null,
      title: text('Title') || null,
      reference: text('Reference') || null,
      yearOfPublication: year ? Number(year) : null,
      rowNumber: row.rowNumber,
      complete: Boolean(text('Authors') && text('Title') && text('Reference') && year),
    };
    const first = this.studies.get(row.studyId);
    if (!first) {
      this.studies.set(row.studyId, study);
      this.pending.studies.push(study);
      return;
    }
    const differs = (['authors', 'title', 'reference', 'yearOfPublication'] as const).some(
      (field) => study[field] !== null && study[field] !== first[field],
    );
    if (differs)
      this.otherBibliographies.push(at('Title', datasetImportMessages.otherBibliography(row.studyId, first.rowNumber)));
  }

  /** The problems found, new studies without a full bibliography among them (every study learned). */
  problems(): WorkbookProblem[] {
    const incomplete = [...this.studies.values()]
      .filter((study) => isIncompleteNewStudy(study, this.stored))
      .map((study) => ({
        sheet: this.sheet,
        row: study.rowNumber,
        column: 'Title',
        message: datasetImportMessages.newStudyIncomplete(study.studyId),
      }));
    return [
      ...summarisedProblems('fatal', this.sheet, referenceMessages.unknownCodes(this.unknown.length), this.unknown),
      ...summarisedProblems('fatal', this.sheet, workbookMessages.invalidFormat, this.invalid),
      ...summarisedProblems(
        'fatal',
        this.sheet,
        datasetImportMessages.newStudiesIncomplete(incomplete.length),
        incomplete,
      ),
      ...summarisedProblems(
        'warning',
        this.sheet,
        referenceMessages.nameMismatches(this.mismatches.length),
        this.mismatches,
      ),
      ...summarisedProblems(
        'warning',
        this.sheet,
        datasetImportMessages.otherBibliographies(this.otherBibliographies.length),
        this.otherBibliographies,
      ),
    ];
  }
}

/** What the thread that reads a dataset upload's rows (dataset-rows.worker.ts) is given. */
export interface DatasetRowsInput {
  filename: string;
  content: UploadContent;
  /** The reference lists' entries, by table. */
  references: Map<string, ReferenceEntryKey[]>;
  chunkRows: number;
  /** Chunks sent and not answered yet, at most, before the thread reads on. */
  chunksAhead: number;
}

/** What the reading thread sends, in this order: started, the chunks (the last one `last`), checked; or failed. */
export type DatasetRowsMessage =
  | { type: 'started'; expectedRows: number | undefined; valuationColumns: ValuationColumn[] }
  | {
      type: 'chunk';
      studies: StudyFacts[];
      valuations: ImportedValuation[];
      /** A row read so far has a fatal problem: the file will be refused. */
      fatal: boolean;
      /** The rows after the last full chunk, sent once the sheet is read. */
      last: boolean;
    }
  | { type: 'checked'; problems: WorkbookProblem[]; added: { valuations: number; excluded: number } }
  | { type: 'failed'; failure: ThreadFailure };

/** The answer to each chunk: which of its studies the database held before the upload (learnStored). */
export interface StoredStudiesAnswer {
  storedStudyIds: number[];
}
