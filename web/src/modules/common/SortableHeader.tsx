import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';

interface SortableHeaderProps {
  label: string;
  /** How the table is sorted by this column, if it is. */
  sorted: 'ascending' | 'descending' | undefined;
  /** Sorts by this column (again: the other way); without it the header does not sort. */
  onSort?: () => void;
  align?: 'right';
  width?: number;
}

/** A column header that sorts the table: a button, so the keyboard reaches it; aria-sort tells how it is sorted. */
export function SortableHeader({ label, sorted, onSort, align, width }: SortableHeaderProps) {
  const SortIcon = sorted === 'descending' ? IconSortDescending : sorted ? IconSortAscending : IconArrowsSort;
  return (
    <Table.Th aria-sort={sorted} ta={align} w={width} style={{ whiteSpace: 'nowrap' }}>
      {onSort ? (
        <UnstyledButton
          onClick={onSort}
          fz="xs"
          fw={600}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          {label}
          <SortIcon size={14} aria-hidden opacity={sorted ? 1 : 0.4} />
        </UnstyledButton>
      ) : (
        label
      )}
    </Table.Th>
  );
}
