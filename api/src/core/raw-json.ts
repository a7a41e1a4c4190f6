import type { FormattedExecutionResult } from 'graphql';
import { randomUUID } from 'node:crypto';

/**
 * JSON text made elsewhere (by PostgreSQL), to be written into an answer as it is: parsing megabytes only
 * to serialise them again would double the work of the answer.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * Apollo's stringifyResult: a GraphQL answer as JSON, with each root field that resolved to RawJson written as
 * its text. The text goes in where a placeholder with a random nonce was written, which no other string of the
 * answer can contain. Answers without one are stringified as usual, at V8's full speed (no replacer).
 */
export function stringifyWithRawJson(result: FormattedExecutionResult): string {
  const rawFields = Object.entries(result.data ?? {}).filter(([, value]) => value instanceof RawJson);
  if (!rawFields.length) return JSON.stringify(result);
  const nonce = randomUUID();
  const texts = new Map<string, string>();
  const data = { ...result.data };
  for (const [field, value] of rawFields) {
    texts.set(`${nonce}:${field}`, (value as RawJson).text);
    data[field] = `${nonce}:${field}`;
  }
  return JSON.stringify({ ...result, data }).replace(
    new RegExp(`"(${nonce}:[_A-Za-z0-9]+)"`, 'g'),
    (_placeholder, key: string) => texts.get(key)!,
  );
}

/** A JSON.stringify replacer for messages that cannot take text as it is (GraphQL over WebSocket): the value it holds. */
export const parsedRawJson = (_key: string, item: unknown): unknown =>
  item instanceof RawJson ? JSON.parse(item.text) : item;
