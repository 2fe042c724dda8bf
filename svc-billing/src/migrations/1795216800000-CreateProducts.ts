import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateProducts1795216800000 implements MigrationInterface {
  name = 'CreateProducts1795216800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A CHECK instead of a PostgreSQL enum: a new product type is one ALTER, usable at once.
    await queryRunner.query(`
      CREATE TABLE products (
        id serial PRIMARY KEY,
        slug varchar(80) NOT NULL UNIQUE,
        name varchar(160) NOT NULL,
        description text NOT NULL,
        price integer NOT NULL CHECK (price >= 0),
        type varchar(16) NOT NULL CHECK (type IN ('book', 'kit', 'digital')),
        image_url varchar(500),
        features text[] NOT NULL DEFAULT '{}',
        is_active boolean NOT NULL DEFAULT true,
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX products_active_position_idx ON products (position, id) WHERE is_active`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE products`);
  }
}
