import type { UploadKind } from '../../gql/graphql.ts';
import type { FileCheckAnswer, FileCheckRequest } from './workbook-check.worker.ts';

export interface RunningCheck {
  answer: Promise<FileCheckAnswer>;
  /** Stops the worker: its answer is no longer wanted (the file was removed, the page left). */
  stop(): void;
}

/** Checks a file in a worker of its own, which ends with its answer (a workbook's memory goes with it). */
export function checkInWorker(kind: UploadKind, file: File): RunningCheck {
  const worker = new Worker(new URL('./workbook-check.worker.ts', import.meta.url), { type: 'module' });
  const answer = new Promise<FileCheckAnswer>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<FileCheckAnswer>) => resolve(event.data));
    worker.addEventListener('error', (event) =>
      resolve({ ok: false, message: `The file could not be checked: ${event.message || 'the checker stopped'}.` }),
    );
  }).finally(() => worker.terminate());
  const request: FileCheckRequest = { kind, file };
  worker.postMessage(request);
  return { answer, stop: () => worker.terminate() };
}
