import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  apiKeyMessages,
  apiKeyPattern,
  apiKeySetupForm,
  defaultApiKeyLifetimeDays,
  defaultApiKeySubject,
  generateApiKeyInput,
  sendApiKeyInput,
} from './api-keys.ts';

const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const aKey = `esvd_${'A'.repeat(42)}-`;

describe('generateApiKeyInput', () => {
  it('takes no recipient and the default lifetime when none is given', () => {
    expect(generateApiKeyInput.parse({})).toEqual({ recipientEmail: null, expiresInDays: defaultApiKeyLifetimeDays });
    expect(generateApiKeyInput.parse({ recipientEmail: '  ', expiresInDays: null })).toEqual({
      recipientEmail: null,
      expiresInDays: 365,
    });
  });

  it('accepts only the offered lifetimes and a recipient shaped like an address', () => {
    expect(generateApiKeyInput.parse({ recipientEmail: ' a@b.org ', expiresInDays: 30 })).toEqual({
      recipientEmail: 'a@b.org',
      expiresInDays: 30,
    });
    expect(messagesOf(generateApiKeyInput, { expiresInDays: 3650 })).toEqual([
      ['expiresInDays', apiKeyMessages.lifetime],
    ]);
    expect(messagesOf(generateApiKeyInput, { expiresInDays: 'forever' })).toEqual([
      ['expiresInDays', apiKeyMessages.lifetime],
    ]);
    expect(messagesOf(generateApiKeyInput, { recipientEmail: 'someone' })).toEqual([
      ['recipientEmail', apiKeyMessages.recipientInvalid],
    ]);
  });
});

describe('sendApiKeyInput', () => {
  it('needs the key, its id and a recipient; a blank subject is the default one', () => {
    expect(sendApiKeyInput.parse({ id: 3, key: aKey, recipientEmail: 'a@b.org', subject: ' ' })).toEqual({
      id: 3,
      key: aKey,
      recipientEmail: 'a@b.org',
      subject: defaultApiKeySubject,
    });
    expect(messagesOf(sendApiKeyInput, { id: 3, key: aKey, recipientEmail: '' })).toEqual([
      ['recipientEmail', apiKeyMessages.recipientRequired],
    ]);
    expect(
      messagesOf(sendApiKeyInput, { id: 0, key: 'esvd_short', recipientEmail: 'x', subject: 'y'.repeat(201) }),
    ).toEqual([
      ['id', apiKeyMessages.id],
      ['key', apiKeyMessages.keyInvalid],
      ['recipientEmail', apiKeyMessages.recipientInvalid],
      ['subject', apiKeyMessages.subjectTooLong],
    ]);
  });

  it('knows a key by its prefix and 43 base64url characters', () => {
    expect(apiKeyPattern.test(aKey)).toBe(true);
    expect(apiKeyPattern.test(aKey.slice(0, -1))).toBe(false);
    expect(apiKeyPattern.test(`xsvd_${'A'.repeat(43)}`)).toBe(false);
    expect(apiKeyPattern.test(`esvd_${'A'.repeat(42)}=`)).toBe(false);
  });
});

describe('apiKeySetupForm', () => {
  const form = { recipientEmail: '', subject: defaultApiKeySubject, expiresInDays: '365', key: '' };

  it('generates without a recipient, but sends only to one', () => {
    expect(messagesOf(apiKeySetupForm, form)).toEqual([]);
    expect(apiKeySetupForm.parse(form).expiresInDays).toBe(365);
    expect(messagesOf(apiKeySetupForm, { ...form, key: aKey })).toEqual([
      ['recipientEmail', apiKeyMessages.recipientRequired],
    ]);
    expect(messagesOf(apiKeySetupForm, { ...form, recipientEmail: 'nobody', key: aKey })).toEqual([
      ['recipientEmail', apiKeyMessages.recipientInvalid],
    ]);
    expect(messagesOf(apiKeySetupForm, { ...form, recipientEmail: 'a@b.org', key: aKey })).toEqual([]);
  });
});
