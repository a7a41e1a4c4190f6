import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconHistory, IconPlus, IconTrash } from '@tabler/icons-react';

import { SearchCard } from '../common/SearchCard.tsx';
import type { VslRowData } from './vsl-grid-columns.ts';

interface VslActionsCardProps {
  /** The row of the grid's selected cell. */
  selected: VslRowData | undefined;
  /** An upload holds the grid: nothing may be added or deleted. */
  readOnly: boolean;
  /** Rows to download: the grid shows some. */
  canDownload: boolean;
  onAdd: () => void;
  onDelete: () => void;
  onHistory: () => void;
  onDownload: () => void;
}

/** What a selected row reads as: "StudyID 12345: A title", or what it is when it has neither. */
export function rowName(row: VslRowData): string {
  if (row.id === null) return 'the new study record (not saved yet)';
  const study = row.studyId ? `StudyID ${row.studyId}` : `record ${row.id}`;
  return row.title ? `${study}: ${row.title}` : study;
}

/** The Actions card (spec 001 §2): add a study record, delete or look back at the selected one, download the list. */
export function VslActionsCard(props: VslActionsCardProps) {
  const { selected, readOnly, canDownload, onAdd, onDelete, onHistory, onDownload } = props;
  return (
    <SearchCard id="vsl-actions" title="Actions">
      <Group gap="sm">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} disabled={readOnly}>
          Add Study Record
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
          disabled={readOnly || !selected}
        >
          Delete Study Record
        </Button>
        <Button
          variant="default"
          leftSection={<IconHistory size={16} aria-hidden />}
          onClick={onHistory}
          disabled={selected?.id == null}
        >
          History
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={onDownload}
          disabled={!canDownload}
        >
          Download VSL as CSV
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="vsl-selected-row">
        {selected ? `Selected: ${rowName(selected)}` : 'Select a cell of a row to delete it or see its history.'}
      </Text>
    </SearchCard>
  );
}
