import { z } from 'zod';
import { atMostInt4 } from './database-values.ts';
import { productName } from './product.ts';

/** The request header that carries an API key (spec 001 §4: the key is shown with its header name). */
export const apiKeyHeaderName = 'X-API-Key';

/** What every key starts with, so a person (or a secret scanner) recognises one in a script or a log. */
export const apiKeyTextPrefix = 'esvd_';

/** A key: the prefix, then 32 random bytes in base64url (43 characters). */
export const apiKeyPattern = /^esvd_[A-Za-z0-9_-]{43}$/;

/** How long a new key may stay valid, in days, with what the form calls each choice. */
export const apiKeyLifetimes = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 180, label: '6 months' },
  { days: 365, label: '1 year' },
  { days: 730, label: '2 years' },
] as const;

export const defaultApiKeyLifetimeDays = 365;

export const defaultApiKeySubject = `Your ${productName} API key`;

/** The spec shows no rule for the form (spec 001 §5); these are ours. */
export const apiKeyMessages = {
  recipientRequired: 'Please enter the recipient email.',
  recipientInvalid: 'Invalid email format!',
  subjectTooLong: 'The subject can have at most 200 characters.',
  lifetime: 'Choose how long the key stays valid.',
  keyRequired: 'Generate an API key first.',
  keyInvalid: 'This is not an API key generated here.',
  id: 'id must be a positive whole number.',
} as const;

/** A blank recipient is none; one given must look like an address. */
const optionalRecipient = z
  .string({ error: apiKeyMessages.recipientInvalid })
  .trim()
  .max(254, 'At most 254 characters.')
  .refine((email) => email === '' || z.regexes.email.test(email), apiKeyMessages.recipientInvalid)
  .nullish()
  .transform((email) => email || null);

const requiredRecipient = z
  .string({ error: apiKeyMessages.recipientRequired })
  .trim()
  .min(1, apiKeyMessages.recipientRequired)
  .max(254, 'At most 254 characters.')
  .refine((email) => email === '' || z.regexes.email.test(email), apiKeyMessages.recipientInvalid);

/** A blank subject is the default one. */
const subject = z
  .string({ error: apiKeyMessages.subjectTooLong })
  .trim()
  .max(200, apiKeyMessages.subjectTooLong)
  .nullish()
  .transform((text) => text || defaultApiKeySubject);

const lifetimeDays = z.coerce
  .number({ error: apiKeyMessages.lifetime })
  .refine((days) => apiKeyLifetimes.some((lifetime) => lifetime.days === days), apiKeyMessages.lifetime);

/** "Generate Api key" (and GET /api/ExternalApi/generateapi): for whom, if known yet, and for how long. */
export const generateApiKeyInput = z.object({
  recipientEmail: optionalRecipient,
  expiresInDays: lifetimeDays.nullish().transform((days) => days ?? defaultApiKeyLifetimeDays),
});

/** "Send Api key": the key just generated (the server keeps only its hash), mailed to the recipient. */
export const sendApiKeyInput = z.object({
  id: z
    .number({ error: apiKeyMessages.id })
    .int(apiKeyMessages.id)
    .positive(apiKeyMessages.id)
    .max(...atMostInt4('id')),
  key: z.string({ error: apiKeyMessages.keyRequired }).trim().regex(apiKeyPattern, apiKeyMessages.keyInvalid),
  recipientEmail: requiredRecipient,
  subject,
});

/**
 * The Api key Setup form (spec 001 §2): Recipient Email, Subject, how long the key lasts, and the read-only key.
 * Until a key is generated the recipient may be left blank; sending the generated key needs one.
 */
export const apiKeySetupForm = z
  .object({
    recipientEmail: z.string().trim().max(254, 'At most 254 characters.'),
    subject: z.string().trim().max(200, apiKeyMessages.subjectTooLong),
    expiresInDays: lifetimeDays,
    key: z.string(),
  })
  .superRefine(({ recipientEmail, key }, context) => {
    if (recipientEmail === '' && key !== '') {
      context.addIssue({ code: 'custom', path: ['recipientEmail'], message: apiKeyMessages.recipientRequired });
    } else if (recipientEmail !== '' && !z.regexes.email.test(recipientEmail)) {
      context.addIssue({ code: 'custom', path: ['recipientEmail'], message: apiKeyMessages.recipientInvalid });
    }
  });

export type ApiKeySetupFormInput = z.input<typeof apiKeySetupForm>;
