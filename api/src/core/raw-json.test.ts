// JSON made by PostgreSQL written into GraphQL answers as it is: at a root field, or placed deeper by AnswerParts.
import { describe, expect, it } from 'vitest';
import { AnswerParts, RawJson, stringifyWithRawJson } from './raw-json.ts';

describe('stringifyWithRawJson', () => {
  it('writes RawJson outside lists as its text, wherever it is, and everything else as JSON.stringify does', () => {
    const page = Object.assign(Object.create(null), { totalCount: 2, items: new RawJson('[{"id":1},{"id":2}]') });
    const result = { data: { markers: new RawJson('{"counts":[3]}'), page, list: [{ a: '"x"' }] } };
    expect(stringifyWithRawJson(result)).toBe(
      '{"data":{"markers":{"counts":[3]},"page":{"totalCount":2,"items":[{"id":1},{"id":2}]},"list":[{"a":"\\"x\\""}]}}',
    );
    const plain = { errors: [{ message: 'm' }], data: { a: { b: [1, null] } } };
    expect(stringifyWithRawJson(plain)).toBe(JSON.stringify(plain));
    expect(stringifyWithRawJson({ data: null })).toBe('{"data":null}');
  });
});

describe('AnswerParts', () => {
  it('places each part where its path leads to an object holding its key, and nowhere else', () => {
    const parts = new AnswerParts();
    parts.put(['first', 'items'], new RawJson('[1]'));
    parts.put(['cut', 'items'], new RawJson('[2]'));
    parts.put(['second', 'missing'], new RawJson('[3]'));
    parts.put(['list', 'items'], new RawJson('[4]'));
    const data: Record<string, unknown> = {
      first: Object.assign(Object.create(null), { items: [] }),
      cut: null,
      second: { items: [] },
      list: [{ items: [] }],
    };
    parts.placeInto(data);
    expect(stringifyWithRawJson({ data })).toBe(
      '{"data":{"first":{"items":[1]},"cut":null,"second":{"items":[]},"list":[{"items":[]}]}}',
    );
    parts.placeInto(null);
  });
});
