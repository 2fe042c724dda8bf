import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RenderedMail } from './templates';

/** One mail to queue: what kind it is (for the logs), who gets it, and what it says. */
export interface OutgoingMail extends RenderedMail {
  kind: string;
  to: string;
}

/** Anything that runs SQL: an EntityManager inside a transaction, or a DataSource. */
export type SqlRunner = Pick<EntityManager, 'query'>;

/**
 * Queues a mail in the service's `mail_outbox`. Called with the transaction's manager, the mail
 * exists exactly when the change that caused it was committed; the worker sends it.
 */
export async function enqueueMail(db: SqlRunner, mail: OutgoingMail): Promise<string> {
  const rows = (await db.query(`INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
    mail.kind,
    mail.to.trim().toLowerCase(),
    mail.subject,
    mail.text,
    mail.html,
  ])) as { id: string }[];
  const id = rows[0]?.id;
  if (!id) throw new Error('mail_outbox: no se guardó el correo');
  return id;
}

/** Removes every mail to an address, sent or not (an account being deleted). */
export async function forgetRecipient(db: SqlRunner, email: string): Promise<void> {
  await db.query(`DELETE FROM mail_outbox WHERE to_address = $1`, [email.trim().toLowerCase()]);
}

/** The injectable face of the outbox, for services that prefer it to the functions. */
@Injectable()
export class MailOutbox {
  enqueue(manager: SqlRunner, mail: OutgoingMail): Promise<string> {
    return enqueueMail(manager, mail);
  }

  forgetRecipient(manager: SqlRunner, email: string): Promise<void> {
    return forgetRecipient(manager, email);
  }
}
