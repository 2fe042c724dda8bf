import { CREATED_AT, createTableSql, sqlMigration } from '@universo/service-kit';

export const CreateProducts1795216800000 = sqlMigration('CreateProducts1795216800000', {
  up: [
    // A CHECK instead of a PostgreSQL enum: a new product type is one ALTER, usable at once.
    createTableSql('products', [
      'id serial PRIMARY KEY',
      'slug varchar(80) NOT NULL UNIQUE',
      'name varchar(160) NOT NULL',
      'description text NOT NULL',
      'price integer NOT NULL CHECK (price >= 0)',
      "type varchar(16) NOT NULL CHECK (type IN ('book', 'kit', 'digital'))",
      'image_url varchar(500)',
      "features text[] NOT NULL DEFAULT '{}'",
      'is_active boolean NOT NULL DEFAULT true',
      'position integer NOT NULL DEFAULT 0',
      CREATED_AT,
    ]),
    `CREATE INDEX products_active_position_idx ON products (position, id) WHERE is_active`,
  ],
  down: [`DROP TABLE products`],
});
