import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import type { SubscribePayload } from 'graphql-ws';
import { costUnits } from '../core/graphql-costs.ts';
import { inputShapeLimits, inputShapeProblem } from '../core/input-shape.ts';
import { unstorableTextRefusal } from './graphql-input-text.ts';

/** What a GraphQL operation may be, over HTTP and graphql-ws alike. */
export interface GraphqlLimits {
  /** Tokens (names, punctuation, values) of a document: parsing stops past them, before any other work. */
  maxTokens: number;
  maxAliases: number;
  maxDirectives: number;
  /** Nesting of fields; fragments add none, introspection is not counted. */
  maxDepth: number;
  /** Estimated cost, see core/graphql-costs.ts. */
  maxCost: number;
}

/**
 * The limits no setting changes. The largest operation the web app sends has 92 tokens, the full introspection
 * query 183. Validating a document takes time that grows with the square of its fields (overlapping fields are
 * compared pairwise): the worst documents of 500 tokens we found validate in about 45 ms, of 1,000 in 230 ms.
 */
const fixedLimits = { maxTokens: 500, maxAliases: 15, maxDirectives: 50 } as const;

/** The limits of a configuration (MAX_QUERY_DEPTH, MAX_QUERY_COMPLEXITY). */
export function graphqlLimits(config: { MAX_QUERY_DEPTH: number; MAX_QUERY_COMPLEXITY: number }): GraphqlLimits {
  return { ...fixedLimits, maxDepth: config.MAX_QUERY_DEPTH, maxCost: config.MAX_QUERY_COMPLEXITY };
}

/**
 * graphql-armor's rules throw their refusal by default, which Apollo answers with 500; reported like any
 * validation error they answer 400. Their message starts "Syntax Error: ", which these are not.
 */
const reportedAsValidationErrors = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/** The validation rules of the limits on aliases, directives and depth, beside graphql-js's own rules. */
export function limitRules(limits: GraphqlLimits): ValidationRule[] {
  return [
    maxAliasesRule({ n: limits.maxAliases, ...reportedAsValidationErrors }),
    maxDirectivesRule({ n: limits.maxDirectives, ...reportedAsValidationErrors }),
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ...reportedAsValidationErrors }),
  ];
}

/** Each field's declared work (its `complexity`, core/graphql-costs.ts); a field that declares none costs a field. */
const byDeclaredWork = [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: costUnits.field })];

/**
 * Fields of an operation with its fragments spread, past which it is refused without pricing the rest: a few
 * tokens of fragments can spread into millions of fields, and pricing takes about 25 µs a field.
 */
const maxPricedFields = 2_000;

export interface OperationRequest {
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * What an operation costs by the work its fields declare (core/graphql-costs.ts). Throws what
 * graphql-query-complexity throws: a variable that does not fit its type, or more than `maxPricedFields` fields.
 */
export function operationCost(schema: GraphQLSchema, request: OperationRequest): number {
  return getComplexity({
    schema,
    query: request.document,
    operationName: request.operationName ?? undefined,
    variables: request.variables ?? {},
    estimators: byDeclaredWork,
    maxQueryNodes: maxPricedFields,
  });
}

/** An operation refused before any resolver runs: a GraphQL error answered with 400. */
const refusalOf = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, status: 400, http: { status: 400 } } });

/**
 * graphql-js stops coercing an operation's variables after this many errors; pricing coerces them too, and would
 * otherwise make an error of every wrong item of a list.
 */
const maxVariableErrors = 50;

/**
 * Why the operation is refused before any resolver runs, if it is: its variables nest too deep or hold too long a
 * list (work that grows with them would hold the event loop), it names no operation of its document, or it costs
 * more than `maxCost`.
 */
function operationRefusal(schema: GraphQLSchema, request: OperationRequest, maxCost: number): GraphQLError | undefined {
  const shapeProblem = inputShapeProblem(request.variables ?? {}, { maxListItems: inputShapeLimits.maxListItems });
  if (shapeProblem) return refusalOf(shapeProblem, 'BAD_USER_INPUT');
  const operation = getOperationAST(request.document, request.operationName ?? undefined);
  if (!operation) {
    return refusalOf(
      request.operationName
        ? `The document has no operation named "${request.operationName}".`
        : 'The document holds several operations: name the one to run (operationName).',
      'BAD_REQUEST',
    );
  }
  return costRefusal(schema, request, operation, maxCost);
}

/** Why the operation is refused for its cost, if it is: a GraphQL error to answer with 400. */
function costRefusal(
  schema: GraphQLSchema,
  request: OperationRequest,
  operation: OperationDefinitionNode,
  maxCost: number,
): GraphQLError | undefined {
  const refusal = (message: string) => refusalOf(message, 'QUERY_TOO_COMPLEX');
  // Variables that do not fit their types: execution refuses them as bad input (BAD_USER_INPUT, 400) before any
  // resolver runs, with at most maxVariableErrors errors.
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}, {
    maxErrors: maxVariableErrors,
  });
  if (coerced.errors) return undefined;
  let cost: number;
  try {
    cost = operationCost(schema, request);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const tooManyFields = error.message.startsWith('Query exceeds the maximum allowed number of nodes');
    return refusal(
      tooManyFields
        ? `The operation is too costly: with its fragments spread it selects more than ${maxPricedFields} fields.`
        : error.message,
    );
  }
  if (cost <= maxCost) return undefined;
  return refusal(
    `The operation is too costly (${cost}); at most ${maxCost} is allowed. Each database statement costs ` +
      'thousands, each field 1, and a list as many times as its limit: ask for fewer rows, fields or statements.',
  );
}

/**
 * Refuses with 400, before any resolver runs (Apollo): variables of a shape past the limits, a document without the
 * operation named, an operation over the cost limit.
 */
export function costLimitPlugin(schema: GraphQLSchema, maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const operation = { ...request, document };
          const refusal = operationRefusal(schema, operation, maxCost);
          if (refusal) throw refusal;
        },
      };
    },
  };
}

/** A parsing or validation error as Apollo answers it over HTTP: its code and status 400. */
const badRequest = (error: GraphQLError, code: string) =>
  new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code, status: 400 },
  });

/**
 * graphql-ws's `onSubscribe`: the same parsing, validation, limits and text checks as over HTTP, for subscriptions and for
 * queries and mutations sent over the websocket; a refusal is the operation's error message.
 */
export function limitedWebSocketOperation(schema: GraphQLSchema, limits: GraphqlLimits) {
  const rules = [...specifiedRules, ...limitRules(limits)];
  return (_context: unknown, _id: string, payload: SubscribePayload): ExecutionArgs | readonly GraphQLError[] => {
    let document: DocumentNode;
    try {
      document = parse(payload.query, { maxTokens: limits.maxTokens });
    } catch (error) {
      if (error instanceof GraphQLError) return [badRequest(error, 'GRAPHQL_PARSE_FAILED')];
      throw error;
    }
    const errors = validate(schema, document, rules);
    if (errors.length) return errors.map((error) => badRequest(error, 'GRAPHQL_VALIDATION_FAILED'));
    const request = { document, operationName: payload.operationName, variables: payload.variables };
    const refusal = operationRefusal(schema, request, limits.maxCost);
    if (refusal) return [refusal];
    const textRefusal = unstorableTextRefusal(document, payload.variables);
    if (textRefusal) return [textRefusal];
    return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
  };
}
