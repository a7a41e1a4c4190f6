import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

import { describeFormError, type DescribedError } from '../errors.ts';

/**
 * What the form holds: the rule's input, or its output where a refinement left the input type unknown (the rules
 * that compare two passwords).
 */
type FormValues<Input, Output> = Input extends FieldValues ? Input : Output;

/**
 * A form checked by one of the shared rules of `@esvd/schema/rules/...` (so its messages are the spec's), with
 * the server's answer to a failed submit: the message for under the form, and the fields the server named.
 *
 * Messages appear on the first submit, then follow each keystroke. Long forms (`validate: 'onTouched'`) show a
 * field's message as soon as it is left; short ones don't, because a message appearing as the focused field blurs
 * moves the links and buttons below it away from under the pointer that is clicking them.
 */
export function useSchemaForm<Input, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues?: DefaultValues<FormValues<Input, Output>>,
  validate: 'onSubmit' | 'onTouched' = 'onSubmit',
) {
  // zodResolver wants an object input type, which the password rules lost; the form's values are what they read.
  const resolver = zodResolver(schema as z.ZodType<Output, FieldValues>) as unknown as Resolver<
    FormValues<Input, Output>,
    unknown,
    Output
  >;
  const form = useForm<FormValues<Input, Output>, unknown, Output>({
    resolver,
    mode: validate,
    defaultValues,
  });
  const [serverError, setServerError] = useState<DescribedError | null>(null);

  /** Runs a call of the form (its submit, or a button such as "Get a new code?"); a failure becomes `serverError`. */
  const run = async (action: () => Promise<void>) => {
    setServerError(null);
    try {
      await action();
    } catch (error) {
      const described = describeFormError(error);
      for (const problem of described.problems) {
        form.setError(problem.path as Path<FormValues<Input, Output>>, { message: problem.message });
      }
      setServerError(described);
    }
  };

  /** The form's onSubmit: validates, then runs `action` with the parsed values. */
  const submit = (action: (values: Output) => Promise<void>) =>
    form.handleSubmit((values) => run(() => action(values)));

  return { form, serverError, run, submit };
}
