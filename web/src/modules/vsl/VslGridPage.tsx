import { CompactSelection, type GridSelection } from '@glideapps/glide-data-grid';
import { vslEditMessages } from '@esvd/schema/rules/vsl';
import { Alert, Button, Group, Modal, Progress, SimpleGrid, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';

import { ConfirmDeleteModal } from '../common/ConfirmDeleteModal.tsx';
import { saveFile } from '../common/file-download.ts';
import { PageFrame } from '../common/PageFrame.tsx';
import { SearchCard } from '../common/SearchCard.tsx';
import { RecordHistory } from '../record-history/index.ts';
import { useVslGrid, type VslGridLock } from './use-vsl-grid.ts';
import { useVslSearch } from './use-vsl-search.ts';
import { rowName, VslActionsCard } from './VslActionsCard.tsx';
import { VslAttentionModal } from './VslAttentionModal.tsx';
import { vslCsv, vslCsvFileName } from './vsl-csv.ts';
import { VslFiltersCard } from './VslFiltersCard.tsx';
import { VslGridCard } from './VslGridCard.tsx';
import type { VslRowData } from './vsl-grid-columns.ts';
import { VslOnlineAdminsCard } from './VslOnlineAdminsCard.tsx';

/**
 * /vsl, the valuation studies list (spec 001 §2, §4; issue 16): administrators search the list and edit it together
 * in a live grid, each seeing the others' changes, the cells they are editing and who is on-line.
 */
export function VslGridPage() {
  const { form, changeForm, searched, search, problem, attention, closeAttention } = useVslSearch();
  const grid = useVslGrid(searched);
  const [selection, setSelection] = useState<GridSelection>();
  const [deleting, setDeleting] = useState<{ key: string; data: VslRowData } | null>(null);
  const [historyOf, setHistoryOf] = useState<VslRowData | null>(null);

  const selectedRow = selection?.current && grid.model.visible[selection.current.cell[1]];
  const selected = selectedRow === undefined ? undefined : grid.model.rows.get(selectedRow);
  const readOnly = grid.gridLock !== null;

  const addRow = () => {
    grid.addRow();
    // The new row is the first: its first cell is selected and the grid focused, ready for Enter or typing.
    setSelection({
      current: { cell: [0, 0], range: { x: 0, y: 0, width: 1, height: 1 }, rangeStack: [] },
      rows: CompactSelection.empty(),
      columns: CompactSelection.empty(),
    });
    grid.gridRef.current?.scrollTo(0, 0);
    grid.gridRef.current?.focus();
  };

  const download = () => {
    const rows = grid.model.visible.flatMap((key) => {
      const data = grid.model.rows.get(key)?.data;
      return data && data.id !== null ? [data] : [];
    });
    const blob = new Blob([vslCsv(rows)], { type: 'text/csv;charset=utf-8' });
    saveFile({ blob, fileName: vslCsvFileName(new Date()), rows: rows.length });
  };

  return (
    <PageFrame
      size="xl"
      title="Valuation Studies List"
      intro="The studies screened for the database. Administrators edit the list together: a cell another administrator is editing is read-only until they finish."
    >
      <VslFiltersCard filter={form} onChange={changeForm} onSubmit={search} />
      {problem && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {problem}
        </Alert>
      )}
      {grid.gridLock && <GridLockAlert lock={grid.gridLock} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <VslActionsCard
          selected={selected?.data}
          readOnly={readOnly}
          canDownload={searched !== null && grid.model.visible.length > 0}
          onAdd={addRow}
          onDelete={() => selected && setDeleting(selected)}
          onHistory={() => selected && setHistoryOf(selected.data)}
          onDownload={download}
        />
        <VslOnlineAdminsCard names={grid.onlineAdmins} />
      </SimpleGrid>
      {searched ? (
        <VslGridCard grid={grid} selection={selection} onSelectionChange={setSelection} />
      ) : (
        <SearchCard id="vsl-grid" title="Valuation studies">
          <Text c="dimmed" py="lg" ta="center">
            Choose at least one filter, then Get valuations studies to edit the studies listed.
          </Text>
        </SearchCard>
      )}

      <VslAttentionModal opened={attention} onClose={closeAttention} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Delete Study Record"
        question={vslEditMessages.confirmDelete}
        onConfirm={async () => {
          if (deleting) await grid.deleteRow(deleting.key);
          setSelection(undefined);
        }}
        onClose={() => setDeleting(null)}
      >
        {deleting && <Text fw={500}>{rowName(deleting.data)}</Text>}
      </ConfirmDeleteModal>
      <Modal
        opened={historyOf !== null}
        onClose={() => setHistoryOf(null)}
        title={historyOf ? `History of ${rowName(historyOf)}` : ''}
        size="lg"
      >
        {historyOf?.id != null && <RecordHistory entityType="vslStudy" id={historyOf.id} />}
      </Modal>
      <Modal opened={grid.failure !== null} onClose={grid.dismissFailure} title={vslEditMessages.saveFailed} centered>
        <Text data-testid="vsl-save-failure">{grid.failure}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={grid.dismissFailure} data-autofocus>
            OK
          </Button>
        </Group>
      </Modal>
    </PageFrame>
  );
}

/** Spec 001 §2: a VSL upload holds the grid read-only; how far it is. */
function GridLockAlert({ lock }: { lock: VslGridLock }) {
  return (
    <Alert
      color="orange"
      icon={<IconLock size={18} aria-hidden />}
      title={vslEditMessages.gridLocked(lock.by)}
      role="status"
      data-testid="vsl-grid-locked"
    >
      {lock.percent !== null && <Progress value={lock.percent} mt="xs" aria-label={`Upload ${lock.percent}% done`} />}
      <Text size="sm" mt={4}>
        {[lock.percent !== null ? `${lock.percent}%` : null, lock.statusText].filter(Boolean).join(' - ') ||
          'The grid is read-only until the upload ends.'}
      </Text>
    </Alert>
  );
}
