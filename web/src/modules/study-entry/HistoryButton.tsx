import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';

import { RecordHistory } from '../record-history/index.ts';

interface HistoryButtonProps {
  entityType: 'study' | 'valuation';
  id: number;
  /** Names the record, e.g. 'History of study 1234': the button's accessible name and the dialog's title. */
  label: string;
}

/** Opens a record's saved versions (who, when, what changed) in a dialog; editors read them (issue 5). */
export function HistoryButton({ entityType, id, label }: HistoryButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconHistory size={16} aria-hidden />}
        aria-label={label}
        onClick={open}
      >
        History
      </Button>
      <Modal opened={opened} onClose={close} title={label} size="lg">
        {opened && <RecordHistory entityType={entityType} id={id} />}
      </Modal>
    </>
  );
}
