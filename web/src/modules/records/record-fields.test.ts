import { describe, expect, it } from 'vitest';

import { markersOfRecords, referenceParts } from './record-fields.ts';

describe('referenceParts', () => {
  it('links a DOI to doi.org and a web address to itself, leaving the sentence around them', () => {
    expect(
      referenceParts(
        'Kairo, J. (2024). Mangroves. Coasts 12, 1-20. doi: 10.1016/j.ecoser.2024.101234. See https://esvd.net/x.',
      ),
    ).toEqual([
      { text: 'Kairo, J. (2024). Mangroves. Coasts 12, 1-20. ' },
      { text: 'doi: 10.1016/j.ecoser.2024.101234', href: 'https://doi.org/10.1016/j.ecoser.2024.101234' },
      { text: '. See ' },
      { text: 'https://esvd.net/x', href: 'https://esvd.net/x' },
      { text: '.' },
    ]);
  });

  it('finds a bare DOI and leaves a reference without links as one text', () => {
    expect(referenceParts('Smith (2010) 10.5751/ES-03362-150209')).toEqual([
      { text: 'Smith (2010) ' },
      { text: '10.5751/ES-03362-150209', href: 'https://doi.org/10.5751/ES-03362-150209' },
    ]);
    expect(referenceParts('Smith (2010) Wetlands. Journal 3, 4-5.')).toEqual([
      { text: 'Smith (2010) Wetlands. Journal 3, 4-5.' },
    ]);
  });
});

describe('markersOfRecords', () => {
  const at = (
    valueId: number,
    latitude: number | null,
    longitude: number | null,
    studyLocation: string | null,
    intPerHectarePerYear: number | null = null,
  ) => ({ valueId, latitude, longitude, studyLocation, intPerHectarePerYear });

  it('groups records by their coordinates, naming each place once, with their median, and leaves out records without', () => {
    expect(
      markersOfRecords([
        at(1, -1.5, 36.25, 'Lake Naivasha', 30),
        at(2, null, null, 'Nowhere', 5),
        at(3, -1.5, 36.25, 'Lake Naivasha', 10),
        at(4, -1.5, 36.25, 'Crescent Island'),
        at(5, 52, 5, null),
      ]),
    ).toEqual([
      {
        latitude: -1.5,
        longitude: 36.25,
        count: 3,
        valueIds: [1, 3, 4],
        studyLocations: ['Lake Naivasha', 'Crescent Island'],
        // The middle two of the values there (a record without one is left out).
        median: 20,
      },
      { latitude: 52, longitude: 5, count: 1, valueIds: [5], studyLocations: [], median: null },
    ]);
  });
});
