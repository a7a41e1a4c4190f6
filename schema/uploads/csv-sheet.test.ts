import { describe, expect, it } from 'vitest';
import { decodeCsvText } from './csv-sheet.ts';

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
});
