import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, as the api addressed them. */
  to: string[];
  subject: string;
  text: string;
}

export interface TestMailbox {
  /** What the api's SMTP_URL should be. */
  smtpUrl: string;
  /**
   * The first mail to `recipient` (and matching `subject`, when given) that no earlier call returned;
   * waits for it when it has not arrived yet.
   */
  next(recipient: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  /** Every mail received so far. */
  received(): readonly ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port (or the given one: the e2e api is started with its address
 * before a test file opens the mailbox) that keeps what it receives in memory, so a test can read the
 * api's mail the way a user would and follow its links. No TLS and no authentication.
 */
export async function startTestMailbox(port = 0): Promise<TestMailbox> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            mails.push({
              to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
              subject: email.subject ?? '',
              text: email.text ?? '',
            });
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: listeningPort } = server.server.address() as AddressInfo;

  const take = (recipient: string, subject?: RegExp) => {
    const mail = mails.find(
      (candidate) =>
        !taken.has(candidate) &&
        candidate.to.includes(recipient.toLowerCase()) &&
        (!subject || subject.test(candidate.subject)),
    );
    if (mail) taken.add(mail);
    return mail;
  };

  return {
    smtpUrl: `smtp://127.0.0.1:${listeningPort}`,
    next(recipient, { subject, timeoutMs = 10_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = take(recipient, subject);
          if (!mail) return;
          finish();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`No mail to ${recipient} within ${timeoutMs} ms; received: ${JSON.stringify(mails)}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    received: () => mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link to a page of the web app in a mail, e.g. `linkIn(mail, '/confirmemail')`. */
export function linkIn(mail: ReceivedMail, pathname: string): URL {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((candidate) => new URL(candidate))
    .find((url) => url.pathname === pathname);
  if (!link) throw new Error(`No ${pathname} link in: ${mail.text}`);
  return link;
}

/** The one-time login code in a mail. */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b\d{6}\b/.exec(mail.text)?.[0];
  if (!code) throw new Error(`No code in: ${mail.text}`);
  return code;
}
