import { Column, type ColumnOptions, type ColumnType, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The column kinds the services' tables use, one decorator each, so an entity says what a
 * column is (a bounded string, a timestamp, a uuid) and the TypeORM spelling of it lives here.
 * Each decorator hands TypeORM the same options a hand-written @Column would, so the mapping is
 * unchanged; the migrations stay the source of the schema.
 */
export type ColumnExtras = Omit<ColumnOptions, 'type' | 'length'>;

/** For a column PostgreSQL fills with now() when the insert leaves it out. */
export const DEFAULT_NOW = (): string => 'now()';

/** `id uuid PRIMARY KEY DEFAULT gen_random_uuid()`. */
export const UuidKey = (): PropertyDecorator => PrimaryGeneratedColumn('uuid');

/** `created_at timestamptz NOT NULL DEFAULT now()`, left to the database on insert. */
export const CreatedAtColumn = (): PropertyDecorator => CreateDateColumn({ name: 'created_at', type: 'timestamptz' });

function ofType(type: ColumnType): (extras?: ColumnExtras) => PropertyDecorator {
  return (extras = {}) => Column({ ...extras, type });
}

function sized(type: 'varchar' | 'char'): (length: number, extras?: ColumnExtras) => PropertyDecorator {
  return (length, extras = {}) => Column({ ...extras, type, length });
}

export const VarcharColumn = sized('varchar');
/** A fixed-width string, e.g. a hex digest. */
export const CharColumn = sized('char');
export const TextColumn = ofType('text');
export const TimestampColumn = ofType('timestamptz');
export const UuidColumn = ofType('uuid');
export const IntegerColumn = ofType('integer');
export const SmallintColumn = ofType('smallint');
export const BooleanColumn = ofType('boolean');
export const JsonbColumn = ofType('jsonb');
