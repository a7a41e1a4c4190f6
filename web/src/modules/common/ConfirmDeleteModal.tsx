import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

import { describeError } from './errors.ts';
import { FormError } from './form/FormError.tsx';

interface ConfirmDeleteModalProps {
  /** Open while there is something to delete. */
  opened: boolean;
  title: string;
  /** The question asked, when the page's spec words it otherwise. */
  question?: string;
  /** What is about to go, under the question. */
  children?: ReactNode;
  /** Deletes; a rejection keeps the dialog open with the server's reason. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * The delete confirmation of spec 000 §4 and §8: 'Are you sure you want to delete?' with No and Yes; deletion runs
 * only on Yes, and when it fails the server's message shows in the dialog.
 */
export function ConfirmDeleteModal({
  opened,
  title,
  question = 'Are you sure you want to delete?',
  children,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (deleting) return;
    setProblem(null);
    onClose();
  };

  const confirm = async () => {
    setDeleting(true);
    setProblem(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setProblem(describeError(error).message);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        <Text>{question}</Text>
        {children}
        {problem && <FormError message={problem} />}
        <Group justify="flex-end" gap="sm">
          {/* No first and focused: a stray Enter keeps the record. */}
          <Button variant="default" onClick={close} disabled={deleting} data-autofocus>
            No
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={deleting}>
            Yes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
