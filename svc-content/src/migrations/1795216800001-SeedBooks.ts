import { sqlMigration } from '@universo/service-kit';
import { seedBooks } from '../books/infrastructure/books.seed';

export const SeedBooks1795216800001 = sqlMigration('SeedBooks1795216800001', {
  up: seedBooks,
  down: [`DELETE FROM books`],
});
