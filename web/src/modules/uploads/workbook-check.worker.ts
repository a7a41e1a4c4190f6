// The check of a chosen file, off the page's thread: parsing a 50 MB workbook takes seconds, during which the page
// must stay usable. One message in (the file), one out (the report, without the rows).
import type { UploadKind } from '../../gql/graphql.ts';
import { checkUploadFile, type FileCheck } from './workbook-check.ts';

export interface FileCheckRequest {
  kind: UploadKind;
  file: File;
}

export type FileCheckAnswer = { ok: true; check: FileCheck } | { ok: false; message: string };

// The web's types describe a window; a dedicated worker's scope has the same two members used here.
const scope = self as unknown as Pick<Worker, 'addEventListener' | 'postMessage'>;

scope.addEventListener('message', (event: MessageEvent<FileCheckRequest>) => {
  const { kind, file } = event.data;
  const answer = (async (): Promise<FileCheckAnswer> => {
    try {
      return { ok: true, check: await checkUploadFile(kind, new Uint8Array(await file.arrayBuffer())) };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  })();
  void answer.then((message) => scope.postMessage(message));
});
