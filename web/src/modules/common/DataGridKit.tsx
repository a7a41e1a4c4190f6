import { GridCellKind, type GridCell, type Theme } from '@glideapps/glide-data-grid';
import { ActionIcon, Box, Select, Tooltip, useMantineTheme } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';

/** The pieces every glide-data-grid table of the app shares: look, header, height and the keyboard sort controls. */
export const gridHeaderHeight = 36;
/** Room for the horizontal scroll bar under the last row. */
const scrollBarAllowance = 16;

export const loadingCell: GridCell = { kind: GridCellKind.Loading, allowOverlay: false };

/** As tall as its rows, at most two thirds of the window. */
export const gridHeight = (rows: number, rowHeight: number) =>
  `min(65vh, ${gridHeaderHeight + rows * rowHeight + scrollBarAllowance}px)`;

/** The grid in the app's colours and type. */
export function useDataGridTheme(): Partial<Theme> {
  const mantine = useMantineTheme();
  return useMemo<Partial<Theme>>(
    () => ({
      accentColor: mantine.colors.forest[7],
      accentLight: mantine.colors.forest[0],
      fontFamily: mantine.fontFamily,
      baseFontStyle: '13px',
      headerFontStyle: '600 13px',
      textHeader: mantine.colors.gray[8],
      bgHeader: mantine.colors.gray[0],
    }),
    [mantine],
  );
}

export interface GridSort<Column extends string> {
  column: Column;
  descending: boolean;
}

/**
 * Sorting from the keyboard, beside a grid whose header clicks sort it: a column (ascending, as a header click
 * starts) and the direction.
 */
export function SortControls<Column extends string>(props: {
  options: { value: Column; label: string }[];
  sort: GridSort<Column>;
  onChange: (sort: GridSort<Column>) => void;
  width: number;
}) {
  const { options, sort, onChange, width } = props;
  return (
    <>
      <Select
        label="Sort by"
        size="xs"
        w={width}
        data={options}
        value={sort.column}
        allowDeselect={false}
        onChange={(column) => column && onChange({ column: column as Column, descending: false })}
      />
      <Tooltip label={sort.descending ? 'Descending: sort ascending' : 'Ascending: sort descending'}>
        <ActionIcon
          variant="default"
          size="lg"
          mt={22}
          aria-label={sort.descending ? 'Sorted descending; sort ascending' : 'Sorted ascending; sort descending'}
          onClick={() => onChange({ ...sort, descending: !sort.descending })}
        >
          {sort.descending ? <IconSortDescending size={18} aria-hidden /> : <IconSortAscending size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
    </>
  );
}

/**
 * The frame of a grid. The grid draws on a canvas and cannot take a name itself: the region around it names it, and
 * says its order for tests and tools.
 */
export function DataGridRegion(props: { label: string; testId: string; sort: GridSort<string>; children: ReactNode }) {
  const mantine = useMantineTheme();
  return (
    <Box
      role="region"
      aria-label={props.label}
      data-testid={props.testId}
      data-sort={`${props.sort.column} ${props.sort.descending ? 'desc' : 'asc'}`}
      style={{ border: `1px solid ${mantine.colors.gray[3]}`, borderRadius: mantine.radius.sm, overflow: 'hidden' }}
    >
      {props.children}
    </Box>
  );
}
