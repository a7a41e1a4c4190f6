import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/errors.ts';
import {
  listedSheets,
  readWorkbook,
  wholeSheets,
  workbookFileMessages,
  workbookLimits,
  type SheetRow,
  type SheetsRead,
  type WorkbookLimits,
} from './xlsx-sheets.ts';

/** The limits of a workbook read whole (exceljs's `xlsx.load`, as the uploads page reads it), or streamed. */
const readings: Record<string, WorkbookLimits> = {
  whole: workbookLimits,
  streamed: { ...workbookLimits, maxUnpackedBytesReadWhole: 0 },
};

async function workbookOf(fill: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const refusal = async (reading: Promise<unknown>) => {
  const error = await reading.then(
    () => undefined,
    (problem: unknown) => problem,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).message;
};

/** Every batch of a streamed sheet's rows after its headings. */
async function batchesOf(read: SheetsRead): Promise<SheetRow[][]> {
  const batches: SheetRow[][] = [];
  for await (const batch of read.rowsAfterHeadings(read.streamed!)) batches.push(batch);
  return batches;
}

const values: ExcelJS.CellValue[][] = [
  ['StudyId', 'ValueId', 'Title', 'Coded Date', 'Int$', 'Reviewed', 'Notes'],
  [9876, 98760001, 'Wetlands “valued” – a <test> & more', new Date(Date.UTC(2021, 2, 4)), 1234.5678, true, null],
  [],
  [9876, 98760003, { richText: [{ text: 'Rich ' }, { text: 'title' }] }, null, 1e-7, false, 'x'.repeat(300)],
  [
    9877,
    98770001,
    { formula: '"A"&"B"', result: 'AB' },
    null,
    { formula: '1+1', result: 2 },
    { formula: 'NA()', result: { error: '#N/A' } },
    'naïve  ',
  ],
  [
    9878,
    98780001,
    { text: 'A link', hyperlink: 'https://example.org' },
    new Date(Date.UTC(2021, 2, 4, 13, 5, 9)),
    { formula: '2-2', result: 0 },
  ],
];
const expectedMaster = [
  values[0] as string[],
  ['9876', '98760001', 'Wetlands “valued” – a <test> & more', '04-03-2021', '1234.5678', 'true'],
  [],
  ['9876', '98760003', 'Rich title', '', '1e-7', 'false', 'x'.repeat(300)],
  ['9877', '98770001', 'AB', '', '2', '', 'naïve  '],
  ['9878', '98780001', 'A link', '04-03-2021 13:05:09', '0'],
];

describe.each(Object.entries(readings))('readWorkbook, the workbook read %s', (reading, limits) => {
  const streamed = reading === 'streamed';
  const workbook = () =>
    workbookOf((workbook) => {
      const master = workbook.addWorksheet('ESVD MASTER');
      values.forEach((row) => master.addRow(row));
      master.getColumn(4).numFmt = 'dd-mm-yyyy';
      workbook.addWorksheet('Countries & Codes').addRows([
        ['Code', 'Name'],
        ['KEN', 'Kenya'],
      ]);
      workbook.addWorksheet('Empty');
    });

  it('reads every sheet in the workbook’s order, each cell as the uploads page reads it', async () => {
    const read = await readWorkbook(await workbook(), limits);
    expect(read.streamed?.name).toBe(streamed ? 'ESVD MASTER' : undefined);
    expect(await wholeSheets(read)).toEqual([
      { name: 'ESVD MASTER', rows: expectedMaster },
      {
        name: 'Countries & Codes',
        rows: [
          ['Code', 'Name'],
          ['KEN', 'Kenya'],
        ],
      },
      { name: 'Empty', rows: [] },
    ]);
  });

  it('counts the rows after the headings: those held, or as a streamed sheet declares them', async () => {
    const read = await readWorkbook(await workbook(), limits);
    expect(read.sheets.map((sheet) => read.rowsAfterHeadingsCount(sheet))).toEqual([5, 1, 0]);
    if (streamed) {
      expect(read.streamed!.rows).toEqual([expectedMaster[0]]);
      // Blank rows are left out of the batches; their numbers tell where each row was.
      expect((await batchesOf(read)).flat().map((row) => row.rowNumber)).toEqual([2, 4, 5, 6]);
    }
  });

  it('reads a sheet whose rows start below its first, and a workbook of one empty sheet', async () => {
    const below = await workbookOf((workbook) => (workbook.addWorksheet('Below').getRow(3).getCell(2).value = 'x'));
    expect(await wholeSheets(await readWorkbook(below, limits))).toEqual([
      { name: 'Below', rows: [[], [], ['', 'x']] },
    ]);
    const empty = await workbookOf((workbook) => workbook.addWorksheet('Empty'));
    expect(await wholeSheets(await readWorkbook(empty, limits))).toEqual([{ name: 'Empty', rows: [] }]);
  });

  it('reads the dates of a workbook that counts its days from 1904 (old Mac Excel)', async () => {
    const bytes = await workbookOf((workbook) => {
      workbook.properties.date1904 = true;
      const sheet = workbook.addWorksheet('Dates');
      sheet.addRows([['Coded Date'], [new Date(Date.UTC(2021, 2, 4, 13, 5, 9))]]);
      sheet.getColumn(1).numFmt = 'dd-mm-yyyy hh:mm:ss';
    });
    expect(await wholeSheets(await readWorkbook(bytes, limits))).toEqual([
      { name: 'Dates', rows: [['Coded Date'], ['04-03-2021 13:05:09']] },
    ]);
  });

  it('reads a formula’s date result as exceljs reads it: a date read whole, its serial number streamed', async () => {
    const bytes = await workbookOf((workbook) => {
      const sheet = workbook.addWorksheet('Dates');
      sheet.addRow(['Coded Date']);
      sheet.addRow([{ formula: 'DATE(2021,3,4)', result: 44259 }]);
      sheet.getColumn(1).numFmt = 'dd-mm-yyyy';
    });
    const [sheet] = await wholeSheets(await readWorkbook(bytes, limits));
    expect(sheet.rows[1]).toEqual([streamed ? '44259' : '04-03-2021']);
  });

  it('refuses a sheet of more rows or columns than the limits, streamed rows before the one too many first', async () => {
    const bytes = await workbookOf((workbook) => {
      const sheet = workbook.addWorksheet('Long');
      sheet.addRows([
        ['a', 'b'],
        [1, 2],
        [3, 4],
      ]);
      sheet.getRow(6).getCell(1).value = 5;
    });
    const small = { ...limits, maxRowsPerSheet: 5, maxColumns: 2 };
    if (!streamed) {
      expect(await refusal(readWorkbook(bytes, small))).toBe(workbookFileMessages.tooManyRows('Long', 5));
    } else {
      const read = await readWorkbook(bytes, small);
      const rows: SheetRow[] = [];
      const reading = (async () => {
        for await (const batch of read.rowsAfterHeadings(read.streamed!)) rows.push(...batch);
      })();
      expect(await refusal(reading)).toBe(workbookFileMessages.tooManyRows('Long', 5));
      expect(rows.map((row) => row.rowNumber)).toEqual([2, 3]);
    }
    const wide = { ...limits, maxColumns: 1 };
    expect(await refusal(readWorkbook(bytes, wide).then(wholeSheets))).toBe(
      workbookFileMessages.tooManyColumns('Long', 1),
    );
  });

  it('refuses a zip bomb however its headers lie, and what is no workbook', async () => {
    const bytes = await workbook();
    expect(await refusal(readWorkbook(bytes, { ...limits, maxUnpackedBytes: 1000 }))).toBe(
      workbookFileMessages.tooLargeUnpacked(1000),
    );
    // The master sheet's entry says it unpacks to 100 bytes; it unpacks to more.
    const lying = withDeclaredSize(bytes, 'xl/worksheets/sheet1.xml', 100);
    expect(await refusal(readWorkbook(lying, limits).then(wholeSheets))).toMatch(
      /^The file could not be read as an \.xlsx workbook \(.*too many bytes/,
    );
    expect(await refusal(readWorkbook(Buffer.from('StudyId,Title\n'), limits))).toBe(workbookFileMessages.notXlsx);
    expect(await refusal(readWorkbook(bytes.subarray(0, bytes.length / 2), limits))).toMatch(
      /^The file could not be read as an \.xlsx workbook \(/,
    );
  });
});

/** `zip` with the size its entry `name` declares, unpacked, changed to `size`, in its local and central headers. */
function withDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const copy = Buffer.from(zip);
  const headers = [
    { signature: 0x04034b50, sizeAt: 22, nameLengthAt: 26, nameAt: 30 },
    { signature: 0x02014b50, sizeAt: 24, nameLengthAt: 28, nameAt: 46 },
  ];
  let changed = 0;
  for (let offset = 0; offset < copy.length - 4; offset++) {
    for (const header of headers) {
      if (copy.readUInt32LE(offset) !== header.signature) continue;
      const nameLength = copy.readUInt16LE(offset + header.nameLengthAt);
      const at = offset + header.nameAt;
      if (copy.toString('utf8', at, at + nameLength) !== name) continue;
      copy.writeUInt32LE(size, offset + header.sizeAt);
      changed++;
    }
  }
  expect(changed).toBe(2);
  return copy;
}

describe('listedSheets', () => {
  const relationships = (targets: string[]) =>
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${targets
      .map(
        (target, index) =>
          `<Relationship Id="rId${index + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${
            target.includes('chartsheets') ? 'chartsheet' : 'worksheet'
          }" Target="${target}"/>`,
      )
      .join('')}<Relationship Id="rId9" Type="http://x/styles" Target="styles.xml"/></Relationships>`;

  it('names each sheet’s entry, whether its relationship targets it relatively or absolutely', () => {
    const workbook =
      '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
      '<sheet name="ESVD MASTER" sheetId="1" r:id="rId2"/><sheet sheetId="2" name="Biomes &amp; &#8220;V2&#x201D;" r:id="rId1"/>' +
      '<sheet name=\'Chart\' sheetId=\'3\' r:id=\'rId3\'/><sheet name="Unlisted" sheetId="4" r:id="rId7"/></sheets></workbook>';
    const listed = [
      { name: 'ESVD MASTER', entry: 'xl/worksheets/sheet2.xml' },
      { name: 'Biomes & “V2”', entry: 'xl/worksheets/sheet1.xml' },
    ];
    expect(
      listedSheets(
        workbook,
        relationships(['worksheets/sheet1.xml', 'worksheets/sheet2.xml', 'chartsheets/sheet1.xml']),
      ),
    ).toEqual(listed);
    expect(
      listedSheets(
        workbook,
        relationships([
          '/xl/worksheets/sheet1.xml',
          './worksheets/../worksheets/sheet2.xml',
          '/xl/chartsheets/sheet1.xml',
        ]),
      ),
    ).toEqual(listed);
  });

  it('reads elements in a namespace prefix, and any prefix of the relationships namespace', () => {
    const workbook =
      '<x:workbook xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:rel="http://' +
      'schemas.openxmlformats.org/officeDocument/2006/relationships"><x:sheets><x:sheet name="A" sheetId="1" ' +
      'rel:id="rId1"/></x:sheets></x:workbook>';
    const prefixed = relationships(['worksheets/sheet1.xml']).replaceAll('Relationship', 'pr:Relationship');
    expect(listedSheets(workbook, prefixed)).toEqual([{ name: 'A', entry: 'xl/worksheets/sheet1.xml' }]);
  });
});
