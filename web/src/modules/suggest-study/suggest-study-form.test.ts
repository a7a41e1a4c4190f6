import { attachmentMessages, maximumAttachmentBytes } from '@esvd/schema/rules/studies';
import { describe, expect, it } from 'vitest';

import { base64Of, suggestionInput, suggestStudyForm } from './suggest-study-form.ts';

const filled = { title: 'Wetlands', description: 'Primary data', studyType: 'report' };
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

const messagesOf = (values: unknown) => {
  const result = suggestStudyForm.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the Suggest a Study form', () => {
  it('says what is missing in the words of spec 000 §5', () => {
    expect(messagesOf({ title: '', description: '', studyType: '', attachment: [] })).toEqual([
      'Title is required',
      'Study Description is required',
      'Study Type is required',
      attachmentMessages.required,
    ]);
  });

  it('takes one or two accepted documents of at most 10 MB in all', () => {
    expect(messagesOf({ ...filled, attachment: [file('a.pdf'), file('b.TXT')] })).toEqual([]);
    expect(messagesOf({ ...filled, attachment: [file('a.pdf'), file('b.txt'), file('c.doc')] })).toEqual([
      attachmentMessages.tooMany,
    ]);
    expect(messagesOf({ ...filled, attachment: [file('photo.png')] })).toEqual([attachmentMessages.format]);
    expect(messagesOf({ ...filled, attachment: [file('a.pdf', maximumAttachmentBytes), file('b.txt', 1)] })).toEqual([
      attachmentMessages.tooLarge,
    ]);
  });

  it('sends the files as base64 with their names and types', async () => {
    const text = new File(['héllo'], 'notes.txt', { type: 'text/plain' });
    expect(await base64Of(text)).toBe(Buffer.from('héllo').toString('base64'));
    const input = await suggestionInput(suggestStudyForm.parse({ ...filled, attachment: [text] }));
    expect(input.attachment).toEqual([
      { filename: 'notes.txt', contentType: 'text/plain', content: Buffer.from('héllo').toString('base64') },
    ]);
  });
});
