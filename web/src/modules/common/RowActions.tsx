import { Group, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/** The header over the row actions: named for screen readers, the buttons speak for themselves on screen. */
export function RowActionsHeader() {
  return (
    <Table.Th>
      <VisuallyHidden>Actions</VisuallyHidden>
    </Table.Th>
  );
}

/** The last cell of a table row: the row's buttons side by side, kept on one line at the right. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Table.Td>
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {children}
      </Group>
    </Table.Td>
  );
}
