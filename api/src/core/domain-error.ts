// The errors a user can act on, and how they cross from a worker thread. Apart from errors.ts (which maps every
// thrown value for the clients, knowing the ORM, the driver and GraphQL) so that the upload's reading thread, which
// throws them, starts without loading those.
import { unstorableTextIn } from '@esvd/schema/rules/database-values';
import { z } from 'zod';

export type DomainErrorKind =
  | 'bad-request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'payload-too-large'
  | 'too-many-requests';

const statusOf: Record<DomainErrorKind, number> = {
  'bad-request': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'payload-too-large': 413,
  'too-many-requests': 429,
};

/** The GraphQL error code of each kind, as clients read it in `extensions.code`. */
export const graphqlCodeOf: Record<DomainErrorKind, string> = {
  'bad-request': 'BAD_USER_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  'payload-too-large': 'PAYLOAD_TOO_LARGE',
  'too-many-requests': 'TOO_MANY_REQUESTS',
};

export interface FieldProblem {
  path: string;
  message: string;
}

/** A failure the user can act on; its message is shown as is (spec 000 §8). */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly problems: FieldProblem[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return statusOf[this.kind];
  }
}

/** An error as it crosses from a worker thread: a DomainError keeps its kind, message and problems. */
export type ThreadFailure =
  { domain: { kind: DomainErrorKind; message: string; problems: FieldProblem[] } } | { unexpected: string };

export const threadFailureOf = (error: unknown): ThreadFailure =>
  error instanceof DomainError
    ? { domain: { kind: error.kind, message: error.message, problems: error.problems } }
    : { unexpected: error instanceof Error ? (error.stack ?? error.message) : String(error) };

/** The error a worker thread failed with, thrown again on the thread that waits for it. */
export const errorOfThread = (failure: ThreadFailure): Error =>
  'domain' in failure
    ? new DomainError(failure.domain.kind, failure.domain.message, failure.domain.problems)
    : new Error(`A worker thread failed: ${failure.unexpected}`);

export const messages = {
  unauthenticated: 'Check username and password.',
  forbidden: 'Not enough permissions.',
  database: 'Database connectivity issue. Consult the admin.',
  statementTimeout:
    'The request needed more time than the database gives one request. Ask for less (a narrower search, a ' +
    'smaller page) or try again later.',
  unexpected: 'Something unexpected has happened. Please try again or consult the admin for this site.',
  unstorableValue:
    'A value of the request cannot be stored: a number is out of range or a text is not valid. Check the values ' +
    'sent.',
  undecodableAddress: 'The address is not valid: a part of it is not percent-encoded UTF-8.',
} as const;

export const notFound = (message: string) => new DomainError('not-found', message);
export const badRequest = (message: string, problems: FieldProblem[] = []) =>
  new DomainError('bad-request', message, problems);
export const forbidden = () => new DomainError('forbidden', messages.forbidden);
export const unauthenticated = (message: string = messages.unauthenticated) =>
  new DomainError('unauthenticated', message);

/** Validates input against a shared rule; a failure becomes a 400 listing each field's message. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw badRequest(problems.map((problem) => problem.message).join(' '), problems);
}

/**
 * Refuses input holding a text PostgreSQL cannot store (NUL, a lone surrogate) with 400, naming where it is. The
 * front doors call it on everything they receive, before any rule or service sees it.
 */
export function refuseUnstorableText(input: unknown): void {
  const problem = unstorableTextIn(input);
  if (problem) throw badRequest(problem.message, [problem]);
}
