import { describe, expect, it } from 'vitest';

import {
  defaultSort,
  emptyFilter,
  filterKey,
  filterParams,
  searchParamsOf,
  searchStateOf,
  shownFilter,
  type SearchState,
} from './search-url.ts';

const stateOf = (query: string) => searchStateOf(new URLSearchParams(query));

describe('searchStateOf', () => {
  it('reads an empty URL as no filter, the table, the default sort and no statistics', () => {
    expect(stateOf('')).toEqual({ filter: emptyFilter, view: 'table', sort: defaultSort, summary: false });
    expect(defaultSort).toEqual({ column: 'valueId', descending: false });
  });

  it('reads every filter by the api names, ids comma-separated or repeated, deduplicated and ascending', () => {
    const { filter } = stateOf(
      'countries=40,12&countries=12&protectionStatuses=2&continents=5&valuationMethods=3,1' +
        '&ecosystemServices=19&biomeV2EcosystemV2Ecozones=7&seeas=4&freeText=%22coral+reef%22+fish',
    );
    expect(filter).toEqual({
      ...emptyFilter,
      countries: [12, 40],
      protectionStatuses: [2],
      continents: [5],
      valuationMethods: [1, 3],
      ecosystemServices: [19],
      biomeV2EcosystemV2Ecozones: [7],
      seeas: [4],
      freeText: '"coral reef" fish',
    });
    expect(stateOf('ciceses=9').filter.ciceses).toEqual([9]);
  });

  it('drops what is not an id instead of failing', () => {
    expect(stateOf('countries=abc,0,-3,2.5,7,').filter.countries).toEqual([7]);
  });

  it('reads the view, the sort (in any case, as the api does) and the statistics flag', () => {
    expect(stateOf('view=map&sortColumn=intperhectareperyear&isDescend=true&summary=true')).toMatchObject({
      view: 'map',
      sort: { column: 'intPerHectarePerYear', descending: true },
      summary: true,
    });
  });

  it('falls back to the defaults for an unknown view, sort column or direction', () => {
    expect(stateOf('view=globe&sortColumn=password&isDescend=maybe')).toMatchObject({
      view: 'table',
      sort: defaultSort,
    });
  });
});

describe('searchParamsOf', () => {
  const state: SearchState = {
    filter: { ...emptyFilter, countries: [40, 12], ecosystemServices: [19], freeText: 'mangrove "blue carbon"' },
    view: 'map',
    sort: { column: 'title', descending: true },
    summary: true,
  };

  it('writes a search that reads back the same', () => {
    const params = searchParamsOf(state);
    expect(searchStateOf(new URLSearchParams(params.toString()))).toEqual({
      ...state,
      filter: { ...state.filter, countries: [12, 40] },
    });
  });

  it('leaves the defaults out, so a plain table search carries only its filters', () => {
    const params = searchParamsOf({
      filter: { ...emptyFilter, seeas: [2] },
      view: 'table',
      sort: defaultSort,
      summary: false,
    });
    expect(params.toString()).toBe('seeas=2');
  });

  it('writes the filters in one order with ascending ids, whatever the order they were chosen in', () => {
    expect(filterParams(state.filter).toString()).toBe(
      'countries=12%2C40&ecosystemServices=19&freeText=mangrove+%22blue+carbon%22',
    );
    expect(filterKey({ ...emptyFilter, countries: [40, 12] })).toBe(filterKey({ ...emptyFilter, countries: [12, 40] }));
    expect(filterKey(emptyFilter)).toBe('');
  });

  it('trims the free text as the api does, so trailing spaces make no other search', () => {
    expect(filterKey({ ...emptyFilter, freeText: '  reef ' })).toBe(filterKey({ ...emptyFilter, freeText: 'reef' }));
    expect(filterKey({ ...emptyFilter, freeText: '   ' })).toBe('');
  });
});

describe('shownFilter', () => {
  it('is the filter the URL of its search reads back, as the results show it (and cache its total)', () => {
    const used = { ...emptyFilter, countries: [40, 12], freeText: ' reef ' };
    const shown = searchStateOf(searchParamsOf({ filter: used, view: 'map', sort: defaultSort, summary: true })).filter;
    expect(shownFilter(used)).toEqual(shown);
    expect(shown).toEqual({ ...emptyFilter, countries: [12, 40], freeText: 'reef' });
  });
});
