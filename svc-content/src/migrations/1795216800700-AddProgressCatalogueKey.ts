import { sqlMigration } from '@universo/service-kit';

/**
 * A personalised challenge or a library printable counts once per child: the service records
 * which one an event completed (`catalogue_key`) and a partial unique index refuses a repeat.
 * Older rows keep NULL, so they never conflict.
 */
export const AddProgressCatalogueKey1795216800700 = sqlMigration('AddProgressCatalogueKey1795216800700', {
  up: [
    `ALTER TABLE progress_events ADD COLUMN catalogue_key varchar(80)`,
    `CREATE UNIQUE INDEX progress_events_catalogue_key ON progress_events (user_id, activity, catalogue_key) WHERE catalogue_key IS NOT NULL`,
  ],
  down: [`DROP INDEX progress_events_catalogue_key`, `ALTER TABLE progress_events DROP COLUMN catalogue_key`],
});
