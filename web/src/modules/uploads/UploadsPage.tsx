import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import type { UploadKind } from '../../gql/graphql.ts';
import { CsvDownloadButton } from '../common/CsvDownloadButton.tsx';
import { FileDropArea } from '../common/FileDropArea.tsx';
import { describeFileLimits } from '../common/file-selection.ts';
import { PageFrame } from '../common/PageFrame.tsx';
import { SearchCard } from '../common/SearchCard.tsx';
import { StatusLoader } from '../common/StatusLoader.tsx';
import { ChosenFileCard } from './ChosenFileCard.tsx';
import { DemoDataNotice } from './DemoDataNotice.tsx';
import { templateUrl, uploadKinds } from './upload-kinds.ts';
import { UploadJobStats } from './UploadJobStats.tsx';
import { useChosenFiles } from './use-chosen-files.ts';
import { useUploadStats } from './use-upload-stats.ts';

function TemplateButton({ kind }: { kind: UploadKind }) {
  return (
    <CsvDownloadButton
      variant="default"
      size="xs"
      label="Download template"
      url={templateUrl(kind)}
      fallbackName={`${uploadKinds[kind].restBase}-template.xlsx`}
    />
  );
}

/**
 * An uploads page (spec 001 §2, §4, §8): the template, the drop area and each chosen file with its validation
 * report and "Upload Dataset", then "Current upload stats" and "Last upload stats", live.
 */
function UploadsPage({ kind }: { kind: UploadKind }) {
  const info = uploadKinds[kind];
  const { stats, loading, error, refetch, cancel, cancelling, cancelError } = useUploadStats(kind);
  const { files, choose, remove, send } = useChosenFiles(kind, refetch);
  const current = stats?.currentUpload ?? null;
  const last = stats?.lastUpload ?? null;

  return (
    <PageFrame size="xl" title={info.title} intro={info.intro}>
      {kind === 'Dataset' && <DemoDataNotice />}
      <SearchCard id="upload-file" title={`Upload ${info.workbook}`} aside={<TemplateButton kind={kind} />}>
        <FileDropArea
          label={`Drop ${info.workbook} here, or choose it`}
          hint={describeFileLimits(info.limits)}
          limits={info.limits}
          onFiles={choose}
        />
        {files.map((chosen) => (
          <ChosenFileCard
            key={chosen.id}
            chosen={chosen}
            uploadRunning={current !== null}
            runningJobId={current?.id ?? null}
            onUpload={() => void send(chosen)}
            onRemove={() => remove(chosen.id)}
          />
        ))}
      </SearchCard>

      {error && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SearchCard id="current-upload" title="Current upload stats">
          {loading && <StatusLoader size="sm" label="Loading the current upload" />}
          {!loading && !current && <Text c="dimmed">No upload is running.</Text>}
          {current && (
            <Stack gap="xs">
              <UploadJobStats job={current} onCancel={() => void cancel(current.id)} cancelling={cancelling} />
              {cancelError && (
                <Alert color="red" role="alert">
                  {cancelError}
                </Alert>
              )}
            </Stack>
          )}
        </SearchCard>
        <SearchCard id="last-upload" title="Last upload stats">
          {loading && <StatusLoader size="sm" label="Loading the last upload" />}
          {!loading && !last && <Text c="dimmed">No upload yet.</Text>}
          {last && <UploadJobStats job={last} />}
        </SearchCard>
      </SimpleGrid>
    </PageFrame>
  );
}

/** /esvduploads: the dataset workbook. */
export const DatasetUploadsPage = () => <UploadsPage kind="Dataset" />;

/** /vsluploads: the VSL workbook. */
export const VslUploadsPage = () => <UploadsPage kind="Vsl" />;
