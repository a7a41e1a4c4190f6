import { workbookMessages, type WorkbookProblem } from '@esvd/schema/uploads/workbook-checks';
import { Alert, Badge, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { formatCount } from '../common/format.ts';
import { groupProblems, problemCounts } from './report-groups.ts';

/** Fatal problems are red, warnings yellow: the highlights the red notice asks to fix. */
const highlight: Record<WorkbookProblem['severity'], { color: string; label: string; background: string }> = {
  fatal: { color: 'red', label: 'Fatal', background: 'var(--mantine-color-red-light)' },
  warning: { color: 'yellow', label: 'Warning', background: 'var(--mantine-color-yellow-light)' },
};

function ProblemRow({ problem, head }: { problem: WorkbookProblem; head: boolean }) {
  const { color, label, background } = highlight[problem.severity];
  return (
    <Table.Tr
      style={{ backgroundColor: background }}
      data-severity={problem.severity}
      data-testid={head ? 'report-problem' : 'report-cell'}
    >
      <Table.Td>
        {head && (
          <Badge color={color} variant="light">
            {label}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{problem.sheet ?? ''}</Table.Td>
      <Table.Td>{problem.row ?? ''}</Table.Td>
      <Table.Td>{problem.column ?? ''}</Table.Td>
      <Table.Td fw={head ? 600 : undefined}>{problem.message}</Table.Td>
    </Table.Tr>
  );
}

interface WorkbookReportProps {
  problems: readonly WorkbookProblem[];
  /** Whose check this is: the browser's or the server's. */
  caption: string;
}

/**
 * The validation report (spec 001 §2, §5): each problem with its severity, sheet, row (the heading row is 1) and
 * column, fatal ones red and warnings yellow, each counted message followed by the cells it counts. With a fatal
 * problem, the red notice of the spec above it.
 */
export function WorkbookReport({ problems, caption }: WorkbookReportProps) {
  const groups = groupProblems(problems);
  const fatal = problems.some((problem) => problem.severity === 'fatal');
  return (
    <Stack gap="xs">
      {fatal && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {workbookMessages.fixHighlights}
        </Alert>
      )}
      {/* A long report scrolls in its own box, which keyboard users can focus to scroll. */}
      <Table.ScrollContainer
        type="native"
        minWidth={720}
        maxHeight={480}
        tabIndex={0}
        role="region"
        aria-label={`${caption}: the problems`}
      >
        <Table withTableBorder withColumnBorders verticalSpacing={4} captionSide="top" data-testid="workbook-report">
          <Table.Caption>
            {caption}: {problemCounts(groups)}.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Severity</Table.Th>
              <Table.Th>Sheet</Table.Th>
              <Table.Th>Row</Table.Th>
              <Table.Th>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group, index) => [
              <ProblemRow key={`${index}`} problem={group.head} head />,
              ...group.cells.map((cell, cellIndex) => (
                <ProblemRow key={`${index}-${cellIndex}`} problem={cell} head={false} />
              )),
              group.hiddenCells > 0 && (
                <Table.Tr key={`${index}-more`}>
                  <Table.Td colSpan={5}>
                    <Text size="sm" fs="italic">
                      … and {formatCount(group.hiddenCells)} more cells of this problem.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ),
            ])}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
