import type { MigrationInterface, QueryRunner } from 'typeorm';
import { seedBooks } from '../books/infrastructure/books.seed';

export class SeedBooks1795216800001 implements MigrationInterface {
  name = 'SeedBooks1795216800001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await seedBooks(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM books`);
  }
}
