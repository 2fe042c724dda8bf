import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { ContactMessage, ContactResponse } from '../apiShapes';
import { DataSource, Repository } from 'typeorm';
import { storeSubmissionOnce } from '../publicWrites/duplicateSubmission';
import { MESSAGE_SENT } from './contact.messages';
import { contactFingerprint, toContactMessageView } from './domain/contactMessageView';
import type { CreateContactMessageDto } from './dto/createContactMessage.dto';
import { ContactMessageEntity } from './infrastructure/contactMessage.entity';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Stores a contact message. The same message (sender, subject, text) sent again within the
   * duplicate window answers with the first one: nothing is lost and nothing is stored twice,
   * even when both copies arrive at once on different replicas (see storeSubmissionOnce).
   */
  async send(dto: CreateContactMessageDto): Promise<ContactResponse> {
    const fingerprint = contactFingerprint(dto);
    const id = await storeSubmissionOnce(this.dataSource, 'contact_messages', fingerprint, async (manager) => {
      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO contact_messages (name, email, subject, message, fingerprint) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [dto.name, dto.email, dto.subject, dto.message, fingerprint],
      );
      return row!.id;
    });
    return { message: MESSAGE_SENT, id };
  }

  /** For admins: newest first. */
  async list(page: { offset: number; limit: number }): Promise<{ items: ContactMessage[]; total: number }> {
    const [rows, total] = await this.messages.findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, skip: page.offset, take: page.limit });
    return { items: rows.map(toContactMessageView), total };
  }
}
