import { describe, expect, it } from 'vitest';

import { studyControls, type PublicationState } from './publication.ts';

const analystDraft: PublicationState = {
  isEditor: false,
  mayEdit: true,
  isSaved: true,
  valuationCount: 1,
  isPublished: false,
  isComplete: false,
};

const labels = (state: PublicationState) =>
  studyControls(state).actions.map(({ label, enabled }) => `${label}${enabled ? '' : ' (disabled)'}`);

describe('studyControls (spec 000 §4)', () => {
  it('offers Is Complete only on a saved study with at least one valuation', () => {
    expect(studyControls(analystDraft).showIsComplete).toBe(true);
    expect(studyControls({ ...analystDraft, valuationCount: 0 }).showIsComplete).toBe(false);
    expect(studyControls({ ...analystDraft, isSaved: false, valuationCount: 0 }).showIsComplete).toBe(false);
  });

  it('enables Publish only once Is Complete is ticked', () => {
    expect(labels(analystDraft)).toEqual(['Publish (disabled)']);
    expect(labels({ ...analystDraft, isComplete: true })).toEqual(['Publish']);
    expect(labels({ ...analystDraft, isSaved: false, valuationCount: 0 })).toEqual(['Publish (disabled)']);
  });

  it('shows an analyst only Unpublish on a published study: no Save, no Is Complete', () => {
    const published = { ...analystDraft, isPublished: true, isComplete: true, mayEdit: false };
    expect(studyControls(published)).toMatchObject({ showSave: false, showIsComplete: false });
    expect(labels(published)).toEqual(['Unpublish']);
  });

  it('lets editors save a published study, republish or unpublish it', () => {
    const published = { ...analystDraft, isEditor: true, isPublished: true, isComplete: true };
    expect(studyControls(published).showSave).toBe(true);
    expect(labels(published)).toEqual(['Republish', 'Unpublish']);
    // Already published: the button stays enabled (the server asks for Is Complete again on Republish).
    expect(labels({ ...published, isComplete: false })).toEqual(['Republish', 'Unpublish']);
  });
});
