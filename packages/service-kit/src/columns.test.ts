import { getMetadataArgsStorage } from 'typeorm';
import {
  BooleanColumn,
  CharColumn,
  CreatedAtColumn,
  DEFAULT_NOW,
  IntegerColumn,
  JsonbColumn,
  SmallintColumn,
  TextColumn,
  TimestampColumn,
  UuidColumn,
  UuidKey,
  VarcharColumn,
} from './columns';

/** What TypeORM recorded for `property` once `decorator` is applied to a fresh class. */
function recorded(decorator: PropertyDecorator, property = 'field') {
  const target = class {};
  decorator(target.prototype, property);
  const storage = getMetadataArgsStorage();
  const column = storage.columns.find((c) => c.target === target && c.propertyName === property);
  const generation = storage.generations.find((g) => g.target === target && g.propertyName === property);
  return { mode: column?.mode, options: column?.options, generation: generation?.strategy };
}

describe('column decorators', () => {
  it.each([
    ['VarcharColumn', VarcharColumn(80), { type: 'varchar', length: 80 }],
    [
      'VarcharColumn with extras',
      VarcharColumn(500, { name: 'image_url', nullable: true }),
      { name: 'image_url', type: 'varchar', length: 500, nullable: true },
    ],
    ['CharColumn', CharColumn(64, { select: false }), { type: 'char', length: 64, select: false }],
    ['TextColumn', TextColumn({ array: true }), { type: 'text', array: true }],
    ['TimestampColumn', TimestampColumn({ name: 'updated_at', default: DEFAULT_NOW }), { name: 'updated_at', type: 'timestamptz', default: DEFAULT_NOW }],
    ['UuidColumn', UuidColumn({ unique: true }), { type: 'uuid', unique: true }],
    ['IntegerColumn', IntegerColumn(), { type: 'integer' }],
    ['SmallintColumn', SmallintColumn({ nullable: true }), { type: 'smallint', nullable: true }],
    ['BooleanColumn', BooleanColumn({ default: false }), { type: 'boolean', default: false }],
    ['JsonbColumn', JsonbColumn(), { type: 'jsonb' }],
  ])('%s gives TypeORM the options of the hand-written @Column', (_name, decorator, options) => {
    expect(recorded(decorator)).toEqual({ mode: 'regular', options, generation: undefined });
  });

  it('makes the uuid key a primary column PostgreSQL generates', () => {
    expect(recorded(UuidKey(), 'id')).toEqual({ mode: 'regular', options: { type: 'uuid', primary: true }, generation: 'uuid' });
  });

  it('leaves created_at to the database on insert', () => {
    expect(recorded(CreatedAtColumn())).toEqual({
      mode: 'createDate',
      options: { name: 'created_at', type: 'timestamptz' },
      generation: undefined,
    });
    expect(DEFAULT_NOW()).toBe('now()');
  });
});
