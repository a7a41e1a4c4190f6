import '@glideapps/glide-data-grid/dist/index.css';

import {
  DataEditor,
  GridCellKind,
  type EditableGridCell,
  type GridCell,
  type GridColumn,
  type GridSelection,
  type Item,
  type ProvideEditorCallback,
  type Theme,
} from '@glideapps/glide-data-grid';
import { useMantineTheme } from '@mantine/core';
import { useCallback, useMemo, useRef, type RefObject } from 'react';

import type { VslGrid as VslGridState } from './use-vsl-grid.ts';
import { sortAfterClick } from './vsl-columns.ts';
import { VslCellEditor } from './VslCellEditor.tsx';
import { cellProblem, vslGridColumns } from './vsl-grid-columns.ts';
import { DataGridRegion, gridHeaderHeight, gridHeight, loadingCell, useDataGridTheme } from '../common/DataGridKit.tsx';

/** Spec 001 §9: the VSL grid's rows are 40 px high. */
const rowHeight = 40;

interface VslGridProps {
  grid: VslGridState;
  selection: GridSelection | undefined;
  onSelectionChange: (selection: GridSelection) => void;
}

/**
 * The valuation studies list's editable grid (spec 001 §2, §4): a cell opens its editor with Enter, a double click
 * or by typing; its lock is taken meanwhile. Cells other admins are editing, and every cell while an upload holds the
 * grid, are read-only and tinted. A click on a header sorts by it (again: the other way).
 */
export function VslGrid({ grid, selection, onSelectionChange }: VslGridProps) {
  const mantine = useMantineTheme();
  const portal = useRef<HTMLDivElement>(null);
  const { model, revision, gridRef, rowData, lockOf, visibleKeys, holdCell, editCell, sortBy } = grid;
  const { visible, sort } = model;
  const gridLocked = grid.gridLock !== null;
  /** The row each open editor was opened on: rows may come and go while it is open. */
  const editedRows = useRef(new Map<string, string>());

  const theme = useDataGridTheme();
  const lockedTheme = useMemo<Partial<Theme>>(
    () => ({ bgCell: mantine.colors.orange[1], textDark: mantine.colors.gray[7] }),
    [mantine],
  );

  const columns = useMemo<GridColumn[]>(
    () =>
      vslGridColumns.map((column) => {
        const arrow = column.field === sort.column ? (sort.descending ? ' ▼' : ' ▲') : '';
        return { id: column.field, title: `${column.title}${arrow}`, width: column.width };
      }),
    [sort],
  );

  // The rows are read as they are now; `revision` makes a new callback after changes in place, so the accessible
  // table follows the canvas.
  const getCellContent = useCallback(
    ([columnIndex, rowIndex]: Item): GridCell => {
      const key = visible[rowIndex];
      const data = key === undefined ? undefined : rowData(key);
      if (!data) return loadingCell;
      const column = vslGridColumns[columnIndex];
      const lock = data.id === null ? undefined : lockOf(data.id, column.field);
      return {
        kind: GridCellKind.Text,
        data: column.edited(data),
        displayData: column.shown(data),
        allowOverlay: true,
        readonly: gridLocked || lock !== undefined,
        contentAlign: column.numeric ? 'right' : 'left',
        themeOverride: lock ? lockedTheme : undefined,
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revision: a new callback, as said above
    [visible, revision, rowData, lockOf, gridLocked, lockedTheme],
  );

  // Stable while an editor is open (the grid would otherwise make it again); it reads the rows as they are.
  const provideEditor = useCallback<ProvideEditorCallback<GridCell>>(
    (cell) => {
      if (!cell.location) return undefined;
      const [columnIndex, rowIndex] = cell.location;
      const key = visibleKeys()[rowIndex];
      const column = vslGridColumns[columnIndex];
      if (key === undefined || !column) return undefined;
      editedRows.current.set(cell.location.join(), key);
      const hold = () => holdCell(key, column.field);
      return {
        editor: (props) => (
          <VslCellEditor value={props.value} onChange={props.onChange} field={column.field} hold={hold} />
        ),
      };
    },
    [visibleKeys, holdCell],
  );

  const onCellEdited = useCallback(
    (location: Item, value: EditableGridCell) => {
      const key = editedRows.current.get(location.join()) ?? visibleKeys()[location[1]];
      if (key === undefined || value.kind !== GridCellKind.Text) return;
      editCell(key, vslGridColumns[location[0]].field, value.data);
    },
    [visibleKeys, editCell],
  );

  const validateCell = useCallback(
    ([columnIndex]: Item, value: EditableGridCell) =>
      value.kind !== GridCellKind.Text || cellProblem(vslGridColumns[columnIndex].field, value.data) === null,
    [],
  );

  const onHeaderClicked = useCallback(
    (columnIndex: number) => sortBy(sortAfterClick(vslGridColumns[columnIndex].field, sort)),
    [sort, sortBy],
  );

  return (
    <>
      <DataGridRegion label="Valuation studies grid" testId="vsl-grid" sort={sort}>
        <DataEditor
          ref={gridRef}
          columns={columns}
          rows={visible.length}
          getCellContent={getCellContent}
          getCellsForSelection
          provideEditor={provideEditor}
          onCellEdited={onCellEdited}
          validateCell={validateCell}
          // Cells change one at a time, through their editor and its lock: no pasting or clearing of many at once.
          onPaste={false}
          onDelete={() => false}
          gridSelection={selection}
          onGridSelectionChange={onSelectionChange}
          onHeaderClicked={onHeaderClicked}
          rowHeight={rowHeight}
          headerHeight={gridHeaderHeight}
          smoothScrollX
          smoothScrollY
          width="100%"
          // As high as its rows need, up to most of the window.
          height={gridHeight(visible.length, rowHeight)}
          theme={theme}
          // The grid's type predates React 19's refs, which may hold null until mounted.
          portalElementRef={portal as RefObject<HTMLElement>}
        />
      </DataGridRegion>
      <div ref={portal} />
    </>
  );
}
