import type { ContactSubject } from '@universo/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ContactMessageRecord } from '../domain/contactMessageView';

@Entity({ name: 'contact_messages' })
export class ContactMessageEntity implements ContactMessageRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 16 })
  subject: ContactSubject;

  @Column({ type: 'varchar', length: 2000 })
  message: string;

  /** Of email + subject + message, to answer a repeated message with the first one. */
  @Column({ type: 'char', length: 64, select: false })
  fingerprint: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
