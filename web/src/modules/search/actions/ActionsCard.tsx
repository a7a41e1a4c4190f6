import { searchMessages } from '@esvd/schema/rules/search';
import { Alert, Button, Group, Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChartBar,
  IconColumns,
  IconDatabaseExport,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconMap,
  IconSend,
  IconTable,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { isGranted, useViewer } from '../../access/index.ts';
import { SearchCard } from '../../common/SearchCard.tsx';
import type { ExportFormat } from '../export-download.ts';
import type { DownloadState } from '../use-export-download.ts';
import { DownloadStatus } from './DownloadStatus.tsx';

interface ActionsCardProps {
  onGetValuations: () => void;
  onShowMap: () => void;
  onSummarise: () => void;
  onDownload: (format: ExportFormat) => void;
  onDownloadAll: (format: ExportFormat) => void;
  download: DownloadState;
  onCancelDownload: () => void;
  onDismissDownload: () => void;
  /** A download was asked for while no filter is chosen, and still none is. */
  nothingToDownload: boolean;
  onDismissNothingToDownload: () => void;
}

/** The download buttons: the search's records in each format, then the whole database's. */
const downloadButtons: { label: string; icon: Icon; format: ExportFormat; wholeDatabase: boolean }[] = [
  { label: 'Download CSV', icon: IconFileTypeCsv, format: 'csv', wholeDatabase: false },
  { label: 'Download XLSX', icon: IconFileSpreadsheet, format: 'xlsx', wholeDatabase: false },
  { label: 'Download Parquet', icon: IconColumns, format: 'parquet', wholeDatabase: false },
  { label: 'Download full database CSV', icon: IconDatabaseExport, format: 'csv', wholeDatabase: true },
  { label: 'Download full database Parquet', icon: IconDatabaseExport, format: 'parquet', wholeDatabase: true },
];

/** The Actions card (spec 000 §2): each action uses the filters as they are now. */
export function ActionsCard({
  onGetValuations,
  onShowMap,
  onSummarise,
  onDownload,
  onDownloadAll,
  download,
  onCancelDownload,
  onDismissDownload,
  nothingToDownload,
  onDismissNothingToDownload,
}: ActionsCardProps) {
  const downloading = download.status === 'running';
  // Only users who may suggest a study are offered the button (a basic user would be sent away from /suggest).
  const { viewer } = useViewer();
  const maySuggestStudy = viewer !== undefined && isGranted(viewer, 'suggestStudy');
  return (
    <SearchCard id="actions" title="Actions">
      <Stack gap="sm">
        <Group gap="sm">
          <Button leftSection={<IconTable size={18} aria-hidden />} onClick={onGetValuations}>
            Get valuations
          </Button>
          <Button variant="light" leftSection={<IconMap size={18} aria-hidden />} onClick={onShowMap}>
            Show map
          </Button>
          <Button variant="light" leftSection={<IconChartBar size={18} aria-hidden />} onClick={onSummarise}>
            Summarise
          </Button>
        </Group>
        <Group gap="sm">
          {downloadButtons.map(({ label, icon: ButtonIcon, format, wholeDatabase }) => (
            <Button
              key={label}
              variant="default"
              leftSection={<ButtonIcon size={18} aria-hidden />}
              disabled={downloading}
              onClick={() => (wholeDatabase ? onDownloadAll(format) : onDownload(format))}
            >
              {label}
            </Button>
          ))}
          {maySuggestStudy && (
            <Button component={Link} to="/suggest" variant="subtle" leftSection={<IconSend size={18} aria-hidden />}>
              Suggest a Study
            </Button>
          )}
        </Group>
        {nothingToDownload && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            withCloseButton
            onClose={onDismissNothingToDownload}
            role="alert"
            data-testid="nothing-to-download"
          >
            {searchMessages.nothingToDownload}
          </Alert>
        )}
        <DownloadStatus state={download} onCancel={onCancelDownload} onDismiss={onDismissDownload} />
      </Stack>
    </SearchCard>
  );
}
