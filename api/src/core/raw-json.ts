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
 * `value` with each RawJson it holds outside lists replaced by a placeholder (`nonce` and a number, kept in `texts`
 * with its text); the objects on the way are copied, the others are `value`'s own. Lists are not entered: a page's
 * rows are many and never RawJson one by one.
 */
function withPlaceholders(value: unknown, nonce: string, texts: Map<string, string>): unknown {
  if (value instanceof RawJson) {
    const placeholder = `${nonce}:${texts.size}`;
    texts.set(placeholder, value.text);
    return placeholder;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  const replaced = entries.map(([key, item]): [string, unknown] => [key, withPlaceholders(item, nonce, texts)]);
  return replaced.some(([, item], index) => item !== entries[index][1]) ? Object.fromEntries(replaced) : value;
}

/**
 * Apollo's stringifyResult: a GraphQL answer as JSON, with each RawJson it holds (a root field's value, or one placed
 * by `AnswerParts`) written as its text. The answer around them is stringified with a placeholder holding a random
 * nonce in their places, which no other string of the answer can contain, and cut there: the texts, which may be
 * megabytes, are joined in and never scanned or copied here. Answers without one are stringified as usual, at V8's
 * full speed (no replacer).
 */
export function stringifyWithRawJson(result: FormattedExecutionResult): string {
  const nonce = randomUUID();
  const texts = new Map<string, string>();
  const data = withPlaceholders(result.data, nonce, texts);
  if (!texts.size) return JSON.stringify(result);
  // Split with a capturing group: the placeholders' keys are at the odd places. Joined with `+`, the texts are not
  // copied into a new string here (join would), only once into the bytes sent.
  const pieces = JSON.stringify({ ...result, data }).split(new RegExp(`"(${nonce}:[0-9]+)"`));
  return pieces.reduce((answer, piece, index) => answer + (index % 2 ? texts.get(piece)! : piece), '');
}

/**
 * Parts of a GraphQL answer over HTTP that a resolver had written elsewhere (a search page's rows, as JSON made by
 * PostgreSQL), each at its path of response keys. graphql-js completes an empty list there; `placeInto` puts the part
 * in its place before the answer is stringified. Over the websocket there are none (its context carries no parts).
 */
export class AnswerParts {
  private readonly parts: { path: readonly string[]; json: RawJson }[] = [];

  put(path: readonly string[], json: RawJson): void {
    this.parts.push({ path, json });
  }

  /** Each part into `data` where its path leads to an object holding its key; a path cut by an error leads nowhere. */
  placeInto(data: Record<string, unknown> | null | undefined): void {
    for (const { path, json } of this.parts) {
      let holder: unknown = data;
      for (const key of path.slice(0, -1)) {
        holder =
          holder !== null && typeof holder === 'object' && !Array.isArray(holder)
            ? (holder as Record<string, unknown>)[key]
            : undefined;
      }
      const key = path.at(-1)!;
      if (holder !== null && typeof holder === 'object' && !Array.isArray(holder) && Object.hasOwn(holder, key)) {
        (holder as Record<string, unknown>)[key] = json;
      }
    }
  }
}

/** A JSON.stringify replacer for messages that cannot take text as it is (GraphQL over WebSocket): the value it holds. */
export const parsedRawJson = (_key: string, item: unknown): unknown =>
  item instanceof RawJson ? JSON.parse(item.text) : item;
