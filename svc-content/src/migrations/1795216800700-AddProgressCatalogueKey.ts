import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A personalised challenge or a library printable counts once per child: the service records
 * which one an event completed (`catalogue_key`) and a partial unique index refuses a repeat.
 * Older rows keep NULL, so they never conflict.
 */
export class AddProgressCatalogueKey1795216800700 implements MigrationInterface {
  name = 'AddProgressCatalogueKey1795216800700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE progress_events ADD COLUMN catalogue_key varchar(80)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX progress_events_catalogue_key ON progress_events (user_id, activity, catalogue_key) WHERE catalogue_key IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX progress_events_catalogue_key`);
    await queryRunner.query(`ALTER TABLE progress_events DROP COLUMN catalogue_key`);
  }
}
