import { CREATED_AT, createTableSql } from '@universo/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A family (svc-auth's adult account) has up to five children, and one of them is playing.
 * `child_profiles` rows become the family's children (keyed by their own `id`), each with an
 * avatar from a fixed list; what a child did (`progress_events`) belongs to that child, as drawings
 * already do. Today's accounts become a family with one child, who is the one playing.
 */
export class ChildrenOfAFamily1795216800800 implements MigrationInterface {
  name = 'ChildrenOfAFamily1795216800800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE child_profiles ADD COLUMN avatar varchar(20) NOT NULL DEFAULT 'estrella'
        CHECK (avatar IN ('unicornio', 'cohete', 'estrella', 'zorro', 'buho', 'dragon', 'gato', 'tortuga'))`);

    // Progress moves from the account to the child: every existing event is its only child's.
    await queryRunner.query(`ALTER TABLE progress_events ADD COLUMN child_profile_id uuid`);
    await queryRunner.query(`UPDATE progress_events e SET child_profile_id = p.id FROM child_profiles p WHERE p.user_id = e.user_id`);
    await queryRunner.query(`ALTER TABLE progress_events ALTER COLUMN child_profile_id SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE progress_events DROP CONSTRAINT progress_events_user_id_fkey`);
    await queryRunner.query(`DROP INDEX progress_events_user_time_idx`);
    await queryRunner.query(`DROP INDEX progress_events_client_event_key`);
    await queryRunner.query(`DROP INDEX progress_events_chapter_read_key`);
    await queryRunner.query(`DROP INDEX progress_events_catalogue_key`);

    // A family has several children: the account's id no longer identifies one.
    await queryRunner.query(`ALTER TABLE child_profiles DROP CONSTRAINT child_profiles_pkey`);
    await queryRunner.query(`ALTER TABLE child_profiles ADD CONSTRAINT child_profiles_pkey PRIMARY KEY (id)`);
    await queryRunner.query(`ALTER TABLE child_profiles DROP CONSTRAINT child_profiles_id_key`);
    await queryRunner.query(`CREATE INDEX child_profiles_user_created_idx ON child_profiles (user_id, created_at, id)`);

    await queryRunner.query(`
      ALTER TABLE progress_events ADD CONSTRAINT progress_events_child_fkey
        FOREIGN KEY (child_profile_id, user_id) REFERENCES child_profiles (id, user_id) ON DELETE CASCADE`);
    await queryRunner.query(`CREATE INDEX progress_events_child_time_idx ON progress_events (child_profile_id, occurred_at, id)`);
    await queryRunner.query(`CREATE INDEX progress_events_user_idx ON progress_events (user_id)`);
    await queryRunner.query(`CREATE UNIQUE INDEX progress_events_client_event_key ON progress_events (child_profile_id, event_id) WHERE event_id IS NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX progress_events_chapter_read_key ON progress_events (child_profile_id, activity) WHERE type = 'chapter_read'`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX progress_events_catalogue_key ON progress_events (child_profile_id, activity, catalogue_key) WHERE catalogue_key IS NOT NULL`,
    );

    // The family: who is playing. Deleting that child leaves nobody playing (the family stays).
    await queryRunner.query(
      createTableSql('families', [
        'user_id uuid PRIMARY KEY',
        'active_child_id uuid',
        CREATED_AT,
        'FOREIGN KEY (active_child_id, user_id) REFERENCES child_profiles (id, user_id) ON DELETE SET NULL (active_child_id)',
      ]),
    );
    await queryRunner.query(`INSERT INTO families (user_id, active_child_id, created_at) SELECT user_id, id, created_at FROM child_profiles`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE families`);
    // Back to one profile per account: the oldest child of each family stays.
    await queryRunner.query(`
      DELETE FROM child_profiles p USING child_profiles older
       WHERE older.user_id = p.user_id AND (older.created_at, older.id) < (p.created_at, p.id)`);
    await queryRunner.query(`DROP INDEX progress_events_catalogue_key`);
    await queryRunner.query(`DROP INDEX progress_events_chapter_read_key`);
    await queryRunner.query(`DROP INDEX progress_events_client_event_key`);
    await queryRunner.query(`DROP INDEX progress_events_user_idx`);
    await queryRunner.query(`DROP INDEX progress_events_child_time_idx`);
    await queryRunner.query(`ALTER TABLE progress_events DROP CONSTRAINT progress_events_child_fkey`);
    await queryRunner.query(`DROP INDEX child_profiles_user_created_idx`);
    await queryRunner.query(`ALTER TABLE child_profiles ADD CONSTRAINT child_profiles_id_key UNIQUE (id)`);
    await queryRunner.query(`ALTER TABLE child_profiles DROP CONSTRAINT child_profiles_pkey`);
    await queryRunner.query(`ALTER TABLE child_profiles ADD CONSTRAINT child_profiles_pkey PRIMARY KEY (user_id)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX progress_events_catalogue_key ON progress_events (user_id, activity, catalogue_key) WHERE catalogue_key IS NOT NULL`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX progress_events_chapter_read_key ON progress_events (user_id, activity) WHERE type = 'chapter_read'`);
    await queryRunner.query(`CREATE UNIQUE INDEX progress_events_client_event_key ON progress_events (user_id, event_id) WHERE event_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX progress_events_user_time_idx ON progress_events (user_id, occurred_at, id)`);
    await queryRunner.query(
      `ALTER TABLE progress_events ADD CONSTRAINT progress_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES child_profiles (user_id) ON DELETE CASCADE`,
    );
    await queryRunner.query(`ALTER TABLE progress_events DROP COLUMN child_profile_id`);
    await queryRunner.query(`ALTER TABLE child_profiles DROP COLUMN avatar`);
  }
}
