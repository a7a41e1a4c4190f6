/**
 * What PostgreSQL can store, declared once: the range of its `integer` (ids, versions, sort orders) and the texts
 * it refuses. A value past these would reach the database and fail there; the rules refuse it first, with a clear
 * message.
 */

/** PostgreSQL's `integer` (int4). */
export const int4Range = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** Arguments of a zod number rule's `.max`: at most PostgreSQL's largest integer, saying so. */
export const atMostInt4 = (label: string) => [int4Range.max, `${label} must be at most ${int4Range.max}.`] as const;

/** Arguments of a zod number rule's `.min`: at least PostgreSQL's smallest integer, saying so. */
export const atLeastInt4 = (label: string) => [int4Range.min, `${label} must be at least ${int4Range.min}.`] as const;

/** What the rules and the API say about a text that cannot be stored. */
export const textMessages = {
  nul: 'must not contain a NUL character.',
  surrogate: 'must be valid Unicode text (it holds half of a surrogate pair).',
} as const;

/** Half of a surrogate pair without its other half (what ES2024's String.prototype.isWellFormed finds). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored, if it cannot: PostgreSQL refuses NUL, UTF-8 has no lone surrogates. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return textMessages.nul;
  if (loneSurrogate.test(text)) return textMessages.surrogate;
  return undefined;
}

export interface TextProblem {
  /** Where the text is: object keys and list indexes joined with dots ("input.code", "countries.2"). */
  path: string;
  message: string;
}

/** The first text in `value` (its strings and its keys, at any depth) that cannot be stored. */
export function unstorableTextIn(value: unknown, path = ''): TextProblem | undefined {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message: `${path || 'A text'} ${message}` } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = unstorableTextIn(item, at(index));
      if (problem) return problem;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyMessage = textProblem(key);
    if (keyMessage) return { path, message: `A field name ${keyMessage}` };
    const problem = unstorableTextIn(item, at(key));
    if (problem) return problem;
  }
  return undefined;
}
