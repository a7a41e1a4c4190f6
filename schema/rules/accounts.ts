import { z } from 'zod';
import { atMostInt4 } from './database-values.ts';

/** Spec 000 §9. */
export const minimumPasswordLength = 5;

export const sectorOptions = ['Academia', 'Business', 'Financial institutions', 'Government', 'NGO', 'Other'] as const;
export const purposeOptions = [
  'Accounting',
  'Benefit transfer',
  'Cost-benefit',
  'Education',
  'Policy appraisal',
  'Research',
  'Other',
] as const;

/** The option that asks for a description of its own. */
export const otherOption = 'Other';

export const invalidOperation = 'Invalid operation.';

/** A trimmed text that must not be empty; a missing value gets the same message as an empty one. */
const requiredText = (message: string, maxLength = 200) =>
  z.string({ error: message }).trim().min(1, message).max(maxLength, `At most ${maxLength} characters.`);

const optionOf = <Options extends readonly [string, ...string[]]>(options: Options, message: string) =>
  z.enum(options, { error: message });

/** Email as sign-up asks for it: trimmed, required, and shaped like an address (one message at a time). */
export const emailRule = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'At most 254 characters.')
  .refine((email) => email === '' || z.regexes.email.test(email), 'Invalid email format!');

const passwordRule = z
  .string({ error: 'Password is required' })
  .trim()
  .min(1, 'Password is required')
  .refine(
    (password) => password === '' || password.length >= minimumPasswordLength,
    `Password must be minimun of ${minimumPasswordLength} characters.`,
  )
  .refine((password) => password.length <= 200, 'At most 200 characters.');

const confirmPasswordRule = z
  .string({ error: 'Confirm Password is required' })
  .trim()
  .min(1, 'Confirm Password is required');

/** Whether a value is Other, so its description is asked for. */
export const isOther = (value: string | null | undefined) => value === otherOption;

const optionalDescription = z.string().trim().max(500, 'At most 500 characters.').nullish();

/** The profile fields sign-up and My Profile share (spec 000 §3, §5). */
const profileFields = {
  displayName: requiredText('Display name is required', 100),
  organization: requiredText('Organization is required'),
  sector: optionOf(sectorOptions, 'Sector is required'),
  sectorOther: optionalDescription,
  purposeOfAccess: optionOf(purposeOptions, 'Purpose of access is required'),
  purposeOfAccessOther: optionalDescription,
};

interface OtherDescriptions {
  sector?: string;
  sectorOther?: string | null;
  purposeOfAccess?: string;
  purposeOfAccessOther?: string | null;
}

// Object-level rules run even when another field failed (`when`), so a form shows every message at once.
const always = { when: () => true };

/** Adds "description required when Other" and clears a description whose option is not Other. */
function withOtherDescriptions<Schema extends z.ZodType<OtherDescriptions>>(schema: Schema) {
  return schema
    .refine((values) => !isOther(values?.sector) || !!values.sectorOther, {
      path: ['sectorOther'],
      message: 'Sector description is required',
      ...always,
    })
    .refine((values) => !isOther(values?.purposeOfAccess) || !!values.purposeOfAccessOther, {
      path: ['purposeOfAccessOther'],
      message: 'Purpose description is required',
      ...always,
    })
    .transform((values) => ({
      ...values,
      sectorOther: isOther(values.sector) ? values.sectorOther : null,
      purposeOfAccessOther: isOther(values.purposeOfAccess) ? values.purposeOfAccessOther : null,
    }));
}

const passwordsMatch = <Values extends { password?: string; confirmpassword?: string }>(schema: z.ZodType<Values>) =>
  schema.refine((values) => !values?.confirmpassword || values.password === values.confirmpassword, {
    path: ['confirmpassword'],
    message: 'Passwords must match',
    ...always,
  });

/** Sign-up (spec 000 §5). A username cannot look like an email: login tells the two apart by the @. */
export const signUpInput = withOtherDescriptions(
  passwordsMatch(
    z.object({
      ...profileFields,
      username: requiredText('Username is required', 50).refine(
        (username) => !/[@\s]/.test(username),
        'Username cannot contain @ or spaces.',
      ),
      email: emailRule,
      password: passwordRule,
      confirmpassword: confirmPasswordRule,
    }),
  ),
);
export type SignUpInput = z.output<typeof signUpInput>;

/** My Profile edit (spec 000 §5); `id` is the account edited, the caller's own when absent. */
export const profileInput = withOtherDescriptions(
  z.object({
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(...atMostInt4('id'))
      .optional(),
    ...profileFields,
  }),
);
export type ProfileInput = z.output<typeof profileInput>;

export const forgotPasswordInput = z.object({ email: emailRule });

// The username and code a mailed link carries; without both the answer is one 'Invalid operation.'
const linkFields = { username: z.string().trim().default(''), code: z.string().trim().default('') };
const hasLinkParts = (values: { username?: string; code?: string }) => !!values?.username && !!values?.code;

/** Reset password (spec 000 §5, 001 §5); username and code come from the link. */
export const resetPasswordInput = passwordsMatch(
  z.object({ ...linkFields, password: passwordRule, confirmpassword: confirmPasswordRule }),
).refine(hasLinkParts, { message: invalidOperation, ...always });
export type ResetPasswordInput = z.output<typeof resetPasswordInput>;

/** Email confirmation needs both parts of the link, else 'Invalid operation.' */
export const confirmEmailInput = z.object(linkFields).refine(hasLinkParts, invalidOperation);

/** Login step one. */
export const loginStepOneInput = z.object({
  usernameOrEmail: requiredText('Username or Email is required', 254),
});

export const passwordLoginInput = z.object({
  username: requiredText('Username is required', 254),
  password: z.string({ error: 'Enter password' }).trim().min(1, 'Enter password'),
});

export const codeLoginInput = z.object({
  email: emailRule,
  code: z.string({ error: 'Enter code' }).trim().min(1, 'Enter code'),
});

/** "Resend confirmation link?" after a login was refused: the name typed at login, a username or an email. */
export const resendConfirmationInput = z.object({
  usernameOrEmail: requiredText('Username or Email is required', 254),
});

/** Login step one decides the form by what was typed: an email gets an emailed code, a username a password. */
export const looksLikeEmail = (usernameOrEmail: string) => usernameOrEmail.includes('@');
