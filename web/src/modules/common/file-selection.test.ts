import { describe, expect, it } from 'vitest';

import { checkFileSelection, describeFileLimits, fileSelectionMessages, type FileLimits } from './file-selection.ts';

const limits: FileLimits = { maxFiles: 2, maxFileBytes: 52_428_800, extensions: ['xlsx', 'csv'] };
const file = (name: string, size = 1000) => ({ name, size });

describe('checkFileSelection', () => {
  it('lets through up to the most files of an accepted type and size, in any case of extension', () => {
    const files = [file('data.xlsx'), file('EXPORT.CSV', 52_428_800)];
    expect(checkFileSelection(files, limits)).toEqual({ accepted: files, problems: [] });
  });

  it('refuses every file of a drop of too many', () => {
    expect(checkFileSelection([file('a.xlsx'), file('b.xlsx'), file('c.xlsx')], limits)).toEqual({
      accepted: [],
      problems: ['Drop or choose at most 2 files at once.'],
    });
  });

  it('leaves out a file too large or of another type, with a message naming it, and keeps the others', () => {
    const good = file('good.xlsx');
    expect(checkFileSelection([file('big.xlsx', 52_428_801), good], limits)).toEqual({
      accepted: [good],
      problems: ['"big.xlsx" is larger than 50 MB (52,428,800 bytes), the most a file may be.'],
    });
    expect(checkFileSelection([file('report.pdf'), file('no-extension')], limits).problems).toEqual([
      '"report.pdf" is not of a type this page takes: .xlsx or .csv.',
      fileSelectionMessages.wrongType('no-extension', limits.extensions),
    ]);
  });

  it('describes the limits for the drop area', () => {
    expect(describeFileLimits(limits)).toBe('Up to 2 files of type .xlsx or .csv, 50 MB each.');
    expect(describeFileLimits({ ...limits, maxFiles: 1, extensions: ['xlsx'] })).toBe(
      'Up to 1 file of type .xlsx, 50 MB each.',
    );
  });
});
