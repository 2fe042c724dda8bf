import { sqlMigration } from '@universo/service-kit';

/**
 * What a child did, as it happened: the dashboard and rewards are computed from these rows when
 * read. A repeat is refused by the partial unique indexes (a client's event id; a chapter read).
 */
export const CreateProgressEvents1795216800301 = sqlMigration('CreateProgressEvents1795216800301', {
  up: [
    `
      CREATE TABLE progress_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES child_profiles (user_id) ON DELETE CASCADE,
        event_id uuid,
        type varchar(40) NOT NULL CHECK (type IN (
          'game_finished', 'business_plan_created', 'challenge_completed', 'chapter_read', 'logo_created', 'demo_used'
        )),
        activity varchar(60) NOT NULL,
        points integer CHECK (points BETWEEN 0 AND 1000),
        details jsonb CHECK (details IS NULL OR jsonb_typeof(details) = 'object'),
        occurred_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX progress_events_user_time_idx ON progress_events (user_id, occurred_at, id)`,
    `CREATE UNIQUE INDEX progress_events_client_event_key ON progress_events (user_id, event_id) WHERE event_id IS NOT NULL`,
    `CREATE UNIQUE INDEX progress_events_chapter_read_key ON progress_events (user_id, activity) WHERE type = 'chapter_read'`,
  ],
  down: [`DROP TABLE progress_events`],
});
