/** `child_name` → `childName`: a column's name as the service's types spell the field. */
export type FieldName<Column extends string> = Column extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<FieldName<Tail>>}` : Column;

/** A row's columns under their field names, each with its column's type. */
export type RowFields<Row> = { [Column in keyof Row as FieldName<Column & string>]: Row[Column] };

export function fieldName(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * A row as PostgreSQL answers it (snake_case columns) with the field names of the service's
 * types (camelCase): one naming rule for every repository instead of a `field: row.column` line
 * per column.
 */
export function rowFields<Row extends object>(row: Row): RowFields<Row> {
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [fieldName(column), value])) as RowFields<Row>;
}

/** Only the listed fields of `source`, in the list's order: an answer that names what it shows. */
export function pickFields<Source extends object, Field extends keyof Source>(source: Source, fields: readonly Field[]): Pick<Source, Field> {
  return Object.fromEntries(fields.map((field) => [field, source[field]])) as Pick<Source, Field>;
}
