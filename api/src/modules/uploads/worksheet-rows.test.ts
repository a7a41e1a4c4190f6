import { cellText } from '@esvd/schema/uploads/workbook-checks';
import ExcelJS from 'exceljs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readWorkbook, workbookLimits } from './xlsx-sheets.ts';
import { worksheetRows, type CellFormats, type RowLimits, type SheetRow } from './worksheet-rows.ts';

const limits: RowLimits = {
  maxRows: 1000,
  maxColumns: 50,
  tooManyRows: () => new Error('too many rows'),
  tooManyColumns: () => new Error('too many columns'),
};
const formats: CellFormats = {
  sharedStrings: ['shared one', { richText: [{ text: 'rich ' }, { text: 'shared' }] }],
  numberFormatOf: (style) => (style === 1 ? 'dd/mm/yyyy' : style === 2 ? '0.00' : undefined),
  date1904: false,
};

/** The rows of `xml`, fed in pieces of `pieceBytes` bytes (1: every boundary a multi-byte character or tag can have). */
async function rowsOf(xml: string, pieceBytes = 1 << 16, rowLimits = limits): Promise<SheetRow[]> {
  const bytes = Buffer.from(xml, 'utf8');
  async function* pieces() {
    for (let start = 0; start < bytes.length; start += pieceBytes) yield bytes.subarray(start, start + pieceBytes);
  }
  const rows: SheetRow[] = [];
  for await (const batch of worksheetRows(pieces(), formats, rowLimits, 2)) rows.push(...batch);
  return rows;
}

