export { DEFAULT_RETRY_POLICY, isFinalFailure, retryDelayMs, type RetryPolicy } from './backoff';
export { MailerModule, type MailerModuleOptions } from './mailer.module';
export { CreateMailOutbox1795216801300 } from './migration';
export { enqueueMail, forgetRecipient, MailOutbox, type OutgoingMail, type SqlRunner } from './outbox';
export { smtpOptions, type SmtpOptions } from './smtp';
export { escapeHtml, MAIL_SIGNATURE, type MailContent, renderMail, type RenderedMail } from './templates';
export { MAIL_TRANSPORT, type MailMessage, type MailTransport, smtpTransport } from './transport';
export { MAIL_WORKER_OPTIONS, MailWorker, type MailWorkerOptions } from './worker';
