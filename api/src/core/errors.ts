import { DriverException } from '@mikro-orm/core';
import { GraphQLError } from 'graphql';
import pg from 'pg';
import { DomainError, graphqlCodeOf, messages, type FieldProblem } from './domain-error.ts';

export * from './domain-error.ts';

function isDatabaseError(error: unknown): boolean {
  return (
    error instanceof DriverException ||
    error instanceof pg.DatabaseError ||
    (error instanceof Error && /ECONNREFUSED|Connection terminated|connect ETIMEDOUT/.test(error.message))
  );
}

/** PostgreSQL cancelled the statement at its statement_timeout (db/orm-config.ts). */
function isStatementTimeout(error: unknown): boolean {
  return (
    (error instanceof DriverException || error instanceof pg.DatabaseError) &&
    error.code === '57014' &&
    error.message.includes('statement timeout')
  );
}

/**
 * PostgreSQL's data exceptions (class 22: a number out of range, text it cannot take, a malformed value) come from
 * values of the request that a rule let through: bad input, not a database failure.
 */
function isDataException(error: unknown): boolean {
  return (error instanceof DriverException || error instanceof pg.DatabaseError) && /^22/.test(error.code ?? '');
}

/** PostgreSQL refused a row naming one that does not exist (a foreign key). */
export function isForeignKeyViolation(error: unknown): boolean {
  return (error instanceof DriverException || error instanceof pg.DatabaseError) && error.code === '23503';
}

export interface MappedError {
  status: number;
  message: string;
  code: string;
  problems: FieldProblem[];
  retryAfterSeconds?: number;
  /** Unexpected errors are logged; domain errors are not. */
  unexpected: boolean;
}

/** The one mapping from any thrown value to what GraphQL and REST clients are told. */
export function mapError(error: unknown): MappedError {
  if (error instanceof DomainError) {
    return {
      status: error.status,
      message: error.message,
      code: graphqlCodeOf[error.kind],
      problems: error.problems,
      retryAfterSeconds: error.retryAfterSeconds,
      unexpected: false,
    };
  }
  if (error instanceof GraphQLError && error.extensions?.code === 'UNAUTHORIZED') {
    return { status: 403, message: messages.forbidden, code: 'FORBIDDEN', problems: [], unexpected: false };
  }
  if (error instanceof GraphQLError && error.extensions?.code === 'UNAUTHENTICATED') {
    return { status: 401, message: error.message, code: 'UNAUTHENTICATED', problems: [], unexpected: false };
  }
  if (isStatementTimeout(error)) {
    return {
      status: 503,
      message: messages.statementTimeout,
      code: 'STATEMENT_TIMEOUT',
      problems: [],
      unexpected: true,
    };
  }
  // Still logged: a rule should have refused the value before the database did.
  if (isDataException(error)) {
    return { status: 400, message: messages.unstorableValue, code: 'BAD_USER_INPUT', problems: [], unexpected: true };
  }
  // Express could not percent-decode a path parameter.
  if (error instanceof URIError) {
    return {
      status: 400,
      message: messages.undecodableAddress,
      code: 'BAD_USER_INPUT',
      problems: [],
      unexpected: false,
    };
  }
  if (isDatabaseError(error)) {
    return { status: 503, message: messages.database, code: 'DATABASE_UNAVAILABLE', problems: [], unexpected: true };
  }
  return { status: 500, message: messages.unexpected, code: 'INTERNAL_SERVER_ERROR', problems: [], unexpected: true };
}
