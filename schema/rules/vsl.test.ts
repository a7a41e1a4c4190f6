import { describe, expect, it } from 'vitest';
import {
  changedVslFields,
  vslEditableFields,
  vslEditMessages,
  vslFieldTitles,
  vslStudyChanges,
  vslStudyCreate,
  vslStudyUpdate,
} from './vsl.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the cells of a VSL edit', () => {
  it('names every editable cell by its grid title', () => {
    expect(Object.keys(vslFieldTitles).sort()).toEqual([...vslEditableFields].sort());
    expect(vslFieldTitles.flatVsEcosystemServiceCodes).toBe('ES (TEEB)');
  });

  it('reads cells typed into the grid: numbers, yes and no, labels, and blank as no value', () => {
    expect(
      vslStudyChanges.parse({
        yearOfPublication: ' 2004 ',
        studyId: '12',
        includedInEsvd: 'Pending review',
        includedRepository: 'No',
        notes: '   ',
        title: '  Wetlands  ',
      }),
    ).toEqual({
      yearOfPublication: 2004,
      studyId: 12,
      includedInEsvd: 'pending review',
      includedRepository: false,
      notes: null,
      title: 'Wetlands',
    });
  });

  it('keeps the codes of a list once each, in the order given, TEEB sub-services as the ESVD writes them', () => {
    expect(vslStudyChanges.parse({ flatVsEcosystemServiceCodes: '191; 1;191;;' }).flatVsEcosystemServiceCodes).toEqual([
      '191',
      '1',
    ]);
    expect(vslStudyChanges.parse({ flatVsCountryCodes: null }).flatVsCountryCodes).toEqual([]);
  });

  it('changes only the cells an edit names', () => {
    expect(changedVslFields(vslStudyChanges.parse({ notes: null, title: 'x' }))).toEqual(['title', 'notes']);
  });

  it('refuses a year that is not four digits, and an inclusion state that is none of the three', () => {
    expect(messagesOf(vslStudyChanges.safeParse({ yearOfPublication: '98' }))).toEqual([vslEditMessages.year]);
    expect(messagesOf(vslStudyChanges.safeParse({ yearOfPublication: 'soon' }))).toEqual([vslEditMessages.year]);
    // The study form's rule holds in the grid too: four digits, from 1950.
    expect(messagesOf(vslStudyChanges.safeParse({ yearOfPublication: '1200' }))).toEqual([vslEditMessages.yearFrom]);
    expect(vslStudyChanges.safeParse({ yearOfPublication: '1950' }).success).toBe(true);
    expect(messagesOf(vslStudyChanges.safeParse({ includedInEsvd: 'maybe' }))).toEqual([
      'ESVD Included must be one of included, excluded, pending review',
    ]);
  });

  it('needs at least one cell to add or change a record, and the version the editor loaded to change it', () => {
    expect(messagesOf(vslStudyCreate.safeParse({}))).toEqual([vslEditMessages.noChange]);
    expect(messagesOf(vslStudyUpdate.safeParse({ version: 3, changes: {} }))).toEqual([vslEditMessages.noChange]);
    expect(messagesOf(vslStudyUpdate.safeParse({ changes: { title: 'x' } }))).toEqual(['version is required']);
  });

  it('words the grid lock as spec 001 §2 does', () => {
    expect(vslEditMessages.gridLocked('Ann Admin')).toBe('Grid is locked for editing by Ann Admin');
    expect(vslEditMessages.confirmDelete).toBe('Are you sure you want to delete this Study Record ?');
  });
});
