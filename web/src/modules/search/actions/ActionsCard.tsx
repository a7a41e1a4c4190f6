import { Button, Group, Stack } from '@mantine/core';
import {
  IconChartBar,
  IconDatabaseExport,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconMap,
  IconSend,
  IconTable,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { SearchCard } from '../../common/SearchCard.tsx';
import type { ExportFormat } from '../export-download.ts';
import type { DownloadState } from '../use-export-download.ts';
import { DownloadStatus } from './DownloadStatus.tsx';

interface ActionsCardProps {
  onGetValuations: () => void;
  onShowMap: () => void;
  onSummarise: () => void;
  onDownload: (format: ExportFormat) => void;
  onDownloadAll: () => void;
  download: DownloadState;
  onCancelDownload: () => void;
  onDismissDownload: () => void;
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
}: ActionsCardProps) {
  const downloading = download.status === 'running';
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
            leftSection={<IconDatabaseExport size={18} aria-hidden />}
            disabled={downloading}
            onClick={onDownloadAll}
          >
            Download full database CSV
          </Button>
          <Button component={Link} to="/suggest" variant="subtle" leftSection={<IconSend size={18} aria-hidden />}>
            Suggest a Study
          </Button>
        </Group>
        <DownloadStatus state={download} onCancel={onCancelDownload} onDismiss={onDismissDownload} />
      </Stack>
    </SearchCard>
  );
}
