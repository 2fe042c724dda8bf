/**
 * The pieces of SQL most tables repeat, for migrations. The statement text is laid out as the
 * migrations always wrote it by hand (so an applied migration written with these runs the same
 * bytes): one column or constraint a line.
 */

/** `id uuid PRIMARY KEY DEFAULT gen_random_uuid()`: the key of most tables. */
export const UUID_KEY = 'id uuid PRIMARY KEY DEFAULT gen_random_uuid()';

/** When the row was written; PostgreSQL fills it in. */
export const CREATED_AT = 'created_at timestamptz NOT NULL DEFAULT now()';

/** `CREATE TABLE name (...)` with the given columns and table constraints, in order. */
export function createTableSql(name: string, definitions: readonly string[]): string {
  return `\n      CREATE TABLE ${name} (\n${definitions.map((line) => `        ${line}`).join(',\n')}\n      )`;
}
