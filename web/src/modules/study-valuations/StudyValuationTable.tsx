import { Table } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';

import { formatStandardisedValue } from '../common/format.ts';
import type { StudyValuationRow } from './study-valuations.ts';
import classes from './StudyValuationTable.module.css';

/** Spec 001 §9: tables other than the VSL grid have rows 30 pixels high. */
const rowHeight = 30;
/** Rows drawn beyond each edge of the window, so that scrolling never shows a blank strip. */
const overscanRows = 10;

const columns = [
  { title: 'Value ID', numeric: true, text: (row: StudyValuationRow) => String(row.valueId) },
  { title: 'Study location', numeric: false, text: (row: StudyValuationRow) => row.studyLocation ?? '' },
  { title: 'Latitude', numeric: true, text: (row: StudyValuationRow) => row.latitude?.toString() ?? '' },
  { title: 'Longitude', numeric: true, text: (row: StudyValuationRow) => row.longitude?.toString() ?? '' },
  {
    title: 'Value (Int$/ha/year)',
    numeric: true,
    text: (row: StudyValuationRow) => formatStandardisedValue(row.intPerHectarePerYear),
  },
];

/**
 * The study's valuations (spec 000 §3, study valuation row), virtualised: only the rows in the scrolled window are
 * in the document, between two spacers that keep the scroll bar true. aria-rowcount and aria-rowindex tell
 * screen readers the whole table's size.
 */
export function StudyValuationTable({ rows }: { rows: readonly StudyValuationRow[] }) {
  const { ref: viewport, height: viewportHeight } = useElementSize<HTMLDivElement>();
  const [scrollTop, setScrollTop] = useState(0);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscanRows);
  const last = Math.min(rows.length, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscanRows);
  const spacer = (height: number) =>
    height > 0 && (
      <tr aria-hidden style={{ height }}>
        <td colSpan={columns.length} />
      </tr>
    );

  return (
    <div
      ref={viewport}
      className={classes.viewport}
      // The rows scroll inside this box: the keyboard scrolls it once it has focus (WCAG 2.1.1).
      tabIndex={0}
      role="region"
      aria-label="Valuations of this study"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      data-testid="study-valuation-table"
    >
      <Table stickyHeader highlightOnHover layout="fixed" aria-rowcount={rows.length + 1} fz="sm">
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {columns.map((column) => (
              <Table.Th key={column.title} className={column.numeric ? classes.numeric : undefined}>
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {spacer(first * rowHeight)}
          {rows.slice(first, last).map((row, offset) => (
            <Table.Tr key={String(row.valueId)} aria-rowindex={first + offset + 2} className={classes.row}>
              {columns.map((column) => (
                <Table.Td key={column.title} className={column.numeric ? classes.numeric : undefined}>
                  {column.text(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {spacer((rows.length - last) * rowHeight)}
        </Table.Tbody>
      </Table>
    </div>
  );
}
