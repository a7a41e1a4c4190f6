import { describe, expect, it } from 'vitest';

import type { ValuationTableRowFragment } from '../../gql/graphql.ts';
import { withAnswer, type LoadedPages } from './use-valuation-pages.ts';

const rows = (valueId: number) => [{ valueId } as ValuationTableRowFragment];
const ascending = 'food|intPerHectarePerYear|false';
const descending = 'food|intPerHectarePerYear|true';

describe('the pages a search table has loaded', () => {
  const shownDescending: LoadedPages = { key: descending, pages: new Map([[0, rows(2)]]), failed: false };

  it('keeps the shown sort when an older sort answers last', () => {
    expect(withAnswer(shownDescending, descending, ascending, 0, rows(1))).toBe(shownDescending);
    expect(withAnswer(shownDescending, descending, ascending, 0, null)).toBe(shownDescending);
  });

  it("adds the shown sort's pages, and starts afresh for a new one", () => {
    const twoPages = withAnswer(shownDescending, descending, descending, 1, rows(3));
    expect([...twoPages.pages.entries()]).toEqual([
      [0, rows(2)],
      [1, rows(3)],
    ]);
    const fresh = withAnswer(shownDescending, ascending, ascending, 0, rows(1));
    expect(fresh).toEqual({ key: ascending, pages: new Map([[0, rows(1)]]), failed: false });
  });

  it('marks a failed page of the shown sort, keeping the pages it has', () => {
    expect(withAnswer(shownDescending, descending, descending, 1, null)).toEqual({ ...shownDescending, failed: true });
  });
});
