import { describe, expect, it } from 'vitest';
import { textOfXlsxCell, xlsxCellText } from './xlsx-text';

describe('text in an .xlsx cell', () => {
  it('writes the control characters XML cannot hold, and a carriage return, as escapes', () => {
    expect(xlsxCellText('ES\u0002Text')).toBe('ES_x0002_Text');
    expect(xlsxCellText('line\r\nnext\ttab')).toBe('line_x000D_\nnext\ttab');
    expect(xlsxCellText('\u0000\u001f\uffff')).toBe('_x0000__x001F__xFFFF_');
  });

  it('escapes an underscore that starts text shaped like an escape, and only that one', () => {
    expect(xlsxCellText('code _x0041_ here')).toBe('code _x005F_x0041_ here');
    expect(xlsxCellText('snake_case and _x41_ and _xZZZZ_')).toBe('snake_case and _x41_ and _xZZZZ_');
  });

  it('reads back what it writes, unchanged', () => {
    for (const text of [
      'ES\u0002Text',
      'line\r\nnext',
      'code _x0041_ here',
      '_x005F_ literally',
      '__x0002__',
      'plain',
      '',
    ])
      expect(textOfXlsxCell(xlsxCellText(text))).toBe(text);
  });

  it("reads Excel's escapes in either case", () => {
    expect(textOfXlsxCell('a_x000d_b_x000A_c')).toBe('a\rb\nc');
  });
});
