/**
 * Files fetched for the user (a search's export, a suggestion's attachment) are handed to the browser to save, under
 * the name the server gave them.
 */

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
