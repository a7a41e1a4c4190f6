import { fewRecordsGroupSize, hasFewRecords } from '@esvd/schema/rules/summary-statistics';
import { Table, Text } from '@mantine/core';

import type { SummaryGroupFieldsFragment } from '../../../gql/graphql.ts';
import { FewRecordsBadge } from '../../common/FewRecordsBadge.tsx';
import { codedLabel } from '../../common/reference-lists/reference-tree.ts';
import { formatSummaryGroup, type SummaryGroupValues } from '../statistics-format.ts';

const statisticColumns: { key: keyof SummaryGroupValues; title: string }[] = [
  { key: 'count', title: 'Count' },
  { key: 'mean', title: 'Mean' },
  { key: 'median', title: 'Median' },
  { key: 'standardDeviation', title: 'Std. deviation' },
  { key: 'min', title: 'Min' },
  { key: 'max', title: 'Max' },
];

interface StatisticsTableProps {
  /** "Biome" or "Ecozone": the first column's heading. */
  groupTitle: string;
  /** What the table holds, for screen readers (the card's title says it to everyone else). */
  label: string;
  groups: SummaryGroupFieldsFragment[];
}

/**
 * A summary statistics table (spec 000 §9): count, mean, median, standard deviation, min and max per group; a group
 * of few records is flagged, and a line under the table says why.
 */
export function StatisticsTable({ groupTitle, label, groups }: StatisticsTableProps) {
  const anyFew = groups.some((group) => hasFewRecords(group.count));
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover fz="sm" verticalSpacing={6} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{groupTitle}</Table.Th>
              {statisticColumns.map((column) => (
                <Table.Th key={column.key} scope="col" ta="right">
                  {column.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => {
              const formatted = formatSummaryGroup(group);
              return (
                <Table.Tr key={group.id}>
                  <Table.Th scope="row" fw={500}>
                    {codedLabel(group)}
                    <FewRecordsBadge count={group.count} ml={6} />
                  </Table.Th>
                  {statisticColumns.map((column) => (
                    <Table.Td key={column.key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatted[column.key]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {anyFew && (
        <Text size="xs" c="dimmed" mt={4}>
          Few records: fewer than {fewRecordsGroupSize} values, whose statistics say little about the{' '}
          {groupTitle.toLowerCase()}.
        </Text>
      )}
    </>
  );
}
