import type { z } from 'zod';

/** Each field's messages for an input, as a form shows them under its fields; empty when the input is valid. */
export function fieldMessages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}
