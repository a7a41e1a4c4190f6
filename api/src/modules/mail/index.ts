// The mail module: the outbox of mails and their sending.
export { MailMessage } from './mail-message.entity.ts';
export { MailService, type Mail } from './mail.service.ts';
