import { createTableSql, sqlMigration, UUID_KEY } from '@universo/service-kit';

/**
 * Chat with the characters is a separate consent, per child: a record of which version of the
 * sentence the adult accepted and when, and when it was withdrawn. At most one consent per child
 * is in force; the records stay (withdrawn) until the child or the family is deleted.
 */
export const ChildChatConsents1795216801400 = sqlMigration('ChildChatConsents1795216801400', {
  up: [
    createTableSql('child_chat_consents', [
      UUID_KEY,
      'user_id uuid NOT NULL',
      'child_profile_id uuid NOT NULL',
      'version varchar(20) NOT NULL',
      'granted_at timestamptz NOT NULL DEFAULT now()',
      'withdrawn_at timestamptz',
      'FOREIGN KEY (child_profile_id, user_id) REFERENCES child_profiles (id, user_id) ON DELETE CASCADE',
      'CHECK (withdrawn_at IS NULL OR withdrawn_at >= granted_at)',
    ]),
    `CREATE UNIQUE INDEX child_chat_consents_in_force_key ON child_chat_consents (child_profile_id) WHERE withdrawn_at IS NULL`,
    `CREATE INDEX child_chat_consents_user_idx ON child_chat_consents (user_id)`,
  ],
  down: [`DROP TABLE child_chat_consents`],
});
