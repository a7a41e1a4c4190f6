import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { describeError } from '../../app/errors.ts';
import type { AdminReferenceEntryFragment } from '../../gql/graphql.ts';
import { FormError } from '../accounts/components/FormError.tsx';
import { codedLabel } from '../search/reference-tree.ts';
import type { ReferenceListInfo } from './list-fields.ts';
import { useReferenceEntryWrites } from './use-reference-entry-writes.ts';

interface DeleteEntryDialogProps {
  list: ReferenceListInfo;
  entry: AdminReferenceEntryFragment | null;
  onClose: () => void;
}

/**
 * The delete confirmation of spec 000 §8: 'Are you sure you want to delete?' with No and Yes. The server refuses an
 * entry that records or sub-entries use; its reason then shows in the dialog.
 */
export function DeleteEntryDialog({ list, entry, onClose }: DeleteEntryDialogProps) {
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Delete entry">
      {entry && <DeleteEntryConfirmation key={entry.id} list={list} entry={entry} onClose={onClose} />}
    </Modal>
  );
}

function DeleteEntryConfirmation({
  list,
  entry,
  onClose,
}: Omit<DeleteEntryDialogProps, 'entry'> & { entry: AdminReferenceEntryFragment }) {
  const { remove } = useReferenceEntryWrites(list.name);
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setRefusal(null);
    try {
      await remove(entry.id);
      notifications.show({ color: 'green', message: `${codedLabel(entry)} deleted successfully.` });
      onClose();
    } catch (error) {
      setRefusal(describeError(error).message);
      setDeleting(false);
    }
  };

  return (
    <Stack gap="md">
      <Text>Are you sure you want to delete?</Text>
      <Text fw={500}>{codedLabel(entry)}</Text>
      {refusal && <FormError message={refusal} />}
      <Group justify="flex-end">
        {/* No has the focus: Enter on an opened dialog must not delete. */}
        <Button variant="default" onClick={onClose} data-autofocus>
          No
        </Button>
        <Button color="red" onClick={confirm} loading={deleting}>
          Yes
        </Button>
      </Group>
    </Stack>
  );
}
