import { vslMessages } from '@esvd/schema/rules/vsl';
import { Button, Group, Modal, Text } from '@mantine/core';

interface VslAttentionModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec 001 §5: a search of the valuation studies list needs at least one filter. */
export function VslAttentionModal({ opened, onClose }: VslAttentionModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Attention!" centered>
      <Text>{vslMessages.noFilter}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          Choose filters
        </Button>
      </Group>
    </Modal>
  );
}
