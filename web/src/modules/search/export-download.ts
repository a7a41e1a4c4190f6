import { ServerError } from '@apollo/client/errors';
import type { ValuationFilter } from '@esvd/schema/rules/search';

import { fileNameOf, type DownloadedFile } from '../common/file-download.ts';
import { filterParams } from './search-url.ts';

export type ExportFormat = 'csv' | 'xlsx' | 'parquet';

/** How the page names each format. */
export const exportFormatLabels: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'XLSX', parquet: 'Parquet' };

/** What to download: a search's valuations, or (filter null) the full database. */
export interface ExportRequest {
  filter: ValuationFilter | null;
  format: ExportFormat;
}

export interface DownloadProgress {
  receivedBytes: number;
  /** Records received so far; known for CSV only (XLSX is zipped, Parquet binary). */
  receivedRows: number | null;
  /** Records the server announced in X-Total-Count. */
  totalRows: number | null;
}

/** The api's export paths (api/src/modules/valuations/valuations.rest.ts); the filter travels in the query string. */
export function exportUrl({ filter, format }: ExportRequest): string {
  const params = filter ? filterParams(filter) : new URLSearchParams();
  params.set('format', format);
  return `/api/esvds/download${filter ? '' : '/all'}?${params.toString()}`;
}

/** Percent done when rows and their total are known; null when only bytes are (an XLSX or Parquet stream). */
export function progressPercent({ receivedRows, totalRows }: DownloadProgress): number | null {
  if (receivedRows === null || !totalRows) return null;
  return Math.min(100, Math.round((receivedRows / totalRows) * 100));
}

const quote = 0x22;
const lineFeed = 0x0a;

/**
 * Counts the CSV records in a byte stream as it arrives: a line feed ends a record unless it is inside a quoted
 * field. Bytes suffice: in UTF-8 no byte of a multi-byte character is a quote or a line feed. An escaped quote ("")
 * toggles twice and so leaves the state as it was.
 */
export class CsvRecordCounter {
  private insideQuotes = false;
  records = 0;

  push(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (byte === quote) this.insideQuotes = !this.insideQuotes;
      else if (byte === lineFeed && !this.insideQuotes) this.records += 1;
    }
  }

  /** Data rows: the records after the header line. */
  get rows(): number {
    return Math.max(0, this.records - 1);
  }
}

const countHeader = (response: Response): number | null => {
  const total = Number(response.headers.get('X-Total-Count'));
  return Number.isFinite(total) && total > 0 ? total : null;
};

/**
 * Streams an export from the api, reporting progress per chunk, and returns it as a Blob with the server's file name.
 * A refusal (e.g. 'There are no valuations yet to download...') is thrown as the ServerError that errors.ts maps to
 * the user's message; an abort through `signal` rejects with the AbortError of fetch.
 */
export async function downloadExport(
  request: ExportRequest,
  options: { authorization?: string; signal: AbortSignal; onProgress: (progress: DownloadProgress) => void },
): Promise<DownloadedFile> {
  const response = await fetch(exportUrl(request), {
    headers: options.authorization ? { authorization: options.authorization } : {},
    signal: options.signal,
  });
  if (!response.ok || !response.body) {
    const bodyText = await response.text();
    throw new ServerError(`The export answered ${response.status}`, { response, bodyText });
  }
  const totalRows = countHeader(response);
  const counter = request.format === 'csv' ? new CsvRecordCounter() : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let receivedBytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    receivedBytes += value.byteLength;
    counter?.push(value);
    options.onProgress({ receivedBytes, receivedRows: counter?.rows ?? null, totalRows });
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? `ESVD.${request.format}`;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), fileName, rows: counter?.rows ?? null };
}
