import { createTableSql, sqlMigration } from '@universo/service-kit';

/**
 * A play of a game with chance, dealt by the service (POST /api/axxon/plays): what it dealt
 * (`deal`, the start scenario and pocket money of Gasta o Ahorra), for which child, until when.
 * The progress event that reports it names it; `used_at` makes it count once and `closed_at`
 * marks a play left for a newer one. It goes with its child (foreign key, ON DELETE CASCADE).
 */
export const CreateGamePlays1795216801630 = sqlMigration('CreateGamePlays1795216801630', {
  up: [
    createTableSql('game_plays', [
      'id uuid PRIMARY KEY',
      'user_id uuid NOT NULL',
      'child_profile_id uuid NOT NULL',
      'activity varchar(60) NOT NULL',
      "deal jsonb NOT NULL CHECK (jsonb_typeof(deal) = 'object')",
      'goal varchar(40)',
      'dealt_at timestamptz NOT NULL DEFAULT now()',
      'expires_at timestamptz NOT NULL',
      'closed_at timestamptz',
      'used_at timestamptz',
      'progress_event_id bigint',
      'FOREIGN KEY (child_profile_id, user_id) REFERENCES child_profiles (id, user_id) ON DELETE CASCADE',
    ]),
    `CREATE INDEX game_plays_open_idx ON game_plays (child_profile_id, activity) WHERE used_at IS NULL AND closed_at IS NULL`,
    `CREATE INDEX game_plays_user_idx ON game_plays (user_id)`,
  ],
  down: [`DROP TABLE game_plays`],
});
