import { PRODUCT_CURRENCY } from '@universo/contracts';
import type { Product } from '../../apiShapes';
import type { ProductEntity } from '../infrastructure/product.entity';

/** The public shape of a product: only the contract's fields leave the service. */
export function toProductResponse(entity: ProductEntity): Product {
  return {
    id: entity.id,
    name: entity.name,
    description: entity.description,
    price: entity.price,
    currency: PRODUCT_CURRENCY,
    type: entity.type,
    imageUrl: entity.imageUrl,
    features: [...entity.features],
    isActive: entity.isActive,
    createdAt: entity.createdAt.toISOString(),
  };
}
