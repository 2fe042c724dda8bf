import { CREATED_AT, createTableSql, sqlMigration } from '@universo/service-kit';

export const CreateBooks1795216800000 = sqlMigration('CreateBooks1795216800000', {
  up: [
    createTableSql('books', [
      'id integer PRIMARY KEY CHECK (id > 0)',
      'title varchar(160) NOT NULL',
      'description text NOT NULL',
      'icon varchar(32) NOT NULL',
      'color varchar(64) NOT NULL',
      "status varchar(40) NOT NULL DEFAULT 'Disponible'",
      'summary text',
      'position integer NOT NULL DEFAULT 0',
      CREATED_AT,
    ]),
    createTableSql('chapters', [
      'id serial PRIMARY KEY',
      'book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE',
      'number integer NOT NULL CHECK (number > 0)',
      'title varchar(160) NOT NULL',
      'description text NOT NULL',
      'icon varchar(32) NOT NULL',
      'color varchar(64) NOT NULL',
      'button_color varchar(64) NOT NULL',
      "story text NOT NULL DEFAULT ''",
      "lesson text NOT NULL DEFAULT ''",
      `"character" text NOT NULL DEFAULT ''`,
      "activity text NOT NULL DEFAULT ''",
      'audio_file varchar(500)',
      'CONSTRAINT chapters_book_number_key UNIQUE (book_id, number)',
    ]),
  ],
  down: [`DROP TABLE chapters`, `DROP TABLE books`],
});
