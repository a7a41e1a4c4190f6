import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { describeError } from '../../app/errors.ts';
import { StudyEntryDeleteValuationDocument } from '../../gql/graphql.ts';

interface DeleteValuationDialogProps {
  /** The valuation to delete; null keeps the dialog closed. */
  valuation: { id: number; valueId: number } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Spec 000 §4, §8: 'Are you sure you want to delete?' with Yes and No; the deletion runs only on Yes, a failure
 * shows the server's message in the dialog, success says 'Valuation deleted successfully.'
 */
export function DeleteValuationDialog({ valuation, onClose, onDeleted }: DeleteValuationDialogProps) {
  const [deleteValuation, { loading }] = useMutation(StudyEntryDeleteValuationDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!valuation) return;
    setFailure(null);
    try {
      const { data } = await deleteValuation({ variables: { id: valuation.id } });
      notifications.show({ color: 'green', message: data?.deleteValuation });
      close();
      onDeleted();
    } catch (error) {
      setFailure(describeError(error).message);
    }
  };

  return (
    <Modal opened={valuation !== null} onClose={close} title={`Delete valuation ${valuation?.valueId ?? ''}`} centered>
      <Text>Are you sure you want to delete?</Text>
      {failure && (
        <Alert color="red" role="alert" mt="sm">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} data-autofocus>
          No
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={loading}>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
