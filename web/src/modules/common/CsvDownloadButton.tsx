import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

import { describeError } from './errors.ts';
import { downloadWithSession } from './file-download.ts';

interface CsvDownloadButtonProps {
  label: string;
  url: string;
  /** The file's name if the server sends none. */
  fallbackName: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** Downloads a file (a CSV, a workbook template) with the session's token; a refusal shows as a red notification. */
export function CsvDownloadButton({ label, url, fallbackName, variant, size }: CsvDownloadButtonProps) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadWithSession(url, fallbackName);
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(error).message });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant={variant}
      size={size}
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={downloading}
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}
