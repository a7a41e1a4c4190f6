import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  GraphQLError,
  getVariableValues,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Context } from '../core/context.ts';

type Gateway = ApolloServerOptionsWithGateway<Context>['gateway'];

/**
 * Apollo's executor, swapped for operations compiled by graphql-jit: Apollo still parses, validates, limits
 * and formats every request; only execution changes. graphql-js interprets the document for every field of
 * every row; a compiled operation is a plain function of its rows, with the same answer byte for byte, and
 * a search page executes and serialises several times faster (README, benchmarks).
 *
 * Each operation of a document is compiled on first use and kept as long as Apollo's document cache keeps
 * the parsed document (a WeakMap on it). Variables are checked by graphql-js first, so a bad variable is
 * refused exactly as before (message, locations, BAD_USER_INPUT); errors are graphql-js errors again, which
 * Apollo's error formatting expects.
 */
export function compiledExecution(schema: GraphQLSchema): Gateway {
  const compiled = new WeakMap<DocumentNode, Map<string | null, CompiledQuery | ExecutionResult>>();
  const compiledOperation = (document: DocumentNode, operationName: string | null) => {
    let operations = compiled.get(document);
    if (!operations) compiled.set(document, (operations = new Map()));
    let operation = operations.get(operationName);
    if (!operation) {
      operation = compileQuery(schema, document, operationName ?? undefined);
      operations.set(operationName, operation);
    }
    return operation;
  };
  return {
    async load() {
      return {
        executor: async ({ document, operation, operationName, request, context }) => {
          const variables = request.variables ?? {};
          const coercion = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
          if (coercion.errors) return { errors: coercion.errors };
          const compiledQuery = compiledOperation(document, operationName);
          // A document that cannot be compiled answers the errors compiling it gave.
          const result = isCompiledQuery(compiledQuery)
            ? await compiledQuery.query(undefined, context, variables)
            : compiledQuery;
          return result.errors ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
        },
      };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async stop() {},
  };
}

/**
 * graphql-jit's errors inherit from graphql-js's GraphQLError without its constructor: no `extensions` object
 * when the thrown error has none, which Apollo reads. The same error, made by graphql-js.
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  return Object.defineProperty(rebuilt, 'locations', { value: error.locations, enumerable: Boolean(error.locations) });
}
