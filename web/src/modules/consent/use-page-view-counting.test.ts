import { pageViewInput } from '@esvd/schema/rules/analytics';
import { describe, expect, it } from 'vitest';

import { countedPath } from './use-page-view-counting.ts';

describe('countedPath', () => {
  it('keeps a page path as it is', () => {
    expect(countedPath('/vtt/calculations')).toBe('/vtt/calculations');
    expect(countedPath('/')).toBe('/');
  });

  it('turns any address path into one the server counts', () => {
    for (const pathname of ['/login/esvd%3Fx', '/studyvaluations/ü', `/${'a'.repeat(300)}`, '']) {
      expect(pageViewInput.safeParse({ path: countedPath(pathname) }).success, pathname).toBe(true);
    }
  });
});