const sheet = (rows: string, namespace = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${namespace}worksheet ` +
  `xmlns${namespace ? `:${namespace.slice(0, -1)}` : ''}="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
  `<${namespace}dimension ref="A1:C9"/><${namespace}sheetData>${rows}</${namespace}sheetData>` +
  `<${namespace}dataValidations count="1"><${namespace}dataValidation sqref="A2" prompt="a > b"/>` +
  `</${namespace}dataValidations></${namespace}worksheet>`;

describe('worksheetRows', () => {
  const xml = sheet(
    '<row r="1" spans="1:3"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>' +
      '<c r="C1" t="inlineStr"><is><t xml:space="preserve">“Curly” &amp; &lt;dash&gt; – é😀 </t></is></c></row>' +
      '<row r="2"><c r="A2"><v>191</v></c><c r="B2" s="2"><v>1.5E-3</v></c><c r="C2" s="1"><v>44197</v></c></row>' +
      '<row r="3"/>' +
      '<row r="5"><c r="C5" t="b"><v>1</v></c><c r="E5" t="e"><v>#N/A</v></c></row>' +
      '<row r="6"><c r="A6" t="str"><f>CONCAT("a","b")</f><v>ab</v></c><c r="B6" s="1"><f>A2*2</f><v>382</v></c>' +
      '<c r="C6" t="inlineStr"><is><r><t>run </t></r><r><t>two</t></r><rPh><t>ignored</t></rPh></is></c></row>' +
      '<row r="7"><c r="A7" s="1"/><c r="B7" t="inlineStr"><is><t><![CDATA[<kept> & as is]]></t></is></c>' +
      '<!-- <c r="C7"><v>not a cell</v></c> --><c t="inlineStr"><is><t>&#8220;C7&#x201D;</t></is></c></row>',
  );
  const expected: SheetRow[] = [
    { rowNumber: 1, cells: ['shared one', 'rich shared', '“Curly” & <dash> – é😀 '] },
    { rowNumber: 2, cells: ['191', '0.0015', '01-01-2021'] },
    { rowNumber: 5, cells: ['', '', 'true'] },
    { rowNumber: 6, cells: ['ab', '382', 'run two'] },
    { rowNumber: 7, cells: ['', '<kept> & as is', '“C7”'] },
  ];

  it('reads strings, numbers, dates, booleans, formulas and rich text as the checks read them, blank rows left out', async () => {
    expect(await rowsOf(xml)).toEqual(expected);
  });

  it('reads the same whatever the boundaries of the pieces it arrives in', async () => {
    expect(await rowsOf(xml, 1)).toEqual(expected);
    expect(await rowsOf(xml, 7)).toEqual(expected);
  });

  it('reads elements with a namespace prefix and cells without references', async () => {
    const prefixed = sheet(
      '<x:row r="1"><x:c t="inlineStr"><x:is><x:t>a</x:t></x:is></x:c><x:c r="C1"><x:v>3</x:v></x:c></x:row>' +
        '<x:row><x:c><x:v>4</x:v></x:c><x:c><x:v>5</x:v></x:c></x:row>',
      'x:',
    );
    expect(await rowsOf(prefixed)).toEqual([
      { rowNumber: 1, cells: ['a', '', '3'] },
      { rowNumber: 2, cells: ['4', '5'] },
    ]);
  });

  it('refuses rows and columns past the limits, and a sheet cut off before its rows end', async () => {
    const small = { ...limits, maxRows: 2, maxColumns: 2 };
    await expect(rowsOf(sheet('<row r="3"><c r="A3"><v>1</v></c></row>'), 5, small)).rejects.toThrow('too many rows');
    // The rows before the one too many come first.
    const read: SheetRow[] = [];
    const tooLong = sheet('<row r="1"><c r="A1"><v>1</v></c></row><row r="3"><c r="A3"><v>3</v></c></row>');
    const reading = worksheetRows([Buffer.from(tooLong)], formats, small, 1000);
    await expect(
      (async () => {
        for await (const batch of reading) read.push(...batch);
      })(),
    ).rejects.toThrow('too many rows');
    expect(read).toEqual([{ rowNumber: 1, cells: ['1'] }]);
    await expect(rowsOf(sheet('<row r="1"><c r="C1"><v>1</v></c></row>'), 5, small)).rejects.toThrow(
      'too many columns',
    );
    const cut = sheet('<row r="1"><c r="A1"><v>1</v></c></row>');
    for (const end of [cut.indexOf('</sheetData>'), cut.indexOf('<v>1') + 2])
      await expect(rowsOf(cut.slice(0, end))).rejects.toThrow('the worksheet XML ends before its rows do');
  });
});

describe('readWorkbook', () => {
  it('reads every sheet of a workbook as exceljs reads it, shared or inline strings', async () => {
    const values: ExcelJS.CellValue[][] = [
      ['StudyId', 'ValueId', 'Title', 'Coded Date', 'Int$', 'Reviewed', 'Notes'],
      [9876, 98760001, 'Wetlands “valued” – a <test> & more', new Date(Date.UTC(2021, 2, 4)), 1234.5678, true, null],
      [],
      [9876, 98760003, { richText: [{ text: 'Rich ' }, { text: 'title' }] }, null, 1e-7, false, 'x'.repeat(300)],
      [9877, 98770001, { formula: '"A"&"B"', result: 'AB' }, null, { formula: '1+1', result: 2 }, null, 'naïve'],
    ];
    for (const useSharedStrings of [true, false]) {
      const workbook = new ExcelJS.Workbook();
      const master = workbook.addWorksheet('ESVD MASTER');
      values.forEach((row) => master.addRow(row));
      master.getColumn(4).numFmt = 'dd-mm-yyyy';
      workbook.addWorksheet('Countries').addRows([
        ['Code', 'Name'],
        ['KEN', 'Kenya'],
      ]);
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer({ useSharedStrings } as ExcelJS.XlsxWriteOptions));

      const loaded = new ExcelJS.Workbook();
      await loaded.xlsx.load(new Uint8Array(bytes).buffer);
      const exceljsRows = (name: string) => {
        const rows: string[][] = [];
        loaded.getWorksheet(name)!.eachRow((row, rowNumber) => {
          const cells = Array.from(row.values as ExcelJS.CellValue[], cellText).slice(1);
          while (cells.length && cells.at(-1) === '') cells.pop();
          rows[rowNumber - 1] = cells;
        });
        return Array.from(rows, (row) => row ?? []);
      };

      const read = await readWorkbook(bytes, workbookLimits);
      const [sheetName] = read.sheets.filter((candidate) => candidate !== read.streamed).map(({ name }) => name);
      expect(sheetName).toBe('Countries');
      expect(read.sheets.find(({ name }) => name === 'Countries')!.rows).toEqual(exceljsRows('Countries'));
      const streamed = read.streamed!;
      const rows = [streamed.rows[0]];
      for await (const batch of read.rowsAfterHeadings(streamed))
        for (const row of batch) rows[row.rowNumber - 1] = row.cells;
      expect(Array.from(rows, (row) => row ?? [])).toEqual(exceljsRows('ESVD MASTER'));
      expect(rows[1]![3]).toBe('04-03-2021');
    }
  });
  it('keeps no chunk of XML alive through a cell kept after its row', async () => {
    // Each row: a short text kept (a study's title, say) and a long one let go. Kept cells that were views of the
    // chunk they were cut from would keep every chunk, the whole sheet's text, in memory.
    const rowCount = 2000;
    // Made in a function of its own, so that none of its strings is alive when the heap is measured.
    const sheetBytes = () =>
      Buffer.from(
        sheet(
          Array.from(
            { length: rowCount },
            (_, index) =>
              `<row r="${index + 1}"><c r="A${index + 1}" t="inlineStr"><is><t>kept title of row ${index}</t></is></c>` +
              `<c r="B${index + 1}" t="inlineStr"><is><t>${'let go '.repeat(300)}</t></is></c></row>`,
          ).join(''),
        ),
        'utf8',
      );
    const bytes = sheetBytes();
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const kept: string[] = [];
    collect();
    const before = process.memoryUsage().heapUsed;
    const manyRows = { ...limits, maxRows: rowCount };
    const pieces = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, index) =>
      bytes.subarray(index * 65536, (index + 1) * 65536),
    );
    for await (const batch of worksheetRows(pieces, formats, manyRows, 100)) {
      kept.push(...batch.map((row) => row.cells[0]));
    }
    collect();
    const retained = process.memoryUsage().heapUsed - before;
    expect(kept).toHaveLength(rowCount);
    expect(kept[rowCount - 1]).toBe(`kept title of row ${rowCount - 1}`);
    // The kept texts are about 60 kB; the sheet's text is 4.2 MB (8.4 MB as the decoder's strings).
    expect(retained).toBeLessThan(1_000_000);
  });
});
