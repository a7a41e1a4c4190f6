import {
  checkVslWorkbook,
  vslMasterColumns,
  vslMasterPrefix,
  type VslWorkbookRow,
} from '@esvd/schema/uploads/vsl-workbook';
import { findSheetByPrefix, referenceMessages, type WorkbookProblem } from '@esvd/schema/uploads/workbook-checks';
import { signedInUserId } from '../../core/caller.ts';
import type { Context } from '../../core/context.ts';
import {
  UploadKind,
  UploadStatus,
  type ImportOutcome,
  type ImportTransaction,
  type UploadImporter,
} from '../uploads/index.ts';
import { ReferenceLookup, warningLines, wholeSheets, workbookRefusal, type UploadSource } from '../workbooks/index.ts';
import { vslCodeSources as codeSources, vslLinks as links, type VslCodeColumn as CodeColumn } from './vsl-codes.ts';
import { drawVslStudyIds, emptyVslList, insertVslLinks, insertVslStudies } from './vsl-workbook-import.sql.ts';

/** A study row with its codes turned into reference entry ids. */
interface ResolvedStudy {
  row: VslWorkbookRow;
  protectionStatusId: number | null;
  linkIds: number[][];
}

/**
 * The VSL workbook upload (spec 001 §3, §5): the VSL MASTER rows, checked by the shared workbook rules and their
 * codes matched to the reference lists by code, replace the valuation studies list and its links.
 */
export class VslWorkbookImporter implements UploadImporter {
  readonly kind = UploadKind.Vsl;

  async import(context: Context, source: UploadSource, transaction: ImportTransaction): Promise<ImportOutcome> {
    const sheets = await wholeSheets(await source.sheets());
    const report = checkVslWorkbook(sheets);
    if (report.fatal) throw workbookRefusal(report.problems);
    const masterSheet = findSheetByPrefix(sheets, vslMasterPrefix)!.name;
    const { studies, problems } = await this.resolveCodes(context, masterSheet, report.rows);
    if (problems.length) throw workbookRefusal([...report.problems, ...problems]);
    await transaction.checked({ total: studies.length, warnings: warningLines(report.problems) });
    return replaceList(transaction, studies, signedInUserId(context.principal));
  }

  /** Each row's codes as entry ids; a code no list has is a fatal problem at its cell. */
  private async resolveCodes(context: Context, masterSheet: string, rows: readonly VslWorkbookRow[]) {
    const lookups = await ReferenceLookup.loadAll(context.em, [
      ...Object.values(codeSources).map((source) => source.table),
      'ref_protection_status',
    ]);
    const unknown: WorkbookProblem[] = [];
    const studies = rows.map((row): ResolvedStudy => {
      const idsOf = (column: CodeColumn) => {
        const source = codeSources[column];
        return row[column].flatMap((code) => {
          const entry = lookups.get(source.table)!.byCode(code, source.levels);
          if (entry) return [entry.id];
          unknown.push({
            severity: 'fatal',
            message: referenceMessages.unknownCode(code, source.list),
            sheet: masterSheet,
            row: row.rowNumber,
            column: vslMasterColumns[column],
          });
          return [];
        });
      };
      let protectionStatusId: number | null = null;
      if (row.protectionStatus) {
        const status = lookups.get('ref_protection_status')!.byCodeOrName(row.protectionStatus);
        if (status) protectionStatusId = status.id;
        else
          unknown.push({
            severity: 'fatal',
            message: referenceMessages.unknownName(row.protectionStatus, 'protection statuses'),
            sheet: masterSheet,
            row: row.rowNumber,
            column: vslMasterColumns.protectionStatus,
          });
      }
      const linkIds = links.map((link) => [...new Set(link.codes.flatMap(idsOf))]);
      return { row, protectionStatusId, linkIds };
    });
    const problems: WorkbookProblem[] = unknown.length
      ? [{ severity: 'fatal', message: referenceMessages.unknownCodes(unknown.length), sheet: masterSheet }, ...unknown]
      : [];
    return { studies, problems };
  }
}

/** Deletes the list and inserts the workbook's studies chunk by chunk, reporting each chunk. */
async function replaceList(
  { client, chunkRows, progress }: ImportTransaction,
  studies: readonly ResolvedStudy[],
  userId: number | null,
) {
  await client.query(emptyVslList.toQuery());
  let inserted = 0;
  for (let start = 0; start < studies.length; start += chunkRows) {
    const chunk = studies.slice(start, start + chunkRows);
    const { rows: ids } = await client.query<{ id: number }>(drawVslStudyIds(chunk.length).toQuery());
    await client.query(
      insertVslStudies(
        ids.map((row) => row.id),
        chunk,
        userId,
      ).toQuery(),
    );
    for (const [index, link] of links.entries()) {
      const owners = chunk.flatMap((study, row) => study.linkIds[index].map(() => ids[row].id));
      const targets = chunk.flatMap((study) => study.linkIds[index]);
      if (!owners.length) continue;
      await client.query(insertVslLinks(link, owners, targets).toQuery());
    }
    inserted += chunk.length;
    await progress({ inserted, updated: 0, unchanged: 0 });
  }
  return { status: UploadStatus.Success as const, inserted, updated: 0, unchanged: 0 };
}
