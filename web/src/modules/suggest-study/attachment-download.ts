import { downloadWithSession } from '../common/file-download.ts';

/** The api's download of one attachment of a suggestion (api/src/modules/studies/suggested-studies.rest.ts). */
export const attachmentUrl = (id: number) => `/api/suggeststudies/attachments/${id}`;

/** Downloads an attachment with the session's token, under its own name. */
export function downloadAttachment(attachment: { id: number; filename: string }): Promise<void> {
  return downloadWithSession(attachmentUrl(attachment.id), attachment.filename);
}
