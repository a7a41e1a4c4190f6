import { describe, expect, it } from 'vitest';

import { setupAddress, setupViewOf, type SetupView } from './setup-address.ts';

const views: SetupView[] = [
  { section: 'biome', view: 'list' },
  { section: 'subbiome', view: 'entry', id: null },
  { section: 'variables', view: 'entry', id: 4 },
  { section: 'biome', view: 'manage', id: 2 },
  { section: 'biome', view: 'detail', biomeId: 2, id: null },
  { section: 'biome', view: 'detail', biomeId: 2, id: 9 },
];

describe('setup addresses', () => {
  it.each(views)('reads back the view it writes: %j', (view) => {
    const address = setupAddress(view);
    expect(setupViewOf(new URLSearchParams(address.split('?')[1]))).toEqual(view);
  });

  it('reads an address it cannot use as the biome list', () => {
    for (const search of ['', 'section=nothing', 'view=manage', 'view=detail&id=3', 'section=biome&view=manage&id=x']) {
      expect(setupViewOf(new URLSearchParams(search)).view).toBe('list');
    }
  });
});
