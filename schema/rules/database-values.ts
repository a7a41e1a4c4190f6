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

/**
 * The first text in `value` (its strings and its keys, at any depth) that cannot be stored. Walked with a stack of its
 * own, not by recursion: a body nested thousands of levels deep must not overflow the call stack.
 */
export function unstorableTextIn(value: unknown, path = ''): TextProblem | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path }];
  while (pending.length) {
    const { value: item, path: at } = pending.pop()!;
    const within = (key: string | number) => (at ? `${at}.${key}` : String(key));
    if (typeof item === 'string') {
      const message = textProblem(item);
      if (message) return { path: at, message: `${at || 'A text'} ${message}` };
    } else if (Array.isArray(item)) {
      // Pushed last first, so the first item is looked at first; numbers, booleans and nulls hold no text.
      for (let index = item.length - 1; index >= 0; index--) {
        const child: unknown = item[index];
        if (typeof child === 'string' || (child !== null && typeof child === 'object'))
          pending.push({ value: child, path: within(index) });
      }
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries) {
        const keyMessage = textProblem(key);
        if (keyMessage) return { path: at, message: `A field name ${keyMessage}` };
      }
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index];
        pending.push({ value: child, path: within(key) });
      }
    }
  }
  return undefined;
}
