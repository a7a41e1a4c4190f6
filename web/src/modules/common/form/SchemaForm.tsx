import { Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

import type { DescribedError } from '../errors.ts';
import { FormError } from './FormError.tsx';

interface SchemaFormProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverError: DescribedError | null;
  /** Shown with the error, e.g. the "Resend confirmation link?" button. */
  errorHelp?: ReactNode;
  children: ReactNode;
}

/**
 * A form of the app (accounts, studies, suggestions, reference entries): its fields and buttons, then the server's
 * error in red under the form (spec 000 §8). The browser's own validation is off: the shared rules check every
 * field, with the spec's messages.
 */
export function SchemaForm<Input extends FieldValues, Output>({
  form,
  onSubmit,
  serverError,
  errorHelp,
  children,
}: SchemaFormProps<Input, Output>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          {serverError && <FormError message={serverError.message}>{errorHelp}</FormError>}
        </Stack>
      </form>
    </FormProvider>
  );
}
