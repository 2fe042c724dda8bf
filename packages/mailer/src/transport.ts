import { createTransport } from 'nodemailer';
import { smtpOptions } from './smtp';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** What the worker sends through; SMTP in every environment (a catcher in development). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport(smtpOptions(smtpUrl));
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
