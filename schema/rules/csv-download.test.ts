import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { csvCellAsWritten, csvField, csvLine, csvLineFields, csvText } from './csv-download.ts';

describe('the CSV writer', () => {
  it.each(['=HYPERLINK("http://x.example","click")', "=cmd|' /C calc'!A0", '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'writes %j after an apostrophe, so a spreadsheet shows it as text, and reads it back as it was',
    (text) => {
      const field = csvField(text);
      expect(field.startsWith(`"'`)).toBe(true);
      const [read] = Papa.parse<string[]>(field).data[0];
      expect(csvCellAsWritten(read)).toBe(text);
    },
  );

  it('keeps numbers numbers, negative ones included, and texts that are no formula as they are', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField('Farmers’ fields')).toBe('Farmers’ fields');
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
    expect(csvCellAsWritten("'quoted")).toBe("'quoted");
  });

  it('survives a text that starts with an apostrophe before a formula', () => {
    const text = "'=1+1";
    const [read] = Papa.parse<string[]>(csvField(text)).data[0];
    expect(csvCellAsWritten(read)).toBe(text);
  });

  it('writes a byte-order mark, the header and CRLF-ended lines', () => {
    expect(csvText(['a', 'b'], [['=x', 1]])).toBe('\uFEFFa,b\r\n"\'=x",1\r\n');
  });

  it('reads its own lines back field by field: quotes, commas, line breaks and empty fields', () => {
    const cells = ['=1+1', 'a, "b"', 'two\r\nlines', '', null, -12.5, '"', 'plain', ''];
    const fields = csvLineFields(csvLine(cells));
    expect(fields).toEqual(Papa.parse<string[]>(csvLine(cells).trimEnd()).data[0]);
    expect(fields.map(csvCellAsWritten)).toEqual(cells.map((cell) => (cell === null ? '' : String(cell))));
    expect(csvLineFields('')).toEqual(['']);
    expect(csvLineFields('a,')).toEqual(['a', '']);
    expect(() => csvLineFields('"open,b\r\n')).toThrow(/does not end/);
    expect(() => csvLineFields('"a"b,c')).toThrow(/goes on after/);
  });
});
