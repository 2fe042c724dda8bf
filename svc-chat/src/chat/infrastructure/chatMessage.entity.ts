import type { CharacterId } from '@universo/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'chat_messages' })
@Index('chat_messages_session_created_idx', ['sessionId', 'createdAt'])
export class ChatMessageEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** Chosen by the browser, once per chat window. */
  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  /** Who may read the conversation (see chatOwner.ts). Never leaves the service. */
  @Column({ name: 'owner_key', type: 'text' })
  ownerKey: string;

  /** The child who was playing (svc-content's profile id); null for visitors. Never leaves the service. */
  @Column({ name: 'child_profile_id', type: 'uuid', nullable: true })
  childProfileId: string | null;

  @Column({ name: 'character_id', type: 'varchar', length: 32 })
  character: CharacterId;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'is_user', type: 'boolean' })
  isUser: boolean;

  /** Set by PostgreSQL with clock_timestamp(), so a reply sorts after the message it answers. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
