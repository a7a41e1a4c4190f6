// Text in an .xlsx cell as Office Open XML escapes it (ECMA-376 Part 1, 22.9.2.19 ST_Xstring): XML 1.0 cannot hold
// most control characters and turns a carriage return into a line feed, so such a character is written `_xHHHH_`,
// and an underscore that starts text of that shape is written `_x005F_`. Excel reads and writes this form; exceljs
// neither writes nor reads it (it drops the characters), so the product's downloads and uploads do it themselves and
// the ESVD's records keep the control characters they hold (issue 34).

/**
 * Characters XML 1.0 cannot carry, or carries changed: every C0 control but tab and line feed, and the two
 * non-characters U+FFFE and U+FFFF; and an underscore that starts an escape's shape.
 */
const unwritable = /[^\t\n\u0020-\ufffd]|_(?=x[0-9a-fA-F]{4}_)/g;
const escaped = /_x([0-9a-fA-F]{4})_/g;

const hex = (character: string) => character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');

/** `text` as a cell of an .xlsx file writes it. */
export function xlsxCellText(text: string): string {
  return text.replace(unwritable, (character) => `_x${hex(character)}_`);
}

/** A cell's text as an .xlsx file wrote it, its escapes read back. */
export function textOfXlsxCell(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(escaped, (_escape, code: string) => String.fromCharCode(parseInt(code, 16)));
}
