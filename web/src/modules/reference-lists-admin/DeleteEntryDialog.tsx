import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import type { AdminReferenceEntryFragment } from '../../gql/graphql.ts';
import { ConfirmDeleteModal } from '../common/ConfirmDeleteModal.tsx';
import { codedLabel } from '../common/reference-lists/reference-tree.ts';
import type { ReferenceListInfo } from './list-fields.ts';
import { useReferenceEntryWrites } from './use-reference-entry-writes.ts';

interface DeleteEntryDialogProps {
  list: ReferenceListInfo;
  entry: AdminReferenceEntryFragment | null;
  onClose: () => void;
}

/**
 * Deletes an entry after the spec's question. The server refuses an entry that records or sub-entries use; its
 * reason then shows in the dialog.
 */
export function DeleteEntryDialog({ list, entry, onClose }: DeleteEntryDialogProps) {
  const { remove } = useReferenceEntryWrites(list.name);

  const confirm = async () => {
    if (!entry) return;
    await remove(entry.id);
    notifications.show({ color: 'green', message: `${codedLabel(entry)} deleted successfully.` });
  };

  return (
    <ConfirmDeleteModal opened={entry !== null} title="Delete entry" onConfirm={confirm} onClose={onClose}>
      {entry && <Text fw={500}>{codedLabel(entry)}</Text>}
    </ConfirmDeleteModal>
  );
}
