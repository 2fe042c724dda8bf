import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Product } from '../apiShapes';
import { Repository } from 'typeorm';
import { toProductResponse } from './domain/productResponse';
import { ProductEntity } from './infrastructure/product.entity';

@Injectable()
export class ProductsService {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}

  /** The shop's catalogue: active products in shop order. */
  async listActive(): Promise<Product[]> {
    const rows = await this.products.find({ where: { isActive: true }, order: { position: 'ASC', id: 'ASC' } });
    return rows.map(toProductResponse);
  }
}
