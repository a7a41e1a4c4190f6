import { Alert, Button, CloseButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconUpload } from '@tabler/icons-react';

import { formatCount } from '../common/format.ts';
import type { ChosenFile } from './use-chosen-files.ts';
import { WorkbookReport } from './WorkbookReport.tsx';

const kilobytes = (bytes: number) => `${formatCount(Math.max(1, bytes / 1024))} kB`;

interface ChosenFileCardProps {
  chosen: ChosenFile;
  /** Another upload of the kind runs: the server would refuse this one until it ends. */
  uploadRunning: boolean;
  /** The running upload's job, if one runs: the file sent as it is still being imported. */
  runningJobId: number | null;
  onUpload: () => void;
  onRemove: () => void;
}

/**
 * A chosen file: "Checking the file…" while the worker reads it, then the report of the browser's check (or of the
 * server's, when it refused the file) and "Upload Dataset", which a fatal problem disables (spec 001 §2).
 */
export function ChosenFileCard({ chosen, uploadRunning, runningJobId, onUpload, onRemove }: ChosenFileCardProps) {
  const { file, check, unreadable, sending, sentAsJob, refusal } = chosen;
  const serverProblems = refusal?.problems.length ? refusal.problems : null;
  const fatal = !!check?.fatal || !!serverProblems?.some((problem) => problem.severity === 'fatal');
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={`Chosen file ${file.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <Text size="sm" c="dimmed">
              {kilobytes(file.size)}
              {check && ` · ${formatCount(check.rowCount)} data rows read`}
            </Text>
          </div>
          <CloseButton aria-label={`Remove ${file.name}`} onClick={onRemove} disabled={sending} />
        </Group>

        {!check && !unreadable && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Checking the file…</Text>
          </Group>
        )}
        {unreadable && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {unreadable}
          </Alert>
        )}
        {check && !serverProblems && check.problems.length > 0 && (
          <WorkbookReport problems={check.problems} caption="The check in your browser found" />
        )}
        {check && !serverProblems && check.problems.length === 0 && (
          <Group gap={6} c="forest.8" role="status">
            <IconCircleCheck size={18} aria-hidden />
            <Text size="sm">The check in your browser found no problems.</Text>
          </Group>
        )}
        {serverProblems && <WorkbookReport problems={serverProblems} caption="The server's check found" />}
        {refusal && !serverProblems && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {refusal.message}
          </Alert>
        )}

        {sentAsJob !== null ? (
          <Text size="sm" role="status">
            {sentAsJob === runningJobId
              ? 'Sent: the server is importing the file. The upload stats below show how it goes.'
              : 'Sent: its upload has ended. The last upload stats below say how.'}
          </Text>
        ) : (
          check && (
            <Group gap="sm">
              <Button
                leftSection={<IconUpload size={18} aria-hidden />}
                disabled={fatal || uploadRunning}
                loading={sending}
                onClick={onUpload}
              >
                Upload Dataset
              </Button>
              {sending && (
                <Text size="sm" c="dimmed" role="status">
                  The server is reading and checking the file, and writes it as it goes: the upload stats below show how
                  it goes.
                </Text>
              )}
              {uploadRunning && !fatal && !sending && (
                <Text size="sm" c="dimmed">
                  Another upload is running: wait until it has ended, or cancel it.
                </Text>
              )}
            </Group>
          )
        )}
      </Stack>
    </Paper>
  );
}
