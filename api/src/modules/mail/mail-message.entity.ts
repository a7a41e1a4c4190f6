import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** Outbox: every mail is stored first, then sent (or, without SMTP, printed to the log). */
@Entity({ tableName: 'mail_message' })
@Index({ properties: ['sentAt', 'createdOn'] })
export class MailMessage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  kind!: string;

  @Property({ type: 'text' })
  recipient!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text', nullable: true })
  html?: string | null;

  /** A text file sent with the mail (the feedback's answers as CSV): its name and content. */
  @Property({ type: 'text', nullable: true })
  attachmentName?: string | null;

  @Property({ type: 'text', nullable: true })
  attachmentText?: string | null;

  /** The body holds a secret that outlives the mail (an API key): it is blanked once the mail is sent. */
  @Property({ type: 'boolean', default: false })
  forgetBodyWhenSent: Opt<boolean> = false;

  /** The code or link in the body stops working then: unsent by then, the body is emptied rather than sent late. */
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdOn: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'smallint', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;
}
