import { createTableSql, sqlMigration } from '@universo/service-kit';

/**
 * Every payment notification's signature accepted in the last hour, so a captured notification
 * posted again (with its headers, under any notification id) is refused. Older rows are useless:
 * a signature more than five minutes from billing's clock is refused anyway.
 */
export const NotificationSignatures1795216800004 = sqlMigration('NotificationSignatures1795216800004', {
  up: [
    createTableSql('notification_signatures', [
      'provider varchar(16) NOT NULL',
      'signature char(64) NOT NULL',
      'event_id varchar(200) NOT NULL',
      'received_at timestamptz NOT NULL',
      'PRIMARY KEY (provider, signature)',
    ]),
    `CREATE INDEX notification_signatures_received_at ON notification_signatures (received_at)`,
  ],
  down: [`DROP TABLE notification_signatures`],
});
