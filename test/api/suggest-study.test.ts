// Suggest a Study (spec 000 §3-§5, §7, §9; issue 5): the form's rules on the server, attachments
// checked by name and by content, and the admins' list and downloads.
import { attachmentMessages, maximumAttachmentBytes } from '@esvd/schema/rules/studies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { Migration20261125090000 } from '../../migrations/Migration20261125090000.ts';
import { suggestionThanks } from '../../api/src/modules/studies/suggested-studies.service.ts';
import { startTestApp } from '../support/app.ts';
import { loginAsAdmin, loginAsDemoUser, rest } from '../support/http.ts';
import { withDatabase } from './search-fixtures.ts';

interface Problem {
  title: string;
  errors?: { path: string; message: string }[];
}

interface Suggestion {
  id: number;
  title: string;
  suggestedBy: string | null;
  attachments: { id: number; filename: string; contentType: string; size: number }[];
}

let app: RunningApp;
let user: string;
let basic: string;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  [user, basic, admin] = await Promise.all([
    loginAsDemoUser(app, 'user'),
    loginAsDemoUser(app, 'basic'),
    loginAsAdmin(app),
  ]);
});

afterAll(async () => {
  await app?.stop();
});

const file = (filename: string, bytes: Buffer | string, contentType = 'application/octet-stream') => ({
  filename,
  contentType,
  content: Buffer.from(bytes).toString('base64'),
});

