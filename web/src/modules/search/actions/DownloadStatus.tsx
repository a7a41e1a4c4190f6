import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

import { formatCount } from '../../common/format.ts';
import { exportFormatLabels, progressPercent, type DownloadProgress, type ExportRequest } from '../export-download.ts';
import type { DownloadState } from '../use-export-download.ts';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function downloadTitle({ filter, format }: ExportRequest): string {
  return `${filter ? 'Downloading your search' : 'Downloading the full database'} as ${exportFormatLabels[format]}`;
}

/** "1,200 of 5,000 valuations (24%)", or the bytes so far when rows cannot be counted (a zipped XLSX, a Parquet file). */
function progressText(progress: DownloadProgress, percent: number | null): string {
  const { receivedRows, totalRows, receivedBytes } = progress;
  if (percent !== null && receivedRows !== null && totalRows !== null) {
    return `${formatCount(receivedRows)} of ${formatCount(totalRows)} valuations (${percent}%)`;
  }
  const total = totalRows === null ? '' : ` for ${formatCount(totalRows)} valuations`;
  return receivedBytes ? `${megabytes(receivedBytes)} received${total}` : 'Preparing the file…';
}

interface DownloadStatusProps {
  state: DownloadState;
  onCancel: () => void;
  onDismiss: () => void;
}

/** The progress of a download with a Cancel button, then how it ended. */
export function DownloadStatus({ state, onCancel, onDismiss }: DownloadStatusProps) {
  if (state.status === 'idle') return null;

  if (state.status === 'running') {
    const percent = progressPercent(state.progress);
    const text = progressText(state.progress, percent);
    return (
      <Stack gap={6} data-testid="download-progress">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            {downloadTitle(state.request)}
          </Text>
          <Button size="compact-sm" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
        <Progress.Root size="lg">
          <Progress.Section
            value={percent ?? 100}
            animated={percent === null}
            striped={percent === null}
            // Without a percent the bar is indeterminate: a progressbar without a value.
            withAria={percent !== null}
            role="progressbar"
            aria-label={downloadTitle(state.request)}
          />
        </Progress.Root>
        <Text size="sm" c="dimmed" aria-live="polite">
          {text}
        </Text>
      </Stack>
    );
  }

  const outcome =
    state.status === 'saved'
      ? {
          color: 'forest',
          icon: <IconCircleCheck size={18} aria-hidden />,
          text: `Saved ${state.fileName}${state.rows === null ? '' : ` with ${formatCount(state.rows)} valuations`}.`,
        }
      : state.status === 'cancelled'
        ? { color: 'gray', icon: undefined, text: 'The download was cancelled.' }
        : { color: 'orange', icon: <IconAlertTriangle size={18} aria-hidden />, text: state.message };

  return (
    <Alert
      color={outcome.color}
      variant="light"
      icon={outcome.icon}
      withCloseButton
      onClose={onDismiss}
      role={state.status === 'failed' ? 'alert' : 'status'}
      data-testid="download-outcome"
    >
      {outcome.text}
    </Alert>
  );
}
