import { describe, expect, it } from 'vitest';

import { fileNameOf } from './file-download.ts';

describe('fileNameOf', () => {
  it('reads the name from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="ESVD_search_NOV2026V1.0_2026-11-02_10-11-12.csv"')).toBe(
      'ESVD_search_NOV2026V1.0_2026-11-02_10-11-12.csv',
    );
    expect(fileNameOf(null)).toBeNull();
  });
});
