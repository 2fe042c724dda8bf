import { BooleanColumn, CreatedAtColumn, TextColumn, UuidColumn, VarcharColumn } from '@universo/service-kit';
import type { CharacterId } from '@universo/contracts';
import { Entity, Index, PrimaryColumn } from 'typeorm';

@Entity('chat_messages')
@Index('chat_messages_session_created_idx', ['sessionId', 'createdAt'])
export class ChatMessageEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** Chosen by the browser, once per chat window. */
  @UuidColumn({ name: 'session_id' })
  sessionId: string;

  /** Who may read the conversation (see chatOwner.ts). Never leaves the service. */
  @TextColumn({ name: 'owner_key' })
  ownerKey: string;

  /** The child who was playing (svc-content's profile id); null for visitors. Never leaves the service. */
  @UuidColumn({ name: 'child_profile_id', nullable: true })
  childProfileId: string | null;

  @VarcharColumn(32, { name: 'character_id' })
  character: CharacterId;

  @TextColumn()
  message: string;

  @BooleanColumn({ name: 'is_user' })
  isUser: boolean;

  /** Set by PostgreSQL with clock_timestamp(), so a reply sorts after the message it answers. */
  @CreatedAtColumn()
  createdAt: Date;
}
