import { Alert, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A finished account action: its message, what follows from it, and where to go next. */
export function Outcome({ title, children, next }: { title: string; children?: ReactNode; next?: ReactNode }) {
  return (
    <Stack gap="md">
      <Alert color="forest" variant="light" title={title} icon={<IconCircleCheck aria-hidden />} role="status">
        {children}
      </Alert>
      {next}
    </Stack>
  );
}
