import { describe, expect, it } from 'vitest';
import {
  codeLoginInput,
  confirmEmailInput,
  forgotPasswordInput,
  loginStepOneInput,
  looksLikeEmail,
  passwordLoginInput,
  profileInput,
  purposeOptions,
  resetPasswordInput,
  sectorOptions,
  signUpInput,
} from './accounts.ts';
import { fieldMessages } from './field-messages.ts';

const validSignUp = {
  displayName: 'Ada Lovelace',
  organization: 'Analytical Engines',
  sector: 'Academia',
  sectorOther: '',
  purposeOfAccess: 'Research',
  purposeOfAccessOther: '',
  username: 'ada',
  email: 'ada@example.org',
  password: 'secret1',
  confirmpassword: 'secret1',
};

describe('sign-up rules (spec 000 §5)', () => {
  it('offers the spec’s sector and purpose options', () => {
    expect(sectorOptions).toEqual(['Academia', 'Business', 'Financial institutions', 'Government', 'NGO', 'Other']);
    expect(purposeOptions).toEqual([
      'Accounting',
      'Benefit transfer',
      'Cost-benefit',
      'Education',
      'Policy appraisal',
      'Research',
      'Other',
    ]);
  });

  it('names every required field with the spec’s message, all at once', () => {
    expect(fieldMessages(signUpInput, {})).toEqual({
      displayName: ['Display name is required'],
      organization: ['Organization is required'],
      sector: ['Sector is required'],
      purposeOfAccess: ['Purpose of access is required'],
      username: ['Username is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      confirmpassword: ['Confirm Password is required'],
    });
    const blank = Object.fromEntries(Object.keys(validSignUp).map((key) => [key, '   ']));
    expect(fieldMessages(signUpInput, blank)).toMatchObject({
      displayName: ['Display name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('asks for the Other descriptions only when Other is chosen', () => {
    const other = { ...validSignUp, sector: 'Other', purposeOfAccess: 'Other' };
    expect(fieldMessages(signUpInput, other)).toEqual({
      sectorOther: ['Sector description is required'],
      purposeOfAccessOther: ['Purpose description is required'],
    });
    const described = signUpInput.parse({ ...other, sectorOther: ' Farming ', purposeOfAccessOther: 'Teaching' });
    expect(described).toMatchObject({ sectorOther: 'Farming', purposeOfAccessOther: 'Teaching' });
  });

  it('clears an Other description when Other is not chosen', () => {
    const parsed = signUpInput.parse({ ...validSignUp, sectorOther: 'left over', purposeOfAccessOther: 'left over' });
    expect(parsed.sectorOther).toBeNull();
    expect(parsed.purposeOfAccessOther).toBeNull();
  });

  it('checks the email format after trimming', () => {
    expect(fieldMessages(signUpInput, { ...validSignUp, email: 'ada.example.org' })).toEqual({
      email: ['Invalid email format!'],
    });
    expect(signUpInput.parse({ ...validSignUp, email: '  ada@example.org  ' }).email).toBe('ada@example.org');
  });

  it('wants a trimmed password of at least 5 characters, confirmed', () => {
    expect(fieldMessages(signUpInput, { ...validSignUp, password: ' abcd ', confirmpassword: ' abcd ' })).toEqual({
      password: ['Password must be minimun of 5 characters.'],
    });
    expect(fieldMessages(signUpInput, { ...validSignUp, confirmpassword: 'secret2' })).toEqual({
      confirmpassword: ['Passwords must match'],
    });
    expect(signUpInput.parse({ ...validSignUp, password: ' secret1 ' }).password).toBe('secret1');
  });

  it('rejects options that are not on the list and usernames that look like emails', () => {
    expect(fieldMessages(signUpInput, { ...validSignUp, sector: 'Pirates', username: 'ada@home' })).toEqual({
      sector: ['Sector is required'],
      username: ['Username cannot contain @ or spaces.'],
    });
  });

  it('accepts a complete sign-up', () => {
    expect(fieldMessages(signUpInput, validSignUp)).toEqual({});
  });
});

describe('profile rules (spec 000 §5)', () => {
  it('has the four required messages and the Other descriptions', () => {
    expect(fieldMessages(profileInput, {})).toEqual({
      displayName: ['Display name is required'],
      organization: ['Organization is required'],
      sector: ['Sector is required'],
      purposeOfAccess: ['Purpose of access is required'],
    });
    const other = { displayName: 'A', organization: 'B', sector: 'Other', purposeOfAccess: 'Other' };
    expect(fieldMessages(profileInput, other)).toEqual({
      sectorOther: ['Sector description is required'],
      purposeOfAccessOther: ['Purpose description is required'],
    });
  });

  it('clears the Other descriptions when not Other', () => {
    const parsed = profileInput.parse({
      id: '7',
      displayName: 'A',
      organization: 'B',
      sector: 'NGO',
      sectorOther: 'x',
      purposeOfAccess: 'Education',
      purposeOfAccessOther: 'y',
    });
    expect(parsed).toEqual({
      id: 7,
      displayName: 'A',
      organization: 'B',
      sector: 'NGO',
      sectorOther: null,
      purposeOfAccess: 'Education',
      purposeOfAccessOther: null,
    });
  });
});

describe('forgot and reset password rules (spec 000 §5, 001 §5)', () => {
  it('asks for an email as sign-up does', () => {
    expect(fieldMessages(forgotPasswordInput, { email: '' })).toEqual({ email: ['Email is required'] });
    expect(fieldMessages(forgotPasswordInput, { email: 'nobody' })).toEqual({ email: ['Invalid email format!'] });
  });

  it('has the reset form’s messages', () => {
    const link = { username: 'ada', code: 'abc' };
    expect(fieldMessages(resetPasswordInput, link)).toEqual({
      password: ['Password is required'],
      confirmpassword: ['Confirm Password is required'],
    });
    expect(fieldMessages(resetPasswordInput, { ...link, password: 'abcd', confirmpassword: 'abcd' })).toEqual({
      password: ['Password must be minimun of 5 characters.'],
    });
    expect(fieldMessages(resetPasswordInput, { ...link, password: 'abcde', confirmpassword: 'abcdf' })).toEqual({
      confirmpassword: ['Passwords must match'],
    });
  });

  it('needs the username and code of the link', () => {
    expect(fieldMessages(resetPasswordInput, { password: 'abcde', confirmpassword: 'abcde' })).toEqual({
      '': ['Invalid operation.'],
    });
    expect(fieldMessages(resetPasswordInput, { username: 'ada', password: 'abcde' })).toEqual({
      '': ['Invalid operation.'],
      confirmpassword: ['Confirm Password is required'],
    });
  });
});

describe('login and confirmation rules (spec 000 §5)', () => {
  it('has the messages of both login steps', () => {
    expect(fieldMessages(loginStepOneInput, { usernameOrEmail: ' ' })).toEqual({
      usernameOrEmail: ['Username or Email is required'],
    });
    expect(fieldMessages(passwordLoginInput, {})).toEqual({
      username: ['Username is required'],
      password: ['Enter password'],
    });
    expect(fieldMessages(codeLoginInput, { email: '', code: '' })).toEqual({
      email: ['Email is required'],
      code: ['Enter code'],
    });
  });

  it('tells an email from a username by its @', () => {
    expect(looksLikeEmail('ada@example.org')).toBe(true);
    expect(looksLikeEmail('ada')).toBe(false);
  });

  it('answers a confirmation without username or code with Invalid operation.', () => {
    expect(fieldMessages(confirmEmailInput, { username: 'ada' })).toEqual({ '': ['Invalid operation.'] });
    expect(fieldMessages(confirmEmailInput, { code: ' ' })).toEqual({ '': ['Invalid operation.'] });
    expect(fieldMessages(confirmEmailInput, {})).toEqual({ '': ['Invalid operation.'] });
  });
});
