import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';

import { StudyEntryDeleteValuationDocument } from './study-entry.generated.ts';
import { ConfirmDeleteModal } from '../common/ConfirmDeleteModal.tsx';

interface DeleteValuationDialogProps {
  /** The valuation to delete; null keeps the dialog closed. */
  valuation: { id: number; valueId: number } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deletes a valuation after the spec's question; success says 'Valuation deleted successfully.' */
export function DeleteValuationDialog({ valuation, onClose, onDeleted }: DeleteValuationDialogProps) {
  const [deleteValuation] = useMutation(StudyEntryDeleteValuationDocument);

  const confirm = async () => {
    if (!valuation) return;
    const { data } = await deleteValuation({ variables: { id: valuation.id } });
    notifications.show({ color: 'green', message: data?.deleteValuation });
    onDeleted();
  };

  return (
    <ConfirmDeleteModal
      opened={valuation !== null}
      title={`Delete valuation ${valuation?.valueId ?? ''}`}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
