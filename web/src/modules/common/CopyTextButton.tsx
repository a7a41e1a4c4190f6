import { Button, Group, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface CopyTextButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's words, e.g. "Copy error". */
  label: string;
}

/**
 * Copies a text to the clipboard, and says in a polite live region that it did, or that the browser refused (then
 * the text must be selected and copied by hand).
 */
export function CopyTextButton({ text, label }: CopyTextButtonProps) {
  const clipboard = useClipboard({ timeout: 3000 });
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        leftSection={clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
        onClick={() => clipboard.copy(text)}
      >
        {label}
      </Button>
      <Text size="xs" c="dimmed" aria-live="polite">
        {clipboard.copied
          ? 'Copied to the clipboard.'
          : clipboard.error
            ? 'Your browser did not let the page copy: select the text and copy it yourself.'
            : ''}
      </Text>
    </Group>
  );
}
