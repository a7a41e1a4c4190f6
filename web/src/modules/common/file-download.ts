/**
 * Files fetched for the user (a search's export, a suggestion's attachment, an upload template) are handed to the
 * browser to save, under the name the server gave them.
 */
import { ServerError } from '@apollo/client/errors';

import { bearerAuthorization } from './session-token.ts';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  rows: number | null;
}

/** The name in `Content-Disposition: attachment; filename="ESVD_search_..."`, if the server sent one. */
export function fileNameOf(contentDisposition: string | null): string | null {
  const match = contentDisposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : null;
}

const revokeAfterMs = 10_000;

/** Hands a downloaded file to the browser's save dialog or downloads folder. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cut a large file short in some browsers; after a while the browser has surely taken it.
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}

/**
 * Downloads a file with the session's bearer token (a plain link would carry none) and hands it to the browser under
 * the server's name, else `fallbackName`. A refusal is thrown as the ServerError that errors.ts turns into the user's
 * message.
 */
export async function downloadWithSession(url: string, fallbackName: string): Promise<void> {
  const authorization = bearerAuthorization();
  const response = await fetch(url, { headers: authorization ? { authorization } : {} });
  if (!response.ok) {
    const bodyText = await response.text();
    throw new ServerError(`The download answered ${response.status}`, { response, bodyText });
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveFile({ blob: await response.blob(), fileName, rows: null });
}
