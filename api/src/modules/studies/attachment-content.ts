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

/** Whether a document's bytes are of the kind its file name says. */
export function contentMatchesName(filename: string, content: Buffer): boolean {
  const check = looksLike[extensionOf(filename) as AttachmentExtension];
  return !!check && content.length > 0 && check(content);
}
