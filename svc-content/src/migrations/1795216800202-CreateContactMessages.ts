import { CREATED_AT, createTableSql, sqlMigration, UUID_KEY } from '@universo/service-kit';

export const CreateContactMessages1795216800202 = sqlMigration('CreateContactMessages1795216800202', {
  up: [
    createTableSql('contact_messages', [
      UUID_KEY,
      'name varchar(80) NOT NULL',
      'email varchar(254) NOT NULL',
      "subject varchar(16) NOT NULL CHECK (subject IN ('padre', 'educador', 'prensa', 'distribuidor', 'otro'))",
      'message varchar(2000) NOT NULL',
      'fingerprint char(64) NOT NULL',
      CREATED_AT,
    ]),
    `CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC, id DESC)`,
    `CREATE INDEX contact_messages_fingerprint_idx ON contact_messages (fingerprint, created_at DESC)`,
  ],
  down: [`DROP TABLE contact_messages`],
});
