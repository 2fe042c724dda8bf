import { createTableSql, sqlMigration } from '@universo/service-kit';

export const CreateChatMessages1795216800000 = sqlMigration('CreateChatMessages1795216800000', {
  up: [
    createTableSql('chat_messages', [
      'id uuid PRIMARY KEY',
      'session_id uuid NOT NULL',
      'owner_key text NOT NULL',
      'character_id varchar(32) NOT NULL',
      'message text NOT NULL',
      'is_user boolean NOT NULL',
      'created_at timestamptz NOT NULL DEFAULT clock_timestamp()',
    ]),
    `CREATE INDEX chat_messages_session_created_idx ON chat_messages (session_id, created_at)`,
  ],
  down: [`DROP TABLE chat_messages`],
});
