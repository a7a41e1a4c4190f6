import type { WorkbookProblem } from '@esvd/schema/uploads/workbook-checks';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { UploadKind } from '../../gql/graphql.ts';
import { describeError } from '../common/errors.ts';
import { checkInWorker } from './check-in-worker.ts';
import { sendWorkbook } from './upload-request.ts';
import type { FileCheck } from './workbook-check.ts';

/** A chosen file on its way: checked in the browser, then sent, and what came of each. */
export interface ChosenFile {
  id: number;
  file: File;
  /** The browser's check; null while it runs. */
  check: FileCheck | null;
  /** Why the file could not be read at all. */
  unreadable: string | null;
  sending: boolean;
  /** The server took the file and started this job. */
  sentAsJob: number | null;
  /** The server's refusal, with the problems it located (the report then shows those). */
  refusal: { message: string; problems: WorkbookProblem[] } | null;
}

let nextId = 1;

/**
 * The files of the last drop or pick (a new one replaces them), each checked in a Web Worker of its own, and sent on
 * request. `onSent` is told when the server started a job.
 */
export function useChosenFiles(kind: UploadKind, onSent: () => void) {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const checks = useRef(new Map<number, () => void>());

  const patch = useCallback((id: number, change: Partial<ChosenFile>) => {
    setFiles((current) => current.map((chosen) => (chosen.id === id ? { ...chosen, ...change } : chosen)));
  }, []);

  const stopChecks = useCallback(() => {
    for (const stop of checks.current.values()) stop();
    checks.current.clear();
  }, []);

  // Leaving the page stops checks nobody would see.
  useEffect(() => stopChecks, [stopChecks]);

  const choose = useCallback(
    (chosenFiles: File[]) => {
      stopChecks();
      const entries = chosenFiles.map((file) => ({
        id: nextId++,
        file,
        check: null,
        unreadable: null,
        sending: false,
        sentAsJob: null,
        refusal: null,
      }));
      setFiles(entries);
      for (const { id, file } of entries) {
        const running = checkInWorker(kind, file);
        checks.current.set(id, running.stop);
        void running.answer.then((answer) => {
          checks.current.delete(id);
          patch(id, answer.ok ? { check: answer.check } : { unreadable: answer.message });
        });
      }
    },
    [kind, patch, stopChecks],
  );

  const remove = useCallback((id: number) => {
    checks.current.get(id)?.();
    checks.current.delete(id);
    setFiles((current) => current.filter((chosen) => chosen.id !== id));
  }, []);

  const send = useCallback(
    async (chosen: ChosenFile) => {
      patch(chosen.id, { sending: true, refusal: null });
      try {
        const answer = await sendWorkbook(kind, chosen.file);
        if (answer.ok) {
          patch(chosen.id, { sending: false, sentAsJob: answer.jobId });
          onSent();
        } else {
          patch(chosen.id, { sending: false, refusal: { message: answer.message, problems: answer.problems } });
        }
      } catch (error) {
        patch(chosen.id, { sending: false, refusal: { message: describeError(error).message, problems: [] } });
      }
    },
    [kind, onSent, patch],
  );

  return { files, choose, remove, send };
}
