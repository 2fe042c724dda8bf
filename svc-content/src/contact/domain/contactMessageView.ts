import type { ContactSubject } from '@universo/contracts';
import type { ContactMessage } from '../../apiShapes';
import { submissionFingerprint } from '../../publicWrites/duplicateSubmission';

export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  createdAt: Date;
}

/** What makes two contact messages the same one sent twice: sender, subject and text (not the name). */
export function contactFingerprint(message: { email: string; subject: string; message: string }): string {
  return submissionFingerprint([message.email, message.subject, message.message]);
}

/** The admins' view of a contact message, field by field. Pure. */
export function toContactMessageView(row: ContactMessageRecord): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
