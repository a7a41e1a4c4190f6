import { searchMessages } from '@esvd/schema/rules/search';
import { Button, Group, Modal, Text } from '@mantine/core';

interface AttentionModalProps {
  opened: boolean;
  onClose: () => void;
  onDownloadAll: () => void;
}

/** Spec 000 §5: a search needs a filter; the full database is there for whoever wants all of it. */
export function AttentionModal({ opened, onClose, onDownloadAll }: AttentionModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Attention!" centered>
      <Text>{searchMessages.noFilter}</Text>
      <Text mt="sm">
        The full database is available without filters through <strong>Download full database CSV</strong>.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button
          variant="default"
          onClick={() => {
            onClose();
            onDownloadAll();
          }}
        >
          Download full database CSV
        </Button>
        <Button onClick={onClose} data-autofocus>
          Choose filters
        </Button>
      </Group>
    </Modal>
  );
}
