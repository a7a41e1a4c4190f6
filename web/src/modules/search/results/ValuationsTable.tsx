import '@glideapps/glide-data-grid/dist/index.css';

import {
  DataEditor,
  GridCellKind,
  type DataEditorRef,
  type GridCell,
  type GridColumn,
  type Item,
  type Rectangle,
} from '@glideapps/glide-data-grid';
import type { ValuationFilter } from '@esvd/schema/rules/search';
import { Alert, Group, Stack, Text, useMantineTheme } from '@mantine/core';
import { useCallback, useMemo, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';

import type { SearchSort } from '../search-url.ts';
import { useValuationPages, type FirstValuationPage } from '../use-valuation-pages.ts';
import { sortAfterHeaderClick, valuationColumns } from '../valuation-columns.ts';
import { recordPath } from '../../records/index.ts';
import {
  DataGridRegion,
  gridHeaderHeight,
  gridHeight,
  loadingCell,
  SortControls,
  useDataGridTheme,
} from '../../common/DataGridKit.tsx';

/** Spec 000 §9: table rows are 30 px high. */
const rowHeight = 30;

const sortableColumns = valuationColumns.filter((column) => column.sortColumn);

interface ValuationsTableProps {
  filter: ValuationFilter;
  /** All records of the search: the table's rows, fetched as they come into view. */
  totalCount: number;
  /** The first page, when it came with the total: the table does not fetch it again. */
  firstPage?: FirstValuationPage;
  sort: SearchSort;
  onSortChange: (sort: SearchSort) => void;
}

/**
 * Table mode (spec 000 §2, §3): every record of the search in a virtualised grid that fetches the rows it scrolls to
 * and sorts on the server. A click on a sortable header sorts by it (again: the other way); the select beside the
 * count does the same from the keyboard. Enter on a row, a double click or a second click opens its record's page,
 * which shows every field in full (issue 38).
 */
export default function ValuationsTable({ filter, totalCount, firstPage, sort, onSortChange }: ValuationsTableProps) {
  const mantine = useMantineTheme();
  const { someRowsFailed, rowAt, showRows } = useValuationPages(filter, sort, firstPage);
  const portal = useRef<HTMLDivElement>(null);
  const grid = useRef<DataEditorRef>(null);
  const navigate = useNavigate();

  // A new order starts at its top.
  const changeSort = useCallback(
    (next: SearchSort) => {
      grid.current?.scrollTo(0, 0);
      onSortChange(next);
    },
    [onSortChange],
  );

  const theme = useDataGridTheme();

  const columns = useMemo<GridColumn[]>(
    () =>
      valuationColumns.map((column) => {
        const sorted = column.sortColumn === sort.column;
        const arrow = sorted ? (sort.descending ? ' ▼' : ' ▲') : '';
        return { id: column.id, title: `${column.title}${arrow}`, width: column.width };
      }),
    [sort],
  );

  const getCellContent = useCallback(
    ([columnIndex, rowIndex]: Item): GridCell => {
      const row = rowAt(rowIndex);
      if (!row) return loadingCell;
      const column = valuationColumns[columnIndex];
      const text = column.text(row);
      const reviewedColour =
        column.id === 'reviewed' ? { textDark: row.reviewed ? mantine.colors.forest[8] : mantine.colors.gray[7] } : {};
      return {
        kind: GridCellKind.Text,
        data: text,
        displayData: text,
        readonly: true,
        allowOverlay: false,
        contentAlign: column.numeric ? 'right' : 'left',
        themeOverride: reviewedColour,
      };
    },
    [rowAt, mantine],
  );

  const openRecord = useCallback(
    ([, rowIndex]: Item) => {
      const row = rowAt(rowIndex);
      if (row) void navigate(recordPath(row.valueId));
    },
    [rowAt, navigate],
  );

  const onVisibleRegionChanged = useCallback(
    (range: Rectangle) => showRows(range.y, range.y + range.height),
    [showRows],
  );

  const onHeaderClicked = useCallback(
    (columnIndex: number) => {
      const next = sortAfterHeaderClick(valuationColumns[columnIndex], sort);
      if (next) changeSort(next);
    },
    [sort, changeSort],
  );

  if (totalCount === 0) {
    return (
      <Text c="dimmed" py="lg" ta="center" data-testid="no-valuations">
        No valuations match these filters. Try fewer or broader filters.
      </Text>
    );
  }

  return (
    <Stack gap="xs">
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        <SortControls
          options={sortableColumns.map((column) => ({ value: column.sortColumn!, label: column.title }))}
          sort={sort}
          onChange={changeSort}
          width={200}
        />
      </Group>
      {someRowsFailed && (
        <Alert color="orange" variant="light" py="xs">
          Some rows could not be loaded. Scroll away and back to try again.
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        Enter on a row, or a double click, opens the value record.
      </Text>
      <DataGridRegion label="Valuations found" testId="valuations-table" sort={sort}>
        <DataEditor
          columns={columns}
          ref={grid}
          rows={totalCount}
          getCellContent={getCellContent}
          getCellsForSelection
          onVisibleRegionChanged={onVisibleRegionChanged}
          onHeaderClicked={onHeaderClicked}
          onCellActivated={openRecord}
          rowHeight={rowHeight}
          headerHeight={gridHeaderHeight}
          freezeColumns={1}
          smoothScrollX
          smoothScrollY
          width="100%"
          // As high as its rows need, up to most of the window: a short result leaves no empty grid behind it.
          height={gridHeight(totalCount, rowHeight)}
          theme={theme}
          // The grid's type predates React 19's refs, which may hold null until mounted.
          portalElementRef={portal as RefObject<HTMLElement>}
        />
      </DataGridRegion>
      <div ref={portal} />
    </Stack>
  );
}
