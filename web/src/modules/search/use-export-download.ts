import { useCallback, useEffect, useRef, useState } from 'react';

import { describeError } from '../common/errors.ts';
import { saveFile } from '../common/file-download.ts';
import { bearerAuthorization } from '../common/session-token.ts';
import { downloadExport, type DownloadProgress, type ExportRequest } from './export-download.ts';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'running'; request: ExportRequest; progress: DownloadProgress }
  | { status: 'saved'; fileName: string; rows: number | null }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

const starting: DownloadProgress = { receivedBytes: 0, receivedRows: null, totalRows: null };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** One download at a time, streamed with progress, cancellable, and saved under the server's file name. */
export function useExportDownload() {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  // Leaving the page stops a download nobody would see finish.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async (request: ExportRequest) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', request, progress: starting });
    try {
      const file = await downloadExport(request, {
        authorization: bearerAuthorization(),
        signal: controller.signal,
        onProgress: (progress) => setState({ status: 'running', request, progress }),
      });
      saveFile(file);
      setState({ status: 'saved', fileName: file.fileName, rows: file.rows });
    } catch (error) {
      setState(isAbort(error) ? { status: 'cancelled' } : { status: 'failed', message: describeError(error).message });
    } finally {
      running.current = null;
    }
  }, []);

  const cancel = useCallback(() => running.current?.abort(), []);
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, cancel, dismiss };
}
