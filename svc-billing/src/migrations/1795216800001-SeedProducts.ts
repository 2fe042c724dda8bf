import type { MigrationInterface, QueryRunner } from 'typeorm';
import { seedProducts } from '../products/infrastructure/products.seed';

export class SeedProducts1795216800001 implements MigrationInterface {
  name = 'SeedProducts1795216800001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await seedProducts(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM products`);
  }
}
