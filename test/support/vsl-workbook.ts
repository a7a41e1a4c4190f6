import { vslMasterColumns, vslReferenceSheets } from '@esvd/schema/uploads/vsl-workbook';
import ExcelJS from 'exceljs';
import { authorization, type RestResponse, type Server } from './http.ts';

export type VslFixtureRow = Partial<Record<keyof typeof vslMasterColumns, string | number>>;

/** A VSL workbook (spec 001 §3): the VSL MASTER sheet with `rows`, and the reference sheets with their headings. */
export async function vslWorkbook(rows: readonly VslFixtureRow[], masterName = 'VSL MASTER'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const fields = Object.keys(vslMasterColumns) as (keyof typeof vslMasterColumns)[];
  const master = workbook.addWorksheet(masterName);
  master.addRow(fields.map((field) => vslMasterColumns[field]));
  for (const row of rows) master.addRow(fields.map((field) => row[field] ?? null));
  for (const sheet of vslReferenceSheets) workbook.addWorksheet(sheet.label).addRow([...sheet.headings]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `count` studies numbered from `firstStudyId`, each with a code of every list. */
export const generatedVslRows = (count: number, firstStudyId = 900_000): VslFixtureRow[] =>
  Array.from({ length: count }, (_, index) => ({
    studyId: firstStudyId + index,
    authors: `Author ${index}`,
    yearOfPublication: 2000 + (index % 20),
    title: `Generated study ${index}`,
    includedInEsvd: 'included',
    biomeCodes: '1',
    ecosystemCodes: '1.1',
    biomeV2Codes: '1',
    ecozoneCodes: '1.1',
    ecosystemServiceCodes: '1',
    countryCodes: 'NLD',
  }));

/** POSTs a file as multipart/form-data (field "file"), as the uploads screen's drop area sends it. */
export async function postFile<TBody = unknown>(
  server: Server,
  path: string,
  bytes: Buffer,
  filename: string,
  token?: string,
): Promise<RestResponse<TBody>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: authorization(token), body: form });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') && text.length > 0;
  return { status: response.status, headers: response.headers, body: (isJson ? JSON.parse(text) : text) as TBody };
}
