import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { badRequest, DomainError, refuseUnstorableText } from './errors.ts';

/** A file sent in a multipart/form-data request: its name as the sender gave it, and its bytes. */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

export const uploadedFileMessages = {
  notMultipart: 'Send the file as multipart/form-data, in a field named "file".',
  noFile: 'The request holds no file: send it in a multipart/form-data field named "file".',
  tooLarge: (maxBytes: number) =>
    `The file is larger than ${maxBytes.toLocaleString('en')} bytes (${Math.round(maxBytes / 1024 / 1024)} MB), the most an upload may be.`,
} as const;

/** Keeps a file name storable and short: the name says which upload it was, nothing reads it as a path. */
const maxFilenameLength = 255;

/**
 * Reads the one file of a multipart/form-data request (field "file") into memory, refusing with 413 as soon as it
 * grows past `maxBytes`, before reading the rest.
 */
export function readUploadedFile(request: IncomingMessage, maxBytes: number): Promise<UploadedFile> {
  const declaredLength = Number(request.headers['content-length']);
  // The multipart framing adds a few hundred bytes to the file.
  if (declaredLength > maxBytes + 64 * 1024) {
    return Promise.reject(new DomainError('payload-too-large', uploadedFileMessages.tooLarge(maxBytes)));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: request.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: maxBytes } });
  } catch {
    return Promise.reject(badRequest(uploadedFileMessages.notMultipart));
  }
  return new Promise((resolve, reject) => {
    let received: UploadedFile | undefined;
    let refused = false;
    const refuse = (error: Error) => {
      if (refused) return;
      refused = true;
      request.unpipe(parser);
      request.resume();
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || received) return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => refuse(new DomainError('payload-too-large', uploadedFileMessages.tooLarge(maxBytes))));
      stream.on('end', () => {
        received = { filename: (info.filename ?? 'upload').slice(0, maxFilenameLength), bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('error', () => refuse(badRequest(uploadedFileMessages.notMultipart)));
    parser.on('close', () => {
      if (refused) return;
      if (!received) return refuse(badRequest(uploadedFileMessages.noFile));
      try {
        refuseUnstorableText({ filename: received.filename });
        resolve(received);
      } catch (error) {
        reject(error as Error);
      }
    });
    request.pipe(parser);
  });
}
