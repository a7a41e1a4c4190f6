import { describe, expect, it } from 'vitest';
import { csvSheetMessages, decodeCsvText } from './csv-sheet.ts';

describe('decodeCsvText', () => {
  it('reads UTF-8, with or without its byte-order mark', () => {
    const text = 'Site “A” – 1€';
    expect(decodeCsvText(new TextEncoder().encode(text))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeCsvText(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toEqual({
      text,
      encoding: 'utf-8',
    });
  });

  it("reads Windows-1252's curly quotes, dashes, euro and accents as those characters, not control codes", () => {
    // “Caf<é>” – 5€ … — ‘x’ Ÿ, then 0x81, which Windows-1252 leaves undefined.
    const bytes = [0x93, 0x43, 0x61, 0x66, 0xe9, 0x94, 0x20, 0x96, 0x20, 0x35, 0x80, 0x20, 0x85, 0x97, 0x91, 0x78];
    expect(decodeCsvText(new Uint8Array([...bytes, 0x92, 0x9f, 0x81]))).toEqual({
      text: '“Café” – 5€ …—‘x’Ÿ\u0081',
      encoding: 'windows-1252',
    });
  });

  it('refuses a UTF-8 file with bytes that are not UTF-8, naming their lines, rather than read it all as 1252', () => {
    const utf8 = new TextEncoder().encode('Title\nFarmers’ fields\n');
    // Line 3 holds a lone Windows-1252 apostrophe (0x92) after the UTF-8 lines.
    const mixed = new Uint8Array([...utf8, ...new TextEncoder().encode('Fishers'), 0x92, 0x0a]);
    expect(() => decodeCsvText(mixed)).toThrow(csvSheetMessages.mixedEncoding([3], 0));
    // A byte-order mark says UTF-8 even when no other byte is above 0x7F.
    expect(() => decodeCsvText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0x0a, 0x42, 0xe9, 0x0a]))).toThrow(
      csvSheetMessages.mixedEncoding([2], 0),
    );
    const manyLines = Array.from({ length: 12 }, () => [0x41, 0xe9, 0x0a]).flat();
    expect(() => decodeCsvText(new Uint8Array([...utf8, ...manyLines]))).toThrow(
      csvSheetMessages.mixedEncoding([3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 2),
    );
  });

  it('reads overlong and surrogate forms as invalid UTF-8', () => {
    // 0xC0 0xAF is an overlong "/", 0xED 0xA0 0x80 a surrogate: not UTF-8, and nothing else in the file is.
    expect(decodeCsvText(new Uint8Array([0x41, 0xc0, 0xaf, 0xed, 0xa0, 0x80])).encoding).toBe('windows-1252');
  });
});
