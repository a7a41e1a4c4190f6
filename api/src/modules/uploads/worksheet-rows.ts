import { cellText } from '@esvd/schema/uploads/workbook-checks';
import { createRequire } from 'node:module';
import { StringDecoder } from 'node:string_decoder';

/** exceljs's own rules for number formats and serial dates, so a cell reads here as exceljs reads it. */
const excelUtils = createRequire(import.meta.url)('exceljs/lib/utils/utils.js') as {
  isDateFmt(format: string | undefined): boolean;
  excelToDate(serial: number, date1904?: boolean): Date;
};

/** A row of a sheet as read: its number in the spreadsheet (1 for the headings) and its cells' texts. */
export interface SheetRow {
  rowNumber: number;
  cells: string[];
}

/** What a worksheet's cells refer to elsewhere in the workbook (read by exceljs from its other parts). */
export interface CellFormats {
  /** The shared strings table, in order; rich text as exceljs gives it. */
  sharedStrings: readonly unknown[];
  /** A style's number format code (exceljs's StyleManager), to tell dates from numbers. */
  numberFormatOf(styleId: number): string | undefined;
  /** The workbook counts its dates from 1904 (old Mac Excel). */
  date1904: boolean;
}

/** The most rows and columns a sheet may have, and the refusal of one that has more. */
export interface RowLimits {
  maxRows: number;
  maxColumns: number;
  tooManyRows(): Error;
  tooManyColumns(): Error;
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const entity = /&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g;
const decodeEntities = (text: string) =>
  text.includes('&')
    ? text.replace(entity, (whole, name: string) => {
        if (name[0] !== '#') return entities[name] ?? whole;
        const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isNaN(code) || code > 0x10ffff ? whole : String.fromCodePoint(code);
      })
    : text;

/** A row's number (`<row r="12" ...>`); NaN when the row has none (it then follows the one before). */
const rowNumberOf = (attributes: string) => parseInt(/(?:^|\s)r\s*=\s*["'](\d+)["']/.exec(attributes)?.[1] ?? '', 10);

/** The column number (1 for A) of the cell reference in source[from, to) such as "EV12"; 0 when it has none. */
function columnAt(source: string, from: number, to: number): number {
  let column = 0;
  for (let index = from; index < to; index++) {
    const code = source.charCodeAt(index);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}

const [slash, space, tab, newline, carriageReturn, colon, exclamation] = ['/', ' ', '\t', '\n', '\r', ':', '!'].map(
  (character) => character.charCodeAt(0),
);
const [letterC, letterF, letterR, letterS, letterT, letterV] = ['c', 'f', 'r', 's', 't', 'v'].map((character) =>
  character.charCodeAt(0),
);

/** The elements of <sheetData> the rows are read from; the others are passed over. */
enum Element {
  Other,
  SheetData,
  Row,
  C,
  F,
  V,
  Is,
  T,
  Phonetic,
}

/** Which element the local name at source[start, start + length) is, without slicing it out. */
function elementOf(source: string, start: number, length: number): Element {
  switch (length) {
    case 1: {
      const code = source.charCodeAt(start);
      if (code === letterC) return Element.C;
      if (code === letterV) return Element.V;
      if (code === letterT) return Element.T;
      if (code === letterF) return Element.F;
      return Element.Other;
    }
    case 2:
      return source.startsWith('is', start) ? Element.Is : Element.Other;
    case 3:
      if (source.startsWith('row', start)) return Element.Row;
      return source.startsWith('rPh', start) ? Element.Phonetic : Element.Other;
    case 9:
      return source.startsWith('sheetData', start) ? Element.SheetData : Element.Other;
    default:
      return Element.Other;
  }
}

/**
 * A cell's text that keeps nothing else alive: V8 holds a longer substring as a view of the string it was cut from,
 * so one cell kept for the whole upload (a study's title, a problem's text) would keep its whole chunk of XML in
 * memory. A copy costs one pass over the cell's own characters; shorter substrings are copies already.
 */
const ownText = (text: string) => (text.length < 13 ? text : (' ' + text).slice(1));

/**
 * The rows of one worksheet's XML (`xl/worksheets/sheetN.xml`), streamed: each cell's text as the workbook checks
 * read it (`cellText` of the value exceljs would give: shared and inline strings verbatim, numbers as JavaScript
 * writes them, dates by their number format, booleans, a formula by its cached result, an error empty). Only
 * `<sheetData>` is read, with a scanner of its few elements instead of a general XML parser and cell objects: the
 * master sheet of a large upload is hundreds of megabytes of XML. Rows come in batches of about `batchRows`, blank
 * rows left out; `limits` are checked as rows are read.
 */
export async function* worksheetRows(
  xml: AsyncIterable<Buffer> | Iterable<Buffer>,
  formats: CellFormats,
  limits: RowLimits,
  batchRows: number,
): AsyncGenerator<SheetRow[]> {
  const decoder = new StringDecoder('utf8');
  const dateStyles = new Map<number, boolean>();
  const isDateStyle = (style: number) => {
    let known = dateStyles.get(style);
    if (known === undefined) dateStyles.set(style, (known = excelUtils.isDateFmt(formats.numberFormatOf(style))));
    return known;
  };
  // Where the scanner is: inside <sheetData>, a row, a cell, and whose text it gathers (<v>, or <t> of <is>).
  let inSheetData = false;
  let sheetDataEnded = false;
  let row: SheetRow | undefined;
  let lastRowNumber = 0;
  let column = 0;
  let cellType = '';
  let cellStyle = 0;
  let hasFormula = false;
  let value: string | undefined;
  let gathering = false;
  let phonetic = false;
  let text = '';
  let batch: SheetRow[] = [];

  const endCell = () => {
    if (!row || value === undefined) return;
    const cell = cellValue(value, cellType, cellStyle, hasFormula);
    if (cell === '') return;
    if (column > limits.maxColumns) throw limits.tooManyColumns();
    while (row.cells.length < column - 1) row.cells.push('');
    row.cells[column - 1] = cell;
  };
  const cellValue = (raw: string, type: string, style: number, formula: boolean): string => {
    switch (type) {
      case 's': {
        const shared = formats.sharedStrings[parseInt(raw, 10)];
        return shared === undefined ? '' : cellText(shared);
      }
      case 'inlineStr':
      case 'str':
        return raw;
      case 'e':
        return '';
      case 'b':
        return String(parseInt(raw, 10) !== 0);
      case 'd': {
        // An ISO 8601 date (strict Open XML).
        const date = new Date(raw.trim());
        return cellText(date);
      }
      default: {
        if (raw.trim() === '') return '';
        const number = parseFloat(raw);
        return !formula && style && isDateStyle(style)
          ? cellText(excelUtils.excelToDate(number, formats.date1904))
          : cellText(number);
      }
    }
  };

  let pending = '';
  /** Scans `pending` from its start: where the scan stopped (the rest is an unfinished tag or text). */
  const scan = (final: boolean) => {
    const source = pending;
    let position = 0;
    for (;;) {
      const open = source.indexOf('<', position);
      if (open < 0) {
        if (gathering) text += source.slice(position);
        position = source.length;
        break;
      }
      if (gathering && open > position)
        text = text ? text + source.slice(position, open) : source.slice(position, open);
      position = open;
      const next = source.charCodeAt(open + 1);
      if (next === exclamation) {
        // A comment, or CDATA (text as it is).
        const cdata = source.startsWith('<![CDATA[', open);
        const end = source.indexOf(cdata ? ']]>' : '-->', open);
        if (end < 0) break;
        if (cdata && gathering) text += source.slice(open + 9, end);
        position = end + 3;
        continue;
      }
      const close = source.indexOf('>', open);
      if (close < 0) break;
      position = close + 1;
      const closing = next === slash;
      // The element's local name (a namespace prefix such as "x:" dropped), told by its length and letters.
      let nameStart = open + (closing ? 2 : 1);
      let nameEnd = nameStart;
      while (nameEnd < close) {
        const code = source.charCodeAt(nameEnd);
        if (code === space || code === slash || code === tab || code === newline || code === carriageReturn) break;
        if (code === colon) nameStart = nameEnd + 1;
        nameEnd++;
      }
      const element = elementOf(source, nameStart, nameEnd - nameStart);
      const empty = !closing && source.charCodeAt(close - 1) === slash;
      if (!inSheetData) {
        if (element === Element.SheetData) {
          if (closing || empty) sheetDataEnded = true;
          else inSheetData = true;
        }
        continue;
      }
      if (closing) {
        switch (element) {
          case Element.V:
          case Element.T:
            if (gathering) {
              // Cut from the chunk of XML: copied (a shared string is the table's, not the chunk's).
              value = ownText((value ?? '') + decodeEntities(text));
              gathering = false;
            }
            break;
          case Element.Phonetic:
            phonetic = false;
            break;
          case Element.C:
            endCell();
            break;
          case Element.Row:
            endRow();
            break;
          case Element.SheetData:
            inSheetData = false;
            sheetDataEnded = true;
            return source.length;
        }
        continue;
      }
      switch (element) {
        case Element.Row: {
          const number = rowNumberOf(source.slice(nameEnd, close));
          row = { rowNumber: Number.isNaN(number) ? lastRowNumber + 1 : number, cells: [] };
          lastRowNumber = row.rowNumber;
          if (row.rowNumber > limits.maxRows) throw limits.tooManyRows();
          column = 0;
          if (empty) endRow();
          break;
        }
        case Element.C:
          readCellAttributes(source, nameEnd, close);
          hasFormula = false;
          value = undefined;
          if (empty) endCell();
          break;
        case Element.F:
          hasFormula = true;
          break;
        case Element.V:
          value = '';
          text = '';
          gathering = !empty;
          break;
        case Element.Is:
          value = '';
          break;
        case Element.Phonetic:
          phonetic = !empty;
          break;
        case Element.T:
          // An inline string's runs are joined; its phonetic guide (<rPh>) is not part of its text.
          if (cellType === 'inlineStr' && !phonetic) {
            value ??= '';
            text = '';
            gathering = !empty;
          }
          break;
      }
    }
    if (final && !sheetDataEnded && (inSheetData || position < source.length))
      throw new Error('the worksheet XML ends before its rows do');
    return position;
  };
  /** A cell's r (its column), t and s, read in place: a large sheet has millions of cells. */
  const readCellAttributes = (source: string, from: number, to: number) => {
    let reference = 0;
    cellType = '';
    cellStyle = 0;
    let index = from;
    while (index < to) {
      const code = source.charCodeAt(index);
      if (code === space || code === tab || code === newline || code === carriageReturn || code === slash) {
        index++;
        continue;
      }
      const equals = source.indexOf('=', index);
      if (equals < 0 || equals > to) break;
      const named = equals - index === 1 ? code : 0;
      let quoteAt = equals + 1;
      while (source.charCodeAt(quoteAt) === space) quoteAt++;
      const end = source.indexOf(source[quoteAt], quoteAt + 1);
      if (end < 0 || end > to) break;
      if (named === letterR) reference = columnAt(source, quoteAt + 1, end);
      else if (named === letterT) cellType = source.slice(quoteAt + 1, end);
      else if (named === letterS) cellStyle = parseInt(source.slice(quoteAt + 1, end), 10) || 0;
      index = end + 1;
    }
    column = reference || column + 1;
  };
  const endRow = () => {
    if (row && row.cells.length) batch.push(row);
    row = undefined;
  };

  // A problem (a limit passed) comes after the rows read before it.
  let failure: unknown;
  for await (const chunk of xml) {
    pending += decoder.write(chunk);
    try {
      pending = pending.slice(scan(false));
    } catch (error) {
      failure = error;
    }
    if (batch.length && (batch.length >= batchRows || failure)) {
      yield batch;
      batch = [];
    }
    if (failure) throw failure;
    if (sheetDataEnded) break;
  }
  pending += decoder.end();
  try {
    scan(true);
  } catch (error) {
    failure = error;
  }
  if (batch.length) yield batch;
  if (failure) throw failure;
}
