import { CREATED_AT, createTableSql, sqlMigration } from '@universo/service-kit';

/**
 * One child profile per user (svc-auth's user id: no foreign key across databases). The book
 * generator reads `child_name` by `user_id`: keep those two names.
 */
export const CreateChildProfiles1795216800300 = sqlMigration('CreateChildProfiles1795216800300', {
  up: [
    createTableSql('child_profiles', [
      'user_id uuid PRIMARY KEY',
      'child_name varchar(40) NOT NULL CHECK (length(btrim(child_name)) > 0)',
      'child_age smallint NOT NULL CHECK (child_age BETWEEN 5 AND 14)',
      "learning_level varchar(20) NOT NULL CHECK (learning_level IN ('principiante', 'intermedio', 'avanzado'))",
      "preferred_character varchar(20) NOT NULL CHECK (preferred_character IN ('francesca', 'chispas', 'sombra', 'leo'))",
      CREATED_AT,
      'updated_at timestamptz NOT NULL DEFAULT now()',
    ]),
  ],
  down: [`DROP TABLE child_profiles`],
});
