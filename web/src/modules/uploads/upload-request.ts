import { ServerError } from '@apollo/client/errors';
import type { WorkbookProblem } from '@esvd/schema/uploads/workbook-checks';

import type { UploadKind } from '../../gql/graphql.ts';
import { describeError } from '../common/errors.ts';
import { bearerAuthorization } from '../common/session-token.ts';
import { uploadUrl } from './upload-kinds.ts';

/** How the server answered a file: the job started, or why not (with the located problems of a refused workbook). */
export type UploadAnswer = { ok: true; jobId: number } | { ok: false; message: string; problems: WorkbookProblem[] };

/** A problem of the server's 400 (`errors`), as the report shows the browser's. */
function problemOf(value: unknown): WorkbookProblem | null {
  const error = value as Partial<WorkbookProblem> | null;
  if (typeof error?.message !== 'string') return null;
  return {
    severity: error.severity === 'warning' ? 'warning' : 'fatal',
    message: error.message,
    sheet: typeof error.sheet === 'string' ? error.sheet : undefined,
    row: typeof error.row === 'number' ? error.row : undefined,
    column: typeof error.column === 'string' ? error.column : undefined,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The server's refusal: a 400 carries the spec's header in `title` and every located problem in `errors` (it checks
 * again, and also knows the reference lists); 409 (another upload runs) and 413 (too large) their `title`; anything
 * else what errors.ts makes of it.
 */
export function refusalOf(response: Response, bodyText: string): UploadAnswer & { ok: false } {
  const { status } = response;
  const body = parseJson(bodyText) as { title?: unknown; errors?: unknown } | undefined;
  const problems = Array.isArray(body?.errors) ? body.errors.map(problemOf).filter((problem) => problem !== null) : [];
  const message =
    status !== 401 && status !== 403 && typeof body?.title === 'string'
      ? body.title
      : describeError(new ServerError(`The upload answered ${status}`, { response, bodyText })).message;
  return { ok: false, message, problems };
}

/** Sends a checked file as multipart/form-data (field "file") with the session's token. */
export async function sendWorkbook(kind: UploadKind, file: File): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  const authorization = bearerAuthorization();
  const response = await fetch(uploadUrl(kind), {
    method: 'POST',
    headers: authorization ? { authorization } : {},
    body: form,
  });
  const bodyText = await response.text();
  if (!response.ok) return refusalOf(response, bodyText);
  return { ok: true, jobId: (JSON.parse(bodyText) as { id: number }).id };
}
