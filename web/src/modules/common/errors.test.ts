import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';

import { describeError, describeFormError, errorMessages } from './errors.ts';

/** A GraphQL error as the api formats it: its message and the HTTP status it chose in the extensions. */
function graphqlError(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });
}

function serverError(status: number, body: string) {
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(body, { status }),
    bodyText: body,
  });
}

const emailNotConfirmed = 'Email not confirmed.';

describe('describeError', () => {
  it('turns a 401 into "Check username and password."', () => {
    expect(describeError(graphqlError('Whatever the server says', { status: 401 })).message).toBe(
      'Check username and password.',
    );
    expect(describeError(graphqlError('Access denied', { code: 'UNAUTHENTICATED' })).message).toBe(
      errorMessages.unauthenticated,
    );
    expect(describeError(serverError(401, '')).message).toBe(errorMessages.unauthenticated);
  });

  it('turns a 403 into "Not enough permissions."', () => {
    expect(describeError(graphqlError('Access denied!', { code: 'FORBIDDEN', status: 403 })).message).toBe(
      'Not enough permissions.',
    );
    expect(describeError(serverError(403, '{"status":403,"title":"Nope"}')).message).toBe(errorMessages.forbidden);
  });

  it("shows the server's message for any other 4xx", () => {
    const wrongCode = 'The code is wrong or has expired. Get a new code?';
    expect(describeError(graphqlError(wrongCode, { code: 'BAD_USER_INPUT', status: 400 })).message).toBe(wrongCode);
    const throttled = 'Too many attempts. Try again in 15 minutes.';
    expect(describeError(graphqlError(throttled, { status: 429 })).message).toBe(throttled);
    expect(describeError(serverError(404, '{"status":404,"title":"There is no user 7."}')).message).toBe(
      'There is no user 7.',
    );
    expect(describeError(serverError(400, 'Plain text body')).message).toBe('Plain text body');
  });

  it('reads a GraphQL response that came with a non-GraphQL media type', () => {
    const body = JSON.stringify({ errors: [{ message: 'This username is already taken.', extensions: {} }] });
    expect(describeError(serverError(400, body)).message).toBe('This username is already taken.');
  });

  it('adds the advice to "Email not confirmed" and flags it for the resend button', () => {
    const described = describeError(graphqlError(emailNotConfirmed, { status: 400 }));
    expect(described).toMatchObject({
      message:
        'Email not confirmed. Please go to the email address you used to signup and click on the link sent when you signed up.',
      emailNotConfirmed: true,
    });
  });

  it('does not repeat the advice when the server already gives it', () => {
    const full = `${emailNotConfirmed} ${errorMessages.emailNotConfirmedAdvice}`;
    expect(describeError(graphqlError(full, { status: 400 })).message).toBe(full);
  });

  it('names a database problem for a 5xx that mentions SQL', () => {
    expect(describeError(serverError(500, 'Microsoft.Data.SqlClient.SqlException: timeout')).message).toBe(
      'Database connectivity issue. Consult the admin.',
    );
    expect(describeError(graphqlError('PostgreSQL refused the connection', { status: 503 })).message).toBe(
      errorMessages.database,
    );
  });

  it("keeps the server's message for another 5xx and falls back to the generic one", () => {
    expect(describeError(graphqlError(errorMessages.unexpected, { status: 500 })).message).toBe(
      errorMessages.unexpected,
    );
    expect(describeError(serverError(502, '')).message).toBe(errorMessages.unexpected);
    expect(describeError(new TypeError('Failed to fetch')).message).toBe(errorMessages.unexpected);
  });

  it('hands on the fields a 4xx names, and none of a 401', () => {
    const problems = [{ path: 'username', message: 'This username is already taken.' }];
    expect(describeError(graphqlError('taken', { status: 400, problems })).problems).toEqual(problems);
    expect(describeError(graphqlError('no', { status: 401, problems })).problems).toEqual([]);
  });
});

describe('describeFormError', () => {
  it('shows a 401 under a form with the words of the form error display', () => {
    const expected =
      'Your password is not correct or the combination of username and password is not found. Please check and try again.';
    expect(describeFormError(graphqlError('Check username and password.', { status: 401 })).message).toBe(expected);
    expect(describeFormError(graphqlError('Access denied', { code: 'UNAUTHENTICATED' })).message).toBe(expected);
    expect(describeFormError(serverError(401, '')).message).toBe(expected);
  });

  it('describes anything else as describeError does', () => {
    const wrongCode = 'The code is wrong or has expired. Get a new code?';
    const refusal = graphqlError(wrongCode, { code: 'BAD_USER_INPUT', status: 400 });
    expect(describeFormError(refusal)).toEqual(describeError(refusal));
    const forbidden = graphqlError('Access denied!', { code: 'FORBIDDEN', status: 403 });
    expect(describeFormError(forbidden).message).toBe(errorMessages.forbidden);
    const unconfirmed = graphqlError(emailNotConfirmed, { status: 400 });
    expect(describeFormError(unconfirmed)).toEqual(describeError(unconfirmed));
  });
});
