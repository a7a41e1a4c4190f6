import { describe, expect, it } from 'vitest';

import type { ReferenceListName } from '../../gql/graphql.ts';
import {
  changeText,
  emptyValue,
  fieldLabel,
  formatValue,
  parseChanges,
  shortened,
  type EntryLabel,
} from './history-format.ts';

const countries: Record<number, string> = { 12: 'Netherlands', 40: 'Kenya' };
const entryLabel: EntryLabel = (list: ReferenceListName, id: number) =>
  list === 'COUNTRIES' ? countries[id] : undefined;

describe('parseChanges', () => {
  it('names each field as the form does and keeps the form order', () => {
    const changes = parseChanges(
      JSON.stringify({
        yearOfPublication: { from: 2001, to: 2002 },
        title: { from: 'Old', to: 'New' },
        siteAreaUnitId: { from: null, to: 3 },
      }),
    );
    expect(changes).toEqual([
      { field: 'title', label: 'Title', from: 'Old', to: 'New' },
      { field: 'yearOfPublication', label: 'Year of Publication', from: 2001, to: 2002 },
      { field: 'siteAreaUnitId', label: 'Site Area Unit', from: null, to: 3 },
    ]);
  });

  it('puts fields it does not know last, named in words', () => {
    const changes = parseChanges('{"someNewFieldId":{"from":1,"to":2},"notes":{"from":"a","to":"b"}}');
    expect(changes.map((change) => change.label)).toEqual(['Notes', 'Some new field']);
  });

  it('reads nothing from text that is not a change set', () => {
    expect(parseChanges('not json')).toEqual([]);
    expect(parseChanges('null')).toEqual([]);
  });
});

describe('fieldLabel', () => {
  it('uses the shared labels of the valuation numbers', () => {
    expect(fieldLabel('intPerHectarePerYear')).toBe('Int$/ha/year');
    expect(fieldLabel('siteLengthKm')).toBe('Site Length in km');
  });
});

describe('formatValue', () => {
  it('shows entry ids as their labels, and as #id while the list is unknown', () => {
    expect(formatValue('countries', [12, 40], entryLabel)).toBe('Netherlands, Kenya');
    expect(formatValue('countries', [12, 99], entryLabel)).toBe('Netherlands, #99');
    expect(formatValue('continentId', 5, entryLabel)).toBe('#5');
  });

  it('shows empty values, booleans, inclusion, numbers and dates in words', () => {
    expect(formatValue('notes', null)).toBe(emptyValue);
    expect(formatValue('notes', '')).toBe(emptyValue);
    expect(formatValue('countries', [])).toBe(emptyValue);
    expect(formatValue('isComplete', true)).toBe('Yes');
    expect(formatValue('isPublished', false)).toBe('No');
    expect(formatValue('inclExcl', true)).toBe('Included');
    expect(formatValue('inclExcl', false)).toBe('Excluded');
    expect(formatValue('inclExcl', null)).toBe('Unread');
    expect(formatValue('siteArea', 12345.5)).toBe('12,345.5');
    expect(formatValue('yearOfPublication', 2001)).toBe('2001');
    expect(formatValue('publishedOn', '2026-11-21T14:36:00.000Z', undefined, 'UTC')).toBe('21 Nov 2026, 14:36');
  });
});

describe('changeText', () => {
  const change = { field: 'title', label: 'Title', from: 'Old', to: 'New' };

  it('shows old and new of an edit, only the new value of a creation and only the old one of a deletion', () => {
    expect(changeText('update', change)).toEqual({ from: 'Old', to: 'New' });
    expect(changeText('publish', change)).toEqual({ from: 'Old', to: 'New' });
    expect(changeText('create', change)).toEqual({ from: null, to: 'New' });
    expect(changeText('delete', change)).toEqual({ from: 'Old', to: null });
  });
});

describe('shortened', () => {
  it('leaves a short text whole', () => {
    expect(shortened('A short note.')).toBeNull();
  });

  it('cuts a long text at a word near the limit', () => {
    const text = `${'word '.repeat(40)}end`;
    const short = shortened(text, 50)!;
    expect(short).toBe(`${'word '.repeat(9)}word…`);
    expect(short.length).toBeLessThanOrEqual(51);
  });

  it('cuts a long text without spaces at the limit', () => {
    expect(shortened('x'.repeat(60), 50)).toBe(`${'x'.repeat(50)}…`);
  });
});
