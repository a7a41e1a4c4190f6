import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The form error display of spec 000 §8: the message in red under the form. role="alert" has screen readers
 * announce it when it appears.
 */
export function FormError({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="alert" data-testid="form-error">
      <Text c="red.8" size="sm" fw={500}>
        {message}
      </Text>
      {children}
    </div>
  );
}
