import { sqlMigration } from '@universo/service-kit';
import { seedProducts } from '../products/infrastructure/products.seed';

export const SeedProducts1795216800001 = sqlMigration('SeedProducts1795216800001', {
  up: seedProducts,
  down: [`DELETE FROM products`],
});
