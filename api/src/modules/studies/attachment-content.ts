import { extensionOf, type AttachmentExtension } from '@esvd/schema/rules/studies';

const startsWith = (content: Buffer, signature: number[] | string) =>
  content.subarray(0, signature.length).equals(Buffer.from(signature as never));

/** A zip archive (docx and odt are) holding an entry whose name or content includes `marker`. */
const isZipWith = (content: Buffer, marker: string) =>
  startsWith(content, [0x50, 0x4b, 0x03, 0x04]) && content.includes(Buffer.from(marker, 'latin1'));

function isPlainText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/**
 * What each accepted format's bytes must look like, so a renamed program (an .exe called .pdf starts
 * with MZ) is refused by its content and not only by its name.
 */
const looksLike: Record<AttachmentExtension, (content: Buffer) => boolean> = {
  pdf: (content) => startsWith(content, '%PDF-'),
  // The OLE compound file header of Word 97-2003 documents.
  doc: (content) => startsWith(content, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  docx: (content) => isZipWith(content, '[Content_Types].xml') && content.includes(Buffer.from('word/')),
  // OpenDocument puts an uncompressed "mimetype" entry first.
  odt: (content) => isZipWith(content, 'mimetypeapplication/vnd.oasis.opendocument.text'),
  txt: isPlainText,
};

/**
 * What an accepted document is served as: the type of its format, never the type its uploader declared. A text file
 * is valid UTF-8 (`isPlainText`), so it says so.
 */
const mediaTypes: Record<AttachmentExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  txt: 'text/plain; charset=utf-8',
};

/** The media type of a document whose bytes are of the kind its file name says; none when they are not. */
export function checkedMediaType(filename: string, content: Buffer): string | undefined {
  const extension = extensionOf(filename) as AttachmentExtension;
  const check = looksLike[extension];
  return check && content.length > 0 && check(content) ? mediaTypes[extension] : undefined;
}
