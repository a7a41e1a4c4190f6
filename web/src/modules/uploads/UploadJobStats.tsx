import { Alert, Anchor, Button, Group, List, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { UploadJobFieldsFragment } from '../../gql/graphql.ts';
import { isGranted, useViewer } from '../access/index.ts';
import { CopyTextButton } from '../common/CopyTextButton.tsx';
import { formatDateTime } from '../common/date-time.ts';
import { formatCount } from '../common/format.ts';
import { isRunning } from './upload-stats.ts';

/** The spec's words for an upload that failed or ended with a warning (spec 001 §4, §8). */
export const uploadOutcomeMessages = {
  banner: 'Upload failed',
  errorMessage: 'Error message: There are errors. Click on Copy error and paste for details',
  doneWithWarning: 'Done with warning',
} as const;

/** The warnings of a file that are listed; the rest are counted. */
const listedWarnings = 20;

const percentText = (percentage: number) => `${percentage.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/** The status as the panels say it: the job's own text, "Done with warning" for a success with warning (spec 001 §4). */
const statusLabel = (job: UploadJobFieldsFragment) =>
  job.status === 'SuccessWithWarning' ? uploadOutcomeMessages.doneWithWarning : (job.statusText ?? job.status);

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={`upload-${label.toLowerCase()}`}>
        {formatCount(value)}
      </Text>
    </div>
  );
}

/** Lines of a report: the first `listedWarnings`, the rest counted, and a button that copies them all. */
function WarningList({ heading, lines, more }: { heading: string; lines: readonly string[]; more?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {heading}
      </Text>
      <List size="sm">
        {lines.slice(0, listedWarnings).map((line, index) => (
          <List.Item key={index}>{line}</List.Item>
        ))}
      </List>
      {lines.length > listedWarnings && (
        <Text size="sm" fs="italic">
          … and {formatCount(lines.length - listedWarnings)} more.
        </Text>
      )}
      <Group gap="sm">
        <CopyTextButton text={lines.join('\n')} label={`Copy ${heading.toLowerCase()}`} />
        {more}
      </Group>
    </Stack>
  );
}

/** Per column of the file, the stored values the upload changed and emptied: what an upload overwrote, said. */
function ColumnChanges({ changes }: { changes: UploadJobFieldsFragment['columnChanges'] }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder data-testid="upload-column-changes">
        <Table.Caption>Stored values this upload changed, per column of the file</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Column</Table.Th>
            <Table.Th scope="col" ta="right">
              Changed
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Of them emptied
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map(({ column, changed, emptied }) => (
            <Table.Tr key={column}>
              <Table.Th scope="row" fw={400}>
                {column}
              </Table.Th>
              <Table.Td ta="right">{formatCount(changed)}</Table.Td>
              <Table.Td ta="right" c={emptied ? 'orange.8' : undefined}>
                {formatCount(emptied)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface UploadJobStatsProps {
  job: UploadJobFieldsFragment;
  /** Offered while the job runs: asks it to stop. */
  onCancel?: () => void;
  cancelling?: boolean;
}

/**
 * One upload's statistics (spec 001 §2-§4, §8): file, date, status, the progress bar with its percent (and Cancel
 * Upload beside it while it runs), the counts; a failure's banner with Copy error, a warning's with Copy message.
 */
export function UploadJobStats({ job, onCancel, cancelling = false }: UploadJobStatsProps) {
  const running = isRunning(job);
  const failed = job.status === 'Failure';
  const { viewer } = useViewer();
  const seesChecks = !!viewer && isGranted(viewer, 'editData');
  return (
    <Stack gap="sm" data-testid={`upload-job-${job.id}`}>
      <div>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {job.filename}
        </Text>
        <Text size="sm" c="dimmed">
          Uploaded {formatDateTime(job.createdOn)}
        </Text>
      </div>
      <Text size="sm" role="status">
        Status:{' '}
        <Text span fw={600} data-testid="upload-status">
          {statusLabel(job)}
        </Text>
      </Text>
      <Group gap="sm" wrap="nowrap">
        <Progress.Root size="lg" style={{ flex: 1 }}>
          <Progress.Section
            value={job.percentage}
            color={failed ? 'red' : undefined}
            animated={running}
            role="progressbar"
            aria-label={`Progress of ${job.filename}`}
          />
        </Progress.Root>
        <Text fw={600} miw="4.5em" ta="right" data-testid="upload-percent">
          {percentText(job.percentage)}
        </Text>
        {running && onCancel && (
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconX size={14} aria-hidden />}
            loading={cancelling}
            onClick={onCancel}
          >
            Cancel Upload
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        <Count label="Total" value={job.totalCount} />
        <Count label="Inserted" value={job.insertedCount} />
        <Count label="Updated" value={job.updatedCount} />
        <Count label="Unchanged" value={job.unchangedCount} />
      </SimpleGrid>
      {failed && (
        <Alert color="red" role="alert" title={uploadOutcomeMessages.banner} icon={<IconAlertTriangle aria-hidden />}>
          <Stack gap="xs">
            <Text size="sm">{uploadOutcomeMessages.errorMessage}</Text>
            <CopyTextButton text={job.errorText ?? ''} label="Copy error" />
          </Stack>
        </Alert>
      )}
      {job.status === 'SuccessWithWarning' && (
        <Alert color="yellow" title={uploadOutcomeMessages.doneWithWarning} icon={<IconAlertTriangle aria-hidden />}>
          <Stack gap="xs">
            <Text size="sm">{job.statusText}</Text>
            <CopyTextButton text={job.statusText ?? ''} label="Copy message" />
          </Stack>
        </Alert>
      )}
      {job.columnChanges.length > 0 && <ColumnChanges changes={job.columnChanges} />}
      {job.warnings.length > 0 && (
        <WarningList heading={`Warnings of the file (${formatCount(job.warnings.length)})`} lines={job.warnings} />
      )}
      {job.standardisationWarnings.length > 0 && (
        <WarningList
          heading="Standardisation checks"
          lines={job.standardisationWarnings}
          more={
            seesChecks && (
              <Anchor component={Link} to="/standardisation-checks" size="sm">
                Open the standardisation checks
              </Anchor>
            )
          }
        />
      )}
    </Stack>
  );
}
