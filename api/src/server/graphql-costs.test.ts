import { maxPageSize } from '@esvd/schema/rules/paging';
import { createPubSub } from '@graphql-yoga/subscription';
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getMetadataStorage } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, repositoryRoot } from '../core/config.ts';
import { costUnits, workOf } from '../core/graphql-costs.ts';
import { operationCost } from './graphql-limits.ts';
import { buildGraphqlSchema } from './graphql-schema.ts';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildGraphqlSchema(createPubSub());
});

const rootTypes = () => [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
const cost = (query: string, variables: Record<string, unknown> = {}) =>
  operationCost(schema, { document: parse(query), variables });

/** A field of the schema by its `Type.field` name. */
function fieldNamed(key: string) {
  const [typeName, fieldName] = key.split('.');
  const type = schema.getType(typeName);
  return isObjectType(type) ? type.getFields()[fieldName] : undefined;
}

describe('the work each field declares', () => {
  it('is declared by every root field and every field resolver', () => {
    const rootFields = rootTypes().flatMap((type) =>
      Object.keys(type?.getFields() ?? {}).map((field) => `${type!.name}.${field}`),
    );
    const storage = getMetadataStorage();
    const fieldResolvers = storage.fieldResolvers.map((resolver) => {
      const objectType = storage.objectTypes.find((type) => type.target === resolver.getObjectType?.());
      return `${objectType?.name}.${resolver.schemaName}`;
    });
    const unpriced = [...rootFields, ...fieldResolvers].filter((key) => {
      const field = fieldNamed(key);
      return !field || !workOf(field);
    });
    expect(unpriced).toEqual([]);
  });

  it('bounds every list of objects: by its own count, or by the count of every root field answering its type', () => {
    const rootFields = rootTypes().flatMap((type) => Object.values(type?.getFields() ?? {}));
    const unbounded = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !rootTypes().includes(type))
      .flatMap((type) =>
        Object.values(isObjectType(type) ? type.getFields() : {})
          .filter((field) => isListType(getNullableType(field.type)) && isCompositeType(getNamedType(field.type)))
          .map((field) => ({ key: `${type.name}.${field.name}`, field, typeName: type.name })),
      )
      .filter(({ field, typeName }) => {
        if (workOf(field)?.items) return false;
        const answering = rootFields.filter((root) => getNamedType(root.type).name === typeName);
        return answering.length === 0 || answering.some((root) => !workOf(root)?.items);
      })
      .map(({ key }) => key);
    expect(unbounded).toEqual([]);
  });
});

describe('what an operation costs', () => {
  it('costs a count a statement, and a statement more than many fields', () => {
    expect(cost('{ totalValuationCount }')).toBe(costUnits.field + costUnits.statement);
    expect(cost('{ a: totalValuationCount b: totalValuationCount }')).toBe(2 * (costUnits.field + costUnits.statement));
    expect(cost('{ viewer { signedIn userName displayName role idleFlagged } }')).toBeLessThan(
      cost('{ viewer { signedIn } totalValuationCount }'),
    );
  });

  it('multiplies what is selected of a page by its limit, a variable or none (the largest page)', () => {
    const query = 'query Page($limit: Int) { valuationsAfter(filter: {}, limit: $limit) { items { id valueId } } }';
    const statement = costUnits.field + costUnits.statement;
    const selection = 3 * costUnits.field; // items, id, valueId
    expect(cost(query, { limit: 10 })).toBe(statement + 10 * selection);
    expect(cost(query, { limit: 1000 })).toBe(statement + 1000 * selection);
    expect(cost(query)).toBe(statement + maxPageSize * selection);
  });

  it("counts a marker's records by the valueIds asked for", () => {
    const query = 'query Details($ids: [SafeInt!]!) { mapMarkerDetails(valueIds: $ids) { id } }';
    expect(cost(query, { ids: [1, 2, 3] })).toBe(costUnits.field + costUnits.statement + 3 * costUnits.field);
  });

  it('costs summary statistics (a whole search grouped) more than a count of the same search', () => {
    expect(cost('{ summaryStatistics(filter: {}) { valuationCount } }')).toBeGreaterThan(
      cost('{ valuationCount(filter: {}) }') + costUnits.statement,
    );
  });

  it('lets every operation the web app sends through the default budget, at the largest page it may ask for', () => {
    const budget = loadConfig({}).MAX_QUERY_COMPLEXITY;
    const documents = webOperationFiles().map((file) => readFileSync(file, 'utf8'));
    const document = parse(documents.join('\n'));
    const operations = document.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    expect(operations.length).toBeGreaterThan(20);
    const costs = operations.map((operation) => ({
      name: operation.name?.value,
      cost: operationCost(schema, {
        document: { ...document, definitions: [operation, ...fragmentsOf(document)] } as DocumentNode,
        operationName: operation.name?.value,
        variables: sampleVariables(operation),
      }),
    }));
    expect(costs.filter((operation) => operation.cost > budget)).toEqual([]);
  });
});

function webOperationFiles(directory = path.join(repositoryRoot, 'web/src')): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return webOperationFiles(file);
    return entry.name.endsWith('.graphql') ? [file] : [];
  });
}

const fragmentsOf = (document: DocumentNode) =>
  document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);

/** Values for an operation's variables: the largest page for a limit, the smallest valid value otherwise. */
function sampleVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const name = definition.variable.name.value;
      const type = typeFromAST(schema, definition.type as never) as GraphQLInputType;
      return [name, name === 'limit' ? maxPageSize : sampleValue(type)];
    }),
  );
}

function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, sampleValue(field.type)]));
  }
  return { String: 'x', Boolean: false, DateTimeISO: '2020-01-01T00:00:00.000Z' }[type.name] ?? 1;
}
