import { Badge, Button, Table, Text } from '@mantine/core';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import type { ManagedStudySortColumn } from '../../gql/graphql.ts';
import { formatDateTime } from '../common/date-time.ts';
import { RowActions } from '../common/RowActions.tsx';
import { SortableHeader } from '../common/SortableHeader.tsx';
import { editorPathOf, sortColumnLabels, statusLabels, statusOf, type ManagedStudyRow } from './manage-studies.ts';

const statusColors = { published: 'green', complete: 'blue', draft: 'gray' } as const;

interface StudiesTableProps {
  studies: ManagedStudyRow[];
  sortColumn: ManagedStudySortColumn;
  isDescend: boolean;
  /** A new page or sort is on its way: the rows shown are the previous ones. */
  busy: boolean;
  onSort: (column: ManagedStudySortColumn) => void;
  onHistory: (study: ManagedStudyRow) => void;
  onDelete: (study: ManagedStudyRow) => void;
}

/** The studies of one page; every column header sorts (a button, so the keyboard reaches it). */
export function StudiesTable({ studies, sortColumn, isDescend, busy, onSort, onHistory, onDelete }: StudiesTableProps) {
  const header = (column: ManagedStudySortColumn, align?: 'right') => (
    <SortableHeader
      label={sortColumnLabels[column]}
      sorted={column === sortColumn ? (isDescend ? 'descending' : 'ascending') : undefined}
      align={align}
      onSort={() => onSort(column)}
    />
  );
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            {header('studyId', 'right')}
            {header('title')}
            {header('status')}
            {header('valuationCount', 'right')}
            {header('ownerName')}
            {header('updatedOn')}
            <Table.Th>
              <Text fz="xs" fw={600}>
                Actions
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {studies.map((study) => {
            const status = statusOf(study);
            return (
              <Table.Tr key={study.id} data-testid="managed-study" data-study-id={study.studyId}>
                <Table.Td ta="right">{study.studyId}</Table.Td>
                <Table.Td style={{ maxWidth: 420 }}>
                  <Text size="sm" lineClamp={2} title={study.title}>
                    {study.title}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {/* Never cut to "PUB…": the column keeps the status's whole width. */}
                  <Badge variant="light" color={statusColors[status]} miw="max-content">
                    {statusLabels[status]}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{study.valuationCount.toLocaleString('en-US')}</Table.Td>
                <Table.Td>{study.ownerName ?? <Text c="dimmed">(none)</Text>}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(study.updatedOn)}</Table.Td>
                <RowActions>
                  <Button
                    component={Link}
                    to={editorPathOf(study.id)}
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    aria-label={`Edit study ${study.studyId} in the editor`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconHistory size={14} aria-hidden />}
                    aria-label={`History of study ${study.studyId}`}
                    onClick={() => onHistory(study)}
                  >
                    History
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={`Delete study ${study.studyId}`}
                    onClick={() => onDelete(study)}
                  >
                    Delete
                  </Button>
                </RowActions>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
