import type { GridSelection } from '@glideapps/glide-data-grid';
import type { VslEditableField } from '@esvd/schema/rules/vsl';
import { Badge, Button, Collapse, Group, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';

import { formatCount } from '../common/format.ts';
import { LoadingState } from '../common/LoadingState.tsx';
import { SearchCard } from '../common/SearchCard.tsx';
import type { VslGrid as VslGridState } from './use-vsl-grid.ts';
import { cellKeyOf, lockDescription } from './vsl-cell-locks.ts';
import { vslGridColumns } from './vsl-grid-columns.ts';
import { rowKeyOf } from './vsl-grid-model.ts';
import { VslGrid } from './VslGrid.tsx';
import { SortControls } from '../common/DataGridKit.tsx';

const sortOptions = vslGridColumns.map((column) => ({ value: column.field, label: column.title }));

interface VslGridCardProps {
  grid: VslGridState;
  selection: GridSelection | undefined;
  onSelectionChange: (selection: GridSelection) => void;
}

/**
 * The grid's card (spec 001 §2): "Valuation studies total: N" and the "In column filtering" count, the sort and the
 * in-column filters (a text per column), the grid, and the cells other admins are editing.
 */
export function VslGridCard({ grid, selection, onSelectionChange }: VslGridCardProps) {
  const { model, total } = grid;
  const { sort, filters, visible } = model;
  const [filtersOpen, { toggle: toggleFilters }] = useDisclosure(false);
  const activeFilters = Object.values(filters).filter((text) => text?.trim()).length;
  const changeFilter = (field: VslEditableField, text: string) => grid.filterColumns({ ...filters, [field]: text });

  const counts = total !== null && (
    <Group gap="xs" aria-live="polite">
      <Badge size="lg" variant="light" data-testid="vsl-grid-total" data-count={total}>
        Valuation studies total: {formatCount(total)}
      </Badge>
      <Badge size="lg" variant="outline" data-testid="vsl-grid-in-column" data-count={visible.length}>
        In column filtering: {formatCount(visible.length)}
      </Badge>
    </Group>
  );

  return (
    <SearchCard id="vsl-grid" title="Valuation studies" aside={counts}>
      {grid.error || total === null ? (
        <LoadingState loaded={false} error={grid.error} what="The valuation studies" />
      ) : (
        <Stack gap="xs" style={{ opacity: grid.loading ? 0.6 : 1 }} aria-busy={grid.loading}>
          <Group gap="xs" align="flex-end">
            <SortControls options={sortOptions} sort={sort} onChange={grid.sortBy} width={180} />
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconFilter size={14} aria-hidden />}
              onClick={toggleFilters}
              aria-expanded={filtersOpen}
              aria-controls="vsl-column-filters"
            >
              In column filtering{activeFilters ? ` (${activeFilters} active)` : ''}
            </Button>
            {activeFilters > 0 && (
              <Button
                variant="subtle"
                size="xs"
                color="gray"
                leftSection={<IconFilterOff size={14} aria-hidden />}
                onClick={() => grid.filterColumns({})}
              >
                Clear column filters
              </Button>
            )}
          </Group>
          <Collapse expanded={filtersOpen} id="vsl-column-filters">
            <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xs" verticalSpacing={4} py="xs">
              {vslGridColumns.map((column) => (
                <TextInput
                  key={column.field}
                  size="xs"
                  label={column.title}
                  placeholder="Contains"
                  value={filters[column.field] ?? ''}
                  onChange={(event) => changeFilter(column.field, event.currentTarget.value)}
                />
              ))}
            </SimpleGrid>
          </Collapse>
          {visible.length === 0 ? (
            <Text c="dimmed" py="lg" ta="center" data-testid="vsl-grid-empty">
              {total === 0
                ? 'No valuation studies match these filters. Try fewer or broader filters, or add a study record.'
                : 'No row passes the in-column filters.'}
            </Text>
          ) : (
            <VslGrid grid={grid} selection={selection} onSelectionChange={onSelectionChange} />
          )}
          <CellsBeingEdited grid={grid} />
        </Stack>
      )}
    </SearchCard>
  );
}

/** The cells other admins are editing, with who and until when (their lock's expiry, renewed while they edit). */
function CellsBeingEdited({ grid }: { grid: VslGridState }) {
  const locks = [...grid.locks.values()];
  return (
    <div aria-live="polite">
      {locks.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600} id="vsl-cell-locks-heading">
            Cells being edited
          </Text>
          <List size="sm" aria-labelledby="vsl-cell-locks-heading" data-testid="vsl-cell-locks">
            {locks.map((lock) => (
              <List.Item key={cellKeyOf(lock.id, lock.field)}>
                {lockDescription(lock, grid.model.rows.get(rowKeyOf(lock.id))?.data.studyId)}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </div>
  );
}
