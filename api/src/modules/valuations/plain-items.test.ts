// Which search pages PostgreSQL writes as JSON (issue 40 item 4): only `items` asking for plain fields of a row.
import {
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLString,
  Kind,
  parse,
  type FieldNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { plainItemsOf } from './valuations.graphql.ts';

const rowType = new GraphQLObjectType({
  name: 'ValuationRow',
  fields: { id: { type: GraphQLInt }, title: { type: GraphQLString } },
});
const pageType = new GraphQLObjectType({
  name: 'ValuationPage',
  fields: { items: { type: new GraphQLList(rowType) }, totalCount: { type: GraphQLInt } },
});

/** What graphql-js hands the root field `valuations` of `document`. */
function infoOf(document: string): GraphQLResolveInfo {
  const operation = parse(document).definitions[0] as OperationDefinitionNode;
  const fieldNodes = operation.selectionSet.selections.filter(
    (selection): selection is FieldNode => selection.kind === Kind.FIELD,
  );
  return { fieldNodes, returnType: pageType } as unknown as GraphQLResolveInfo;
}

describe('plainItemsOf', () => {
  it('names each key of a row with its field, aliases and __typename as asked', () => {
    expect(
      plainItemsOf(infoOf('{ valuations { totalCount __typename rows: items { t: title __typename id } } }')),
    ).toEqual({
      key: 'rows',
      entries: [
        ['t', { field: 'title' }],
        ['__typename', { text: 'ValuationRow' }],
        ['id', { field: 'id' }],
      ],
    });
    expect(plainItemsOf(infoOf('{ valuations { totalCount } }'))).toEqual(undefined);
  });

  it('leaves anything else to graphql-js', () => {
    for (const document of [
      '{ valuations { items @include(if: true) { id } } }',
      '{ valuations { items { id @skip(if: false) } } }',
      '{ valuations { items { ... on ValuationRow { id } } } }',
      '{ valuations { ... on ValuationPage { items { id } } } }',
      '{ valuations { items { id } items { title } } }',
      '{ valuations { items { id id } } }',
      '{ valuations { items { id: title id } } }',
      '{ valuations { items { notAJsonField } } }',
      '{ valuations { items { id } } valuations { totalCount } }',
    ]) {
      expect(plainItemsOf(infoOf(document)), document).toBeUndefined();
    }
  });
});
