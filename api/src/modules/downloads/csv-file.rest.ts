import type { Response } from 'express';
import type { CsvFile } from './csv-file.ts';

/** Sends a CSV download under its name; a browser script may read the name (Content-Disposition). */
export function sendCsvFile(response: Response, file: CsvFile): void {
  response
    .status(200)
    .set({
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Access-Control-Expose-Headers': 'Content-Disposition',
      'Cache-Control': 'no-store',
    })
    .send(file.text);
}
