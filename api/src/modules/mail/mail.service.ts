import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../core/config.ts';
import type { Logger } from '../../core/logger.ts';
import { withTransaction } from '../../core/sql.ts';
import { forgetExpiredBodies } from './mail.sql.ts';
import { MailMessage } from './mail-message.entity.ts';

export interface Mail {
  /** What the mail is for ("confirm-email", "login-code", ...), kept in the outbox for support questions. */
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html?: string;
  /** A text file sent with the mail. */
  attachmentName?: string;
  attachmentText?: string;
  /** The body holds a secret that outlives the mail (an API key): the outbox keeps it only until it is sent. */
  forgetBodyWhenSent?: boolean;
  /** When the code or link in the body stops working: unsent by then, the mail is emptied and never sent. */
  expiresAt?: Date;
}

/** What a sent mail's body becomes when it held a secret: the outbox keeps who, when and what about. */
export const withheldBody = '(The body held a secret and was removed from the outbox once the mail was sent.)';

/** What an unsent mail's body becomes once its code or link expired. */
export const expiredBody = '(The body held a code or link that expired before the mail was sent; it was removed.)';

/** How often the outbox empties the unsent mails whose code or link expired, should nothing be sent meanwhile. */
const expirySweepMs = 60 * 1000;

/** A message that failed this often stays in the outbox for a person to look at. */
const maxDeliveryAttempts = 5;

/**
 * The outbox. A mail is written to `mail_message` in the transaction of the change that causes it, so a
 * rolled-back change sends nothing; after the commit it is delivered over SMTP when SMTP_URL is set. Without
 * SMTP_URL, the local demo (config.printMails) prints it to the log (links included, so a local user can
 * confirm an account) and marks it sent; anywhere else it stays unsent in the outbox until SMTP_URL is set.
 */
export class MailService {
  private readonly transport?: Transporter;
  private readonly expirySweep: NodeJS.Timeout;

  constructor(
    private readonly rootEm: EntityManager,
    private readonly config: Config,
    private readonly logger: Logger,
  ) {
    this.transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
    if (!this.transport && !config.printMails) {
      logger.warn(
        'SMTP_URL is not set: mails (sign-up confirmations, login codes, password resets) stay unsent in the ' +
          'mail_message table; set SMTP_URL (e.g. smtp://user:password@mail.example.org:587) to send them',
      );
    }
    this.expirySweep = setInterval(
      () => void this.forgetExpired().catch((error: unknown) => this.logger.warn(`Mail expiry failed: ${error}`)),
      expirySweepMs,
    ).unref();
  }

  stop(): void {
    clearInterval(this.expirySweep);
  }

  /** Stores a mail as part of the caller's transaction. */
  enqueue(em: EntityManager, mail: Mail): void {
    em.create(MailMessage, mail);
  }

  /**
   * Delivers what the outbox holds, this request's mail and any earlier one that failed. Call it after
   * the commit; it runs in the background so a slow mail server never slows down (or, by its timing,
   * gives away) the answer to the request, and it never throws.
   */
  deliverPending(): void {
    this.drain().catch((error: unknown) => this.logger.error('Mail delivery stopped', error));
  }

  /**
   * Mail that needs a lookup the answer must not wait for: `compose` runs in a transaction of its own in the
   * background, enqueuing what it finds to send, and the outbox is delivered after it. So the answer's time
   * does not tell what `compose` found (whether an account exists, say). It never throws.
   */
  composeAfterAnswer(compose: (em: EntityManager) => Promise<void>): void {
    this.rootEm
      .fork()
      .transactional(compose)
      .then(() => this.drain())
      .catch((error: unknown) => this.logger.error('Mail composition stopped', error));
  }

  private async drain(): Promise<void> {
    await this.forgetExpired();
    if (!this.transport && !this.config.printMails) return;
    const tried: number[] = [];
    while (await this.deliverNext(tried));
  }

  /**
   * Sends the oldest undelivered message under a row lock (SKIP LOCKED), so several api processes
   * draining the outbox at once never send the same mail twice. False when nothing is left to try.
   */
  private deliverNext(tried: number[]): Promise<boolean> {
    return this.rootEm.fork().transactional(async (em) => {
      const message = await em.findOne(
        MailMessage,
        {
          sentAt: null,
          attempts: { $lt: maxDeliveryAttempts },
          $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date() } }],
          ...(tried.length ? { id: { $nin: tried } } : {}),
        },
        { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      if (!message) return false;
      tried.push(message.id);
      message.attempts += 1;
      try {
        await this.send(message);
        message.sentAt = new Date();
        if (message.forgetBodyWhenSent) {
          message.text = withheldBody;
          message.html = null;
        }
        message.lastError = null;
      } catch (error) {
        message.lastError = (error as Error).message.slice(0, 1000);
        this.logger.warn(
          `Mail #${message.id} (${message.kind}) failed, attempt ${message.attempts}: ${message.lastError}`,
        );
      }
      return true;
    });
  }

  /** Unsent mails whose code or link expired keep who, when and what about, not the code or link. */
  private async forgetExpired(): Promise<void> {
    await withTransaction(this.rootEm, (client) => client.query(forgetExpiredBodies(expiredBody).toQuery()));
  }

  private async send(message: MailMessage): Promise<void> {
    if (!this.transport) {
      this.logger.info(
        `Mail #${message.id} (${message.kind}) to ${message.recipient}, printed because SMTP_URL is not set\n` +
          `Subject: ${message.subject}\n\n${message.text}`,
      );
      return;
    }
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: message.recipient,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.attachmentName
        ? { attachments: [{ filename: message.attachmentName, content: message.attachmentText ?? '' }] }
        : {}),
    });
    this.logger.debug(`Mail #${message.id} (${message.kind}) sent to ${message.recipient}`);
  }
}
