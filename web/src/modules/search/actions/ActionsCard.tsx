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
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            disabled={downloading}
            onClick={() => onDownload('csv')}
          >
            Download CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            disabled={downloading}
            onClick={() => onDownload('xlsx')}
          >
            Download XLSX
          </Button>
          <Button
            variant="default"
            leftSection={<IconColumns size={18} aria-hidden />}
            disabled={downloading}
            onClick={() => onDownload('parquet')}
          >
            Download Parquet
          </Button>
          <Button
            variant="default"
            leftSection={<IconDatabaseExport size={18} aria-hidden />}
            disabled={downloading}
            onClick={() => onDownloadAll('csv')}
          >
            Download full database CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconDatabaseExport size={18} aria-hidden />}
            disabled={downloading}
            onClick={() => onDownloadAll('parquet')}
          >
            Download full database Parquet
          </Button>
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
