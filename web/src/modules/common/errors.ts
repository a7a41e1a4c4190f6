import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The messages of the error catalogue (spec 000 §8). */
export const errorMessages = {
  unauthenticated: 'Check username and password.',
  /** What the red label under a form says for a 401 (the login forms are where one is answered). */
  formUnauthenticated:
    'Your password is not correct or the combination of username and password is not found. Please check and try again.',
  forbidden: 'Not enough permissions.',
  emailNotConfirmedAdvice:
    'Please go to the email address you used to signup and click on the link sent when you signed up.',
  database: 'Database connectivity issue. Consult the admin.',
  unexpected: 'Something unexpected has happened. Please try again or consult the admin for this site.',
} as const;

/** What the api calls an unconfirmed email; the login form offers "Resend confirmation link?" for it. */
const emailNotConfirmedMarker = 'Email not confirmed';

/** A field the server named as the cause, e.g. a username that is already taken. */
export interface FieldProblem {
  path: string;
  message: string;
}

/** A failed call as the user is told about it. */
export interface DescribedError {
  message: string;
  /** The login was refused because the email is not confirmed yet. */
  emailNotConfirmed: boolean;
  problems: FieldProblem[];
  /** The HTTP status the server answered (409 for a conflict), when it answered. */
  status?: number;
}

/** The parts of a failure that the catalogue looks at, whichever way the server sent it. */
interface Failure {
  status?: number;
  message: string;
  problems: FieldProblem[];
}

interface ErrorBody {
  message?: unknown;
  title?: unknown;
  extensions?: { status?: unknown; code?: unknown; problems?: unknown };
}

const statusOfCode: Record<string, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
};

function isFieldProblem(value: unknown): value is FieldProblem {
  const candidate = value as FieldProblem | null;
  return typeof candidate?.path === 'string' && typeof candidate.message === 'string';
}

/** A GraphQL error (its extensions carry the HTTP status the api chose) or a REST problem body. */
function failureOfBody(body: ErrorBody, fallbackStatus?: number): Failure {
  const { extensions } = body;
  const status =
    typeof extensions?.status === 'number'
      ? extensions.status
      : (statusOfCode[String(extensions?.code)] ?? fallbackStatus);
  const text = typeof body.message === 'string' ? body.message : typeof body.title === 'string' ? body.title : '';
  const problems = Array.isArray(extensions?.problems) ? extensions.problems.filter(isFieldProblem) : [];
  return { status, message: text, problems };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failureOf(error: unknown): Failure {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    return first ? failureOfBody(first) : { message: '', problems: [] };
  }
  if (ServerError.is(error)) {
    const body = parseJson(error.bodyText) as (ErrorBody & { errors?: ErrorBody[] }) | undefined;
    const first = body?.errors?.[0] ?? body;
    if (first && typeof first === 'object') return failureOfBody(first, error.statusCode);
    return { status: error.statusCode, message: error.bodyText, problems: [] };
  }
  // No answer at all (offline, server down): nothing the user can act on but trying again.
  return { message: '', problems: [] };
}

/**
 * The one mapping from a failed call to what the user reads (spec 000 §8): a 401 gets `unauthenticated`, a 403 the
 * catalogue's words, any other 4xx the server's own message (with the advice added for an unconfirmed email), a 5xx
 * naming SQL the database message, and anything else the server's message or the generic one.
 */
function describeFailure(error: unknown, unauthenticated: string): DescribedError {
  const { status, message, problems } = failureOf(error);
  const described = (text: string, extra: Partial<DescribedError> = {}): DescribedError => ({
    message: text || errorMessages.unexpected,
    emailNotConfirmed: false,
    problems: [],
    status,
    ...extra,
  });

  if (status === 401) return described(unauthenticated);
  if (status === 403) return described(errorMessages.forbidden);
  if (message.includes(emailNotConfirmedMarker)) {
    const withAdvice = message.includes(errorMessages.emailNotConfirmedAdvice)
      ? message
      : `${message.trim()} ${errorMessages.emailNotConfirmedAdvice}`;
    return described(withAdvice, { emailNotConfirmed: true });
  }
  if (status !== undefined && status >= 400 && status < 500) return described(message, { problems });
  if (status !== undefined && status >= 500 && /sql/i.test(message)) return described(errorMessages.database);
  return described(message);
}

/** A failed call as the user reads it (spec 000 §8); a 401 says the catalogue's words. */
export function describeError(error: unknown): DescribedError {
  return describeFailure(error, errorMessages.unauthenticated);
}

/** A failed submit as the form error display shows it (spec 000 §8): a 401 gets the form's own words. */
export function describeFormError(error: unknown): DescribedError {
  return describeFailure(error, errorMessages.formUnauthenticated);
}