const documents = {
  pdf: file('study.pdf', '%PDF-1.7\n1 0 obj', 'application/pdf'),
  txt: file('notes.txt', 'Valuation of wetlands — résumé\n', 'text/plain'),
  doc: file('old.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])),
  docx: file('new.docx', 'PK\u0003\u0004....[Content_Types].xml....word/document.xml'),
  odt: file('open.odt', 'PK\u0003\u0004....mimetypeapplication/vnd.oasis.opendocument.text....'),
};

const suggestion = (attachment: unknown[], changes: Record<string, unknown> = {}) => ({
  title: 'Wetland values in the Sahel',
  description: 'Primary valuation data for 12 sites',
  studyType: 'journal article',
  attachment,
  ...changes,
});

const suggest = (body: unknown, token = user) =>
  rest<Problem & { id: number; message: string }>(app, 'POST', '/api/suggeststudies', body, token);

describe('suggesting', () => {
  it('accepts each of pdf, docx, odt, doc and txt, and admins list and download them', async () => {
    for (const [first, second] of [
      [documents.pdf, documents.txt],
      [documents.doc, documents.docx],
      [documents.odt, undefined],
    ]) {
      const response = await suggest(suggestion(second ? [first, second] : [first]));
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(suggestionThanks);
    }
    const listed = await rest<Suggestion[]>(app, 'GET', '/api/suggeststudies', undefined, admin);
    const [newest] = listed.body;
    expect(newest.attachments.map((attachment) => attachment.filename)).toEqual(['open.odt']);
    expect(newest.suggestedBy).toBe('Demo user');
    const withPdf = listed.body.find((entry) => entry.attachments.some((a) => a.filename === 'study.pdf'))!;
    const pdf = withPdf.attachments.find((a) => a.filename === 'study.pdf')!;
    const download = await fetch(`${app.url}/api/suggeststudies/attachments/${pdf.id}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(download.headers.get('content-disposition')).toContain('study.pdf');
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe('%PDF-1.7\n1 0 obj');
  });

  it('answers every message of the form', async () => {
    const empty = await suggest({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.map((problem) => problem.message)).toEqual([
      'Title is required',
      'Study Description is required',
      'Study Type is required',
      'Attachment field must have at least 1 item',
    ]);
    expect((await suggest(suggestion([]))).body.title).toBe('Attachment field must have at least 1 item');
  });

  it('takes at most 2 files', async () => {
    const response = await suggest(suggestion([documents.pdf, documents.txt, documents.doc]));
    expect(response.status).toBe(400);
    expect(response.body.title).toBe(attachmentMessages.tooMany);
  });

  it('refuses other formats by name', async () => {
    for (const name of ['photo.png', 'setup.exe', 'study']) {
      const response = await suggest(suggestion([{ ...documents.pdf, filename: name }]));
      expect(response.status).toBe(400);
      expect(response.body.title).toBe(attachmentMessages.format);
    }
  });

  it('refuses a document whose content is not what its name says, such as a renamed .exe', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);
    for (const attachment of [
      file('study.pdf', program),
      file('study.doc', program),
      file('study.docx', 'PK\u0003\u0004 an ordinary zip'),
      file('study.odt', 'PK\u0003\u0004....[Content_Types].xml....word/document.xml'),
      file('notes.txt', Buffer.from([0x48, 0x00, 0x49])),
      file('notes.txt', Buffer.from([0xff, 0xfe, 0xfd])),
      file('empty.pdf', ''),
    ]) {
      const response = await suggest(suggestion([documents.pdf, attachment]));
      expect(response.status, attachment.filename).toBe(400);
      expect(response.body.title).toBe(attachmentMessages.content(attachment.filename));
    }
  });

  it('refuses more than 10 MB in total', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(maximumAttachmentBytes / 2)]);
    const response = await suggest(suggestion([file('a.pdf', big), file('b.pdf', big)]));
    expect(response.status).toBe(400);
    expect(response.body.title).toBe(attachmentMessages.tooLarge);
  });

  it('is for users with Suggest a Study; the list and downloads are for admins', async () => {
    expect((await suggest(suggestion([documents.pdf]), basic)).status).toBe(403);
    expect((await rest(app, 'GET', '/api/suggeststudies', undefined, user)).status).toBe(403);
    expect((await rest(app, 'GET', '/api/suggeststudies/attachments/1', undefined, user)).status).toBe(403);
  });
});

describe('a document as admins download it', () => {
  const page = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n';
  const declaredHtml = [file('résumé.txt', page, 'text/html'), file('study.pdf', '%PDF-1.7\n1 0 obj', 'text/html')];
  const servedAs = [
    ['résumé.txt', 'text/plain; charset=utf-8'],
    ['study.pdf', 'application/pdf'],
  ];

  /** A suggestion's attachments, by file name. */
  const suggestedAttachments = async (id: number) =>
    (await rest<Suggestion[]>(app, 'GET', '/api/suggeststudies', undefined, admin)).body
      .find((entry) => entry.id === id)!
      .attachments.sort((a, b) => a.filename.localeCompare(b.filename));
  const download = (id: number) =>
    fetch(`${app.url}/api/suggeststudies/attachments/${id}`, { headers: { authorization: `Bearer ${admin}` } });

  it('goes as an attachment with the type of its checked content, never the type its uploader declared', async () => {
    const response = await suggest(suggestion(declaredHtml));
    expect(response.status).toBe(200);
    const attachments = await suggestedAttachments(response.body.id);
    expect(attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual(servedAs);

    const [text, pdf] = await Promise.all(attachments.map((attachment) => download(attachment.id)));
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.headers.get('content-disposition')).toBe(
      `attachment; filename="r?sum?.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9.txt`,
    );
    expect(text.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await text.text()).toBe(page);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename=study.pdf');
  });

  it('stored with its declared type before (Migration20261125090000), is listed and served by its content', async () => {
    const response = await suggest(suggestion(declaredHtml));
    const stored = await suggestedAttachments(response.body.id);
    const ids = stored.map((attachment) => attachment.id);
    await withDatabase(app.database.url, async (client) => {
      await client.query(`update suggested_study_attachment set content_type = 'text/html' where id = any($1)`, [ids]);
      const served = await Promise.all(ids.map(download));
      expect(served.map((answer) => answer.headers.get('content-type'))).toEqual(servedAs.map(([, type]) => type));
      const listedBefore = await suggestedAttachments(response.body.id);
      expect(listedBefore.map((attachment) => attachment.contentType)).toEqual(['text/html', 'text/html']);

      const migration = new Migration20261125090000(undefined as never, undefined as never);
      await migration.up();
      for (const statement of migration.getQueries()) await client.query(statement as string);
    });
    const migrated = await suggestedAttachments(response.body.id);
    expect(migrated.map((attachment) => [attachment.filename, attachment.contentType])).toEqual(servedAs);
  });
});
