import { csvText, type CsvCell } from '@esvd/schema/rules/csv-download';
import type { Context } from '../../core/context.ts';
import type { ReferenceInfoService } from '../reference-info/index.ts';
import { fileTimestamp } from '../valuations/index.ts';

/** An admin's CSV download, whole: the lists it holds (users, saved filter queries) are thousands of rows, not millions. */
export interface CsvFile {
  fileName: string;
  contentType: string;
  text: string;
}

/**
 * Names the downloads of the admin lists (spec 001 §9): what it holds, the database version and the time, as the
 * search exports do ("ESVD_userprofiles_NOV2026V1.0_2026-11-28_14-05-09.csv").
 */
export class CsvFiles {
  constructor(private readonly referenceInfo: ReferenceInfoService) {}

  async csvFile(
    context: Context,
    contents: string,
    header: readonly string[],
    rows: readonly (readonly CsvCell[])[],
  ): Promise<CsvFile> {
    const version = await this.referenceInfo.current(context);
    return {
      fileName: `ESVD_${contents}_${version?.label ?? 'unversioned'}_${fileTimestamp(new Date())}.csv`,
      contentType: 'text/csv; charset=utf-8',
      text: csvText(header, rows),
    };
  }
}
