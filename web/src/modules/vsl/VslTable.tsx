import { useQuery } from '@apollo/client/react';
import { defaultVslPageSize, type VslFilter } from '@esvd/schema/rules/vsl';
import { Alert, Badge, Group, Pagination, Skeleton, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';

import { VslStudyCountDocument, VslStudyPageDocument } from './vsl.generated.ts';
import { describeError } from '../common/errors.ts';
import { SortableHeader } from '../common/SortableHeader.tsx';
import { defaultVslSort, readOnlyVslColumns, sortAfterClick, type VslColumn, type VslSort } from './vsl-columns.ts';
import { vslFilterVariables } from './vsl-filter.ts';

/** Spec 001 §9: rows of the tables other than the VSL grid are 30 px high. */
const rowHeight = 30;

interface VslTableProps {
  /** The search shown: checked, with at least one filter. */
  filter: VslFilter;
}

/**
 * The read-only valuation studies list (spec 001 §2): the search's rows a page at a time, sorted on the server by
 * a click on a sortable header (again: the other way).
 */
export function VslTable({ filter }: VslTableProps) {
  const [sort, setSort] = useState<VslSort>(defaultVslSort);
  const [page, setPage] = useState(1);
  // A new search or order starts at its first page.
  const [shownFor, setShownFor] = useState(filter);
  if (shownFor !== filter) {
    setShownFor(filter);
    setPage(1);
  }

  const variables = vslFilterVariables(filter);
  const count = useQuery(VslStudyCountDocument, { variables: { filter: variables } });
  const rows = useQuery(VslStudyPageDocument, {
    variables: {
      filter: variables,
      offset: (page - 1) * defaultVslPageSize,
      limit: defaultVslPageSize,
      sortColumn: sort.column,
      isDescend: sort.descending,
    },
  });
  const total = count.data?.valuationStudyCount;
  const items = rows.data?.valuationStudies ?? rows.previousData?.valuationStudies;
  const error = count.error ?? rows.error;

  const changeSort = (next: VslSort) => {
    setSort(next);
    setPage(1);
  };

  if (error) {
    return (
      <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {describeError(error).message}
      </Alert>
    );
  }

  return (
    <>
      <Group gap="xs" aria-live="polite">
        {total === undefined ? (
          <Skeleton height={22} width={180} radius="xl" aria-label="Counting the valuation studies" />
        ) : (
          <Badge size="lg" variant="light" data-testid="vsl-total" data-count={total}>
            Valuation studies total: {total.toLocaleString('en-US')}
          </Badge>
        )}
      </Group>
      {total === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          No valuation studies match these filters. Try fewer or broader filters.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={readOnlyVslColumns.reduce((sum, column) => sum + column.width, 0)}>
          <Table
            striped
            highlightOnHover
            withTableBorder
            stickyHeader
            fz="xs"
            verticalSpacing={0}
            aria-busy={rows.loading}
            data-testid="vsl-table"
            style={{ tableLayout: 'fixed', opacity: rows.loading ? 0.6 : 1 }}
          >
            <Table.Thead>
              <Table.Tr>
                {readOnlyVslColumns.map((column) => (
                  <HeaderCell key={column.id} column={column} sort={sort} onSort={changeSort} />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!items &&
                Array.from({ length: 5 }, (_, index) => (
                  <Table.Tr key={index} h={rowHeight}>
                    <Table.Td colSpan={readOnlyVslColumns.length}>
                      <Skeleton height={12} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {items?.map((row) => (
                <Table.Tr key={row.id} h={rowHeight}>
                  {readOnlyVslColumns.map((column) => {
                    const text = column.text(row);
                    return (
                      <Table.Td
                        key={column.id}
                        title={text}
                        style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
                      >
                        {text}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total !== undefined && total > defaultVslPageSize && (
        <Pagination
          total={Math.ceil(total / defaultVslPageSize)}
          value={page}
          onChange={setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </>
  );
}

interface HeaderCellProps {
  column: VslColumn;
  sort: VslSort;
  onSort: (sort: VslSort) => void;
}

function HeaderCell({ column, sort, onSort }: HeaderCellProps) {
  const { sortColumn } = column;
  const sorted = sortColumn !== undefined && sortColumn === sort.column;
  return (
    <SortableHeader
      label={column.title}
      width={column.width}
      sorted={sorted ? (sort.descending ? 'descending' : 'ascending') : undefined}
      onSort={sortColumn ? () => onSort(sortAfterClick(sortColumn, sort)) : undefined}
    />
  );
}
