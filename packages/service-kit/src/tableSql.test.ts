import { CREATED_AT, createTableSql, UUID_KEY } from './tableSql';

describe('createTableSql', () => {
  it('writes one definition a line, in order, in the layout the migrations use', () => {
    expect(createTableSql('notes', [UUID_KEY, 'body text NOT NULL', CREATED_AT])).toBe(
      '\n      CREATE TABLE notes (\n' +
        '        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),\n' +
        '        body text NOT NULL,\n' +
        '        created_at timestamptz NOT NULL DEFAULT now()\n' +
        '      )',
    );
  });
});
