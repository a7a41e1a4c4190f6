import { ServerError } from '@apollo/client/errors';

import { fileNameOf, saveFile } from '../common/file-download.ts';
import { bearerAuthorization } from '../common/session-token.ts';

/** The api's download of one attachment of a suggestion (api/src/modules/studies/suggested-studies.rest.ts). */
export const attachmentUrl = (id: number) => `/api/suggeststudies/attachments/${id}`;

/**
 * Downloads an attachment with the session's bearer token (a plain link would carry none) and hands it to the
 * browser under its own name. A refusal is thrown as the ServerError that errors.ts turns into the user's message.
 */
export async function downloadAttachment(attachment: { id: number; filename: string }): Promise<void> {
  const authorization = bearerAuthorization();
  const response = await fetch(attachmentUrl(attachment.id), { headers: authorization ? { authorization } : {} });
  if (!response.ok) {
    const bodyText = await response.text();
    throw new ServerError(`The download answered ${response.status}`, { response, bodyText });
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? attachment.filename;
  saveFile({ blob: await response.blob(), fileName, rows: null });
}
