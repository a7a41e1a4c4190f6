import { contactEmail, productName } from '@esvd/schema/rules/product';
import { feedbackAnswers, feedbackCsv, feedbackInput } from '@esvd/schema/rules/feedback';
import type { Context } from '../../core/context.ts';
import { parseInput, unauthenticated } from '../../core/errors.ts';
import { User } from '../accounts/index.ts';
import type { MailService } from '../mail/index.ts';
import { Feedback } from './feedback.entity.ts';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => htmlEscapes[character]);

/**
 * The feedback and feature request form (spec 001 §3, §4): a signed-in user's answers are stored and mailed to the
 * team (title, an HTML table of the answers, and the same answers as a CSV attachment) in one transaction; the mail
 * leaves the outbox after the commit.
 */
export class FeedbackService {
  constructor(private readonly mail: MailService) {}

  async send(context: Context, input: unknown): Promise<boolean> {
    if (context.principal.kind !== 'user') throw unauthenticated();
    const userId = context.principal.userId;
    const feedback = parseInput(feedbackInput, input);
    await context.em.transactional(async (em) => {
      const user = await em.findOneOrFail(User, userId);
      em.create(Feedback, { ...feedback, user });
      const sender = `${user.displayName || user.userName} <${user.email}>`;
      const answers = feedbackAnswers(feedback);
      const rows = answers
        .map(
          ([question, answer]) =>
            `<tr><th align="left">${escapeHtml(question)}</th><td>${escapeHtml(answer)}</td></tr>`,
        )
        .join('');
      this.mail.enqueue(em, {
        kind: 'feedback',
        recipient: contactEmail,
        subject: `${productName} Feedback & Feature Request from ${user.displayName || user.userName}`,
        text: `From ${sender}\n\n${answers.map(([question, answer]) => `${question}\n${answer || '-'}`).join('\n\n')}`,
        html: `<p>From ${escapeHtml(sender)}</p><table>${rows}</table>`,
        attachmentName: 'feedback.csv',
        attachmentText: feedbackCsv(feedback),
      });
    });
    this.mail.deliverPending();
    return true;
  }
}
