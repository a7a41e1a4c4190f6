// The feedback form (spec 001 §3-§5, §7): signed-in users only; the answers checked by the shared rule, stored, and
// mailed to the team as a title, an HTML table (the user's words escaped) and a CSV attachment.
import { feedbackMessages } from '@esvd/schema/rules/feedback';
import { contactEmail } from '@esvd/schema/rules/product';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../api/src/app.ts';
import { startTestApp } from '../support/app.ts';
import { graphql, loginAsDemoUser, rest } from '../support/http.ts';

let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.database.orm.em.getConnection().execute<Row[]>(query, params);

const answers = {
  howSatisfied: 8,
  useForEsvd: 'Benefit transfer for <b>wetlands</b> & coasts',
  ideasForEsvd: 'More "urban" records',
  issueDownload: true,
  issueOther: true,
  issueOtherText: 'The map, at times',
};

describe('POST /api/feedback and sendFeedback', () => {
  it('are refused to visitors', async () => {
    expect((await rest(app, 'POST', '/api/feedback', answers)).status).toBe(401);
    const { errors } = await graphql(app, 'mutation F($input: FeedbackInput!) { sendFeedback(input: $input) }', {
      input: answers,
    });
    expect(errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("answer 400 with the rule's messages for a form without rating, use or other issue text", async () => {
    const token = await loginAsDemoUser(app, 'user');
    const { status, body } = await rest<{ errors: { path: string; message: string }[] }>(
      app,
      'POST',
      '/api/feedback',
      { issueOther: true },
      token,
    );
    expect(status).toBe(400);
    expect(body.errors.map((problem) => [problem.path, problem.message])).toEqual([
      ['howSatisfied', feedbackMessages.rate],
      ['useForEsvd', feedbackMessages.required],
      ['issueOtherText', feedbackMessages.otherIssue],
    ]);
  });

  it("store a user's answers and mail them to the team: title, escaped HTML table and CSV", async () => {
    const token = await loginAsDemoUser(app, 'user');
    const { data, errors } = await graphql<{ sendFeedback: boolean }>(
      app,
      'mutation F($input: FeedbackInput!) { sendFeedback(input: $input) }',
      { input: answers },
      token,
    );
    expect(errors).toBeUndefined();
    expect(data?.sendFeedback).toBe(true);

    const [stored] = await sql<Record<string, unknown>>(
      'select how_satisfied, use_for_esvd, issue_download, issue_other_text, user_id from feedback order by id desc limit 1',
    );
    expect(stored).toMatchObject({
      how_satisfied: 8,
      use_for_esvd: answers.useForEsvd,
      issue_download: true,
      issue_other_text: 'The map, at times',
    });
    expect(stored.user_id).not.toBeNull();

    const [mail] = await sql<{
      recipient: string;
      subject: string;
      html: string;
      attachment_name: string;
      attachment_text: string;
    }>(
      "select recipient, subject, html, attachment_name, attachment_text from mail_message where kind = 'feedback' order by id desc limit 1",
    );
    expect(mail.recipient).toBe(contactEmail);
    expect(mail.subject).toMatch(/^ESVD Feedback & Feature Request from /);
    expect(mail.html).toContain('Benefit transfer for &lt;b&gt;wetlands&lt;/b&gt; &amp; coasts');
    expect(mail.html).not.toContain('<b>wetlands');
    expect(mail.attachment_name).toBe('feedback.csv');
    expect(mail.attachment_text.startsWith('\uFEFF')).toBe(true);
    expect(Papa.parse<string[]>(mail.attachment_text.slice(1), { skipEmptyLines: true }).data).toEqual([
      ['Question', 'Answer'],
      ['How satisfied are you with the ESVD? (1 to 10)', '8'],
      ['What do you use the ESVD for?', answers.useForEsvd],
      ['What ideas do you have for the ESVD?', 'More "urban" records'],
      ['Have you had problems with any of these?', 'Downloading; Other'],
      ['Which other issues or bugs?', 'The map, at times'],
      ['Which features would you like the ESVD to have?', ''],
    ]);
  });
});
