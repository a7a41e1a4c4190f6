// Workbooks filled from the product's own templates by the programs people fill them with: exceljs, openpyxl
// (Debian's python3-openpyxl; what pandas writes .xlsx with), LibreOffice Calc (Debian's, headless), and one with
// absolute relationship targets and inline strings. `bash scripts/ensure-workbook-tools.sh` installs the Debian
// programs.
import ExcelJS from 'exceljs';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import yauzl from 'yauzl';

const run = promisify(execFile);

/** Debian's Python, whose openpyxl is python3-openpyxl (a `python3` earlier on the PATH may have none). */
const python = '/usr/bin/python3';
const soffice = '/usr/bin/soffice';

/** A cell as a fixture writes it: a text, a number, a date (written with a date format), or none. */
export type FixtureCell = string | number | Date | null;

/** The format a fixture writes its dates with: one the workbook checks read (DD-MM-YYYY, the time when it has one). */
const dateFormat = 'dd-mm-yyyy hh:mm:ss';

/** Fails with the command that installs them when the Debian programs are missing. */
export function assertWorkbookToolsInstalled(): void {
  for (const needed of [soffice, '/usr/lib/python3/dist-packages/openpyxl']) {
    if (!existsSync(needed)) throw new Error(`${needed} is missing: run \`bash scripts/ensure-workbook-tools.sh\``);
  }
}

async function inTemporaryFolder<Result>(work: (folder: string) => Promise<Result>): Promise<Result> {
  const folder = await mkdtemp(path.join(tmpdir(), 'esvd-real-workbook-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** `template` with `rows` added to its sheet `sheet` below the headings, by exceljs. */
export async function filledByExceljs(
  template: Buffer,
  sheet: string,
  rows: readonly FixtureCell[][],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
  const worksheet = workbook.getWorksheet(sheet)!;
  for (const cells of rows) {
    const row = worksheet.addRow([...cells]);
    cells.forEach((cell, index) => {
      if (cell instanceof Date) row.getCell(index + 1).numFmt = dateFormat;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Python that fills the template (argv 1) as exceljs does above, from rows as JSON (argv 2), saved at argv 3. */
const openpyxlFill = `
import json, sys
from datetime import datetime
import openpyxl
template, rows_file, sheet, output = sys.argv[1:]
workbook = openpyxl.load_workbook(template)
worksheet = workbook[sheet]
for cells in json.load(open(rows_file, encoding='utf-8')):
    worksheet.append([datetime.fromisoformat(cell['date']) if isinstance(cell, dict) else cell for cell in cells])
    for cell in worksheet[worksheet.max_row]:
        if isinstance(cell.value, datetime):
            cell.number_format = '${dateFormat}'
workbook.save(output)
`;

/** `template` with `rows` added to its sheet `sheet` below the headings, by openpyxl. */
export function filledByOpenpyxl(template: Buffer, sheet: string, rows: readonly FixtureCell[][]): Promise<Buffer> {
  return inTemporaryFolder(async (folder) => {
    const [templateFile, rowsFile, output] = ['template.xlsx', 'rows.json', 'filled.xlsx'].map((name) =>
      path.join(folder, name),
    );
    await writeFile(templateFile, template);
    const asJson = rows.map((cells) =>
      cells.map((cell) => (cell instanceof Date ? { date: cell.toISOString().slice(0, 19) } : cell)),
    );
    await writeFile(rowsFile, JSON.stringify(asJson));
    await run(python, ['-c', openpyxlFill, templateFile, rowsFile, sheet, output]);
    return readFile(output);
  });
}

/** `workbook` opened and saved again as .xlsx by LibreOffice Calc (headless, with a profile of its own). */
export function savedByLibreOffice(workbook: Buffer): Promise<Buffer> {
  return inTemporaryFolder(async (folder) => {
    const input = path.join(folder, 'workbook.xlsx');
    await writeFile(input, workbook);
    const outputFolder = path.join(folder, 'saved');
    await run(
      soffice,
      [
        `-env:UserInstallation=file://${folder}/profile`,
        '--headless',
        '--convert-to',
        'xlsx',
        '--outdir',
        outputFolder,
        input,
      ],
      { timeout: 120_000 },
    );
    return readFile(path.join(outputFolder, 'workbook.xlsx'));
  });
}

/**
 * Python that copies a workbook (argv 1) to argv 2 with its workbook's relationship targets absolute
 * (`/xl/worksheets/sheet1.xml`, as openpyxl writes them) and each shared string inline in its cell
 * (`t="inlineStr"`), the shared strings part dropped.
 */
const absoluteTargetsInlineStrings = `
import re, sys, zipfile
source, output = sys.argv[1:]
with zipfile.ZipFile(source) as read, zipfile.ZipFile(output, 'w', zipfile.ZIP_DEFLATED) as written:
    shared = re.findall(rb'<si>(.*?)</si>', read.read('xl/sharedStrings.xml'), re.S)
    inline = lambda cell: b'<c' + cell[1] + b't="inlineStr"' + cell[2] + b'><is>' + shared[int(cell[3])] + b'</is></c>'
    for entry in read.infolist():
        data = read.read(entry.filename)
        if entry.filename == 'xl/sharedStrings.xml':
            continue
        if entry.filename.startswith('xl/worksheets/sheet'):
            data = re.sub(rb'<c([^>]*?)t="s"([^>]*)><v>(\\d+)</v></c>', inline, data)
        if entry.filename == 'xl/_rels/workbook.xml.rels':
            data = re.sub(rb'<Relationship [^>]*Target="sharedStrings.xml"/>', b'', data)
            data = re.sub(rb'Target="(?!/)', b'Target="/xl/', data)
        if entry.filename == '[Content_Types].xml':
            data = re.sub(rb'<Override PartName="/xl/sharedStrings.xml"[^>]*/>', b'', data)
        written.writestr(entry, data)
`;

/** `workbook` with absolute relationship targets and inline strings, made from its shared ones. */
export function withAbsoluteTargetsAndInlineStrings(workbook: Buffer): Promise<Buffer> {
  return inTemporaryFolder(async (folder) => {
    const [input, output] = [path.join(folder, 'workbook.xlsx'), path.join(folder, 'absolute-inline.xlsx')];
    await writeFile(input, workbook);
    await run(python, ['-c', absoluteTargetsInlineStrings, input, output]);
    return readFile(output);
  });
}

/** The texts of an archive's entries, by name. */
async function archiveTexts(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const texts = new Map<string, string>();
  const reading: Promise<void>[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) =>
      reading.push(
        promisify(zip.openReadStream.bind(zip))(entry).then(async (stream) => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          texts.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
        }),
      ),
    );
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  await Promise.all(reading);
  return texts;
}

/** What marks a workbook as its program's: the program it names, its relationship targets, its kinds of strings. */
export async function workbookTraits(bytes: Buffer) {
  const texts = await archiveTexts(bytes);
  const sheetXml = [...texts]
    .filter(([name]) => name.startsWith('xl/worksheets/'))
    .map(([, text]) => text)
    .join('');
  return {
    application: /<Application>([^<]*)/.exec(texts.get('docProps/app.xml') ?? '')?.[1],
    targets: /Target="\/xl\/worksheets\//.test(texts.get('xl/_rels/workbook.xml.rels')!) ? 'absolute' : 'relative',
    strings: (['shared', 'inline'] as const).filter((kind) =>
      sheetXml.includes(kind === 'shared' ? 't="s"' : 't="inlineStr"'),
    ),
  };
}
