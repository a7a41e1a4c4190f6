// Hostile input for the fuzz tests (issue 13 point 5): the values an attacker sends, drawn from the demo seed's
// generator (db/seed/random.ts) so that a run is repeatable, and a runner that sends a bounded number of requests
// and collects every 5xx.
import { int4Range } from '@esvd/schema/rules/database-values';
import type { Random } from '../../api/src/db/seed/random.ts';

/**
 * How many times the suite's share of requests a fuzz run sends: `FUZZ_SCALE=10` for a long run of 20,000 and more
 * of each kind (docs/security.md), 1 in the suite.
 */
export const fuzzScale = Number(process.env.FUZZ_SCALE ?? 1);

/** Texts that broke or might break something: NUL, lone surrogates, huge, SQL-ish, numbers as text. */
export const hostileTexts = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udc00\ud800',
  '😀',
  'x'.repeat(100_000),
  "'; drop table valuation; --",
  '%00',
  '',
  ' ',
  '\\',
  '"',
  '1',
  '-1',
  String(int4Range.max + 1),
  '99999999999999999999',
  '1e309',
  'NaN',
  'null',
  'true',
  '2024-13-45',
  '<script>alert(1)</script>',
  'ABC',
] as const;

/** Whole numbers at and past the edges of PostgreSQL's integer types, and a few that are not whole. */
export const hostileIntegers = [
  0,
  -1,
  1,
  int4Range.max,
  int4Range.max + 1,
  int4Range.min,
  int4Range.min - 1,
  2 ** 32,
  2 ** 53,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  0.5,
] as const;

/** Numbers at the edges of double precision and of a few columns' ranges. */
export const hostileNumbers = [...hostileIntegers, -1e308, 1e-300, 5e-324, 90.000001, -180.5, 1950, 9999] as const;

/** Dates and times at the edges of JavaScript's and PostgreSQL's ranges, and not dates at all. */
export const hostileDates = [
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '1970-01-01T00:00:00Z',
  'tomorrow',
] as const;

/** Any JSON value of any type: what a field gets when the fuzzer ignores its type. */
export function hostileValue(random: Random, depth = 0): unknown {
  switch (random.int(0, depth > 1 ? 4 : 6)) {
    case 0:
    case 1:
      return random.pick(hostileTexts);
    case 2:
      return random.pick(hostileNumbers);
    case 3:
      return random.pick([true, false, null]);
    case 4:
      return random.pick(hostileDates);
    case 5:
      return Array.from({ length: random.int(0, 3) }, () => hostileValue(random, depth + 1));
    default:
      return { [random.pick(['id', 'a', '__proto__', 'constructor'])]: hostileValue(random, depth + 1) };
  }
}

export interface FuzzAnswer {
  status: number;
  body: string;
}

/**
 * Sends each request (a few at a time, in order) and answers the ones the server answered with a 5xx, each as
 * its description, status and the start of its body.
 */
export async function serverErrorsOf<Request extends { description: string }>(
  requests: readonly Request[],
  send: (request: Request) => Promise<FuzzAnswer>,
  concurrency = 4,
): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      const answer = await send(request);
      if (answer.status >= 500) {
        failures.push(`${request.description}\n  -> ${answer.status} ${answer.body.slice(0, 300)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}

/** A text as a log line shows it: long ones cut short, control characters and lone surrogates escaped. */
export function shown(value: unknown): string {
  const json = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' && item.length > 60 ? `${item.slice(0, 20)}…(${item.length} chars)` : item,
  );
  return json ?? String(value);
}
