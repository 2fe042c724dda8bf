import { CharColumn, TimestampColumn, UuidKey, VarcharColumn } from '@universo/service-kit';
import type { ContactSubject } from '@universo/contracts';
import { Entity } from 'typeorm';
import type { ContactMessageRecord } from '../domain/contactMessageView';

@Entity('contact_messages')
export class ContactMessageEntity implements ContactMessageRecord {
  @UuidKey()
  id: string;

  @VarcharColumn(80)
  name: string;

  @VarcharColumn(254)
  email: string;

  @VarcharColumn(16)
  subject: ContactSubject;

  @VarcharColumn(2000)
  message: string;

  /** Of email + subject + message, to answer a repeated message with the first one. */
  @CharColumn(64, { select: false })
  fingerprint: string;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;
}
