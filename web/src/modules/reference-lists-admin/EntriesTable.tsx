import { ActionIcon, Badge, Box, Group, Table } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { AdminReferenceEntryFragment } from '../../gql/graphql.ts';
import { codedLabel } from '../common/reference-lists/reference-tree.ts';
import { RowAction, RowActions, RowActionsHeader } from '../common/RowActions.tsx';
import type { EntryRow } from './entry-rows.ts';
import { listFields, type ReferenceListInfo } from './list-fields.ts';

type Entry = AdminReferenceEntryFragment;

interface Column {
  header: string;
  cell: (entry: Entry) => ReactNode;
}

/** The columns beyond code and label, by what the list holds. */
function extraColumns(list: ReferenceListInfo, continentNames: ReadonlyMap<number, string>): Column[] {
  const fields = listFields(list.name);
  return [
    ...(list.hierarchical ? [{ header: 'Level', cell: (entry: Entry) => entry.level }] : []),
    { header: 'Sort order', cell: (entry: Entry) => entry.sortOrder },
    ...(fields.country
      ? [
          { header: 'Alpha-2', cell: (entry: Entry) => entry.alpha2 },
          {
            header: 'Continent',
            cell: (entry: Entry) => (entry.continentId === null ? null : continentNames.get(entry.continentId)),
          },
        ]
      : []),
    ...(fields.currency ? [{ header: 'ISO code', cell: (entry: Entry) => entry.isoCode }] : []),
    ...(fields.statsReady
      ? [
          {
            header: 'Summary stats',
            cell: (entry: Entry) =>
              entry.statsReady ? (
                <Badge color="green" variant="light">
                  Ready
                </Badge>
              ) : null,
          },
        ]
      : []),
  ];
}

/** Each level of a hierarchy sits this much further in. */
const indentPerLevel = '1.5rem';
/** The width of the expand button, kept as space on entries without sub-entries so codes line up. */
const toggleWidth = 28;

interface EntriesTableProps {
  list: ReferenceListInfo;
  rows: readonly EntryRow<Entry>[];
  continentNames: ReadonlyMap<number, string>;
  /** Entries whose sub-entries are hidden; a search shows them all and offers no toggles. */
  collapsed: ReadonlySet<number>;
  searching: boolean;
  onToggle: (entry: Entry) => void;
  onAddBelow: (entry: Entry) => void;
  onEdit: (entry: Entry) => void;
  onDelete: (entry: Entry) => void;
}

/** The entries of a list; a hierarchy as an indented tree whose entries open and close. */
export function EntriesTable({
  list,
  rows,
  continentNames,
  collapsed,
  searching,
  onToggle,
  onAddBelow,
  onEdit,
  onDelete,
}: EntriesTableProps) {
  const columns = extraColumns(list, continentNames);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Label</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
            <RowActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ entry, depth, hasChildren }) => {
            const name = codedLabel(entry);
            const open = searching || !collapsed.has(entry.id);
            return (
              <Table.Tr key={entry.id} data-entry-id={entry.id} data-depth={depth}>
                <Table.Td style={{ paddingLeft: `calc(var(--mantine-spacing-xs) + ${depth} * ${indentPerLevel})` }}>
                  <Group gap={4} wrap="nowrap">
                    {list.hierarchical &&
                      (hasChildren && !searching ? (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          size={toggleWidth}
                          aria-expanded={open}
                          aria-label={`${open ? 'Collapse' : 'Expand'} ${name}`}
                          onClick={() => onToggle(entry)}
                        >
                          {open ? (
                            <IconChevronDown size={16} aria-hidden />
                          ) : (
                            <IconChevronRight size={16} aria-hidden />
                          )}
                        </ActionIcon>
                      ) : (
                        <Box w={toggleWidth} style={{ flexShrink: 0 }} />
                      ))}
                    <span>{entry.code}</span>
                  </Group>
                </Table.Td>
                <Table.Td>{entry.label}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(entry)}</Table.Td>
                ))}
                <RowActions>
                  {list.hierarchical && (
                    <RowAction label={`Add an entry under ${name}`} onClick={() => onAddBelow(entry)}>
                      <IconPlus size={16} aria-hidden />
                    </RowAction>
                  )}
                  <RowAction label={`Edit ${name}`} onClick={() => onEdit(entry)}>
                    <IconPencil size={16} aria-hidden />
                  </RowAction>
                  <RowAction label={`Delete ${name}`} color="red" onClick={() => onDelete(entry)}>
                    <IconTrash size={16} aria-hidden />
                  </RowAction>
                </RowActions>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
