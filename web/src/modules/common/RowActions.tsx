import { ActionIcon, Group, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

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

/**
 * An icon button of a table row, named for screen readers (`label`) and explained on hover (`hint`, else the label);
 * a link when it has `to`.
 */
export function RowAction({
  label,
  hint = label,
  color = 'gray',
  loading,
  to,
  onClick,
  children,
}: {
  label: string;
  hint?: string;
  color?: string;
  loading?: boolean;
  children: ReactNode;
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never })) {
  return (
    <Tooltip label={hint} openDelay={400}>
      {to ? (
        <ActionIcon component={Link} to={to} variant="subtle" color={color} aria-label={label}>
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" color={color} aria-label={label} loading={loading} onClick={onClick}>
          {children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
