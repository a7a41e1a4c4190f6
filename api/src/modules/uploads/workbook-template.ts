import { datasetMasterPrefix, datasetReferenceSheets } from '@esvd/schema/uploads/dataset-workbook';
import { esvdExportHeader } from '@esvd/schema/uploads/esvd-columns';
import type { ReferenceSheet } from '@esvd/schema/uploads/reference-sheets';
import { vslMasterColumns, vslMasterPrefix, vslReferenceSheets } from '@esvd/schema/uploads/vsl-workbook';
import ExcelJS from 'exceljs';
import type { Context } from '../../core/context.ts';
import { referenceListByPath, type ReferenceListsService } from '../reference-lists/index.ts';

/** An upload workbook's "Download template": its master sheet's heading row and its reference sheets. */
export interface WorkbookTemplate {
  fileName: string;
  master: { name: string; headings: readonly string[] };
  references: readonly ReferenceSheet[];
}

/** The dataset workbook: the full download's header, so that the template and a download upload alike. */
export const datasetTemplate: WorkbookTemplate = {
  fileName: 'esvd-upload-template.xlsx',
  master: { name: datasetMasterPrefix, headings: esvdExportHeader },
  references: datasetReferenceSheets,
};

export const vslTemplate: WorkbookTemplate = {
  fileName: 'vsl-upload-template.xlsx',
  master: { name: vslMasterPrefix, headings: Object.values(vslMasterColumns) },
  references: vslReferenceSheets,
};

/**
 * The template as an .xlsx file: the master sheet with its heading row only, and each reference sheet with its
 * headings and the list's current entries (code and label, in the list's order). Codes are written as text, so
 * that "5.3" or "191" read back as written.
 */
export async function workbookTemplateFile(
  context: Context,
  referenceLists: ReferenceListsService,
  template: WorkbookTemplate,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addHeadedSheet(workbook, template.master.name, template.master.headings);
  for (const sheet of template.references) {
    const list = referenceListByPath(sheet.list);
    if (!list) throw new Error(`The sheet ${sheet.label} names no reference list (${sheet.list})`);
    const entries = await referenceLists.list(context, list.name);
    addHeadedSheet(workbook, sheet.label, sheet.headings).addRows(entries.map((entry) => [entry.code, entry.label]));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function addHeadedSheet(workbook: ExcelJS.Workbook, name: string, headings: readonly string[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...headings]).font = { bold: true };
  return sheet;
}
