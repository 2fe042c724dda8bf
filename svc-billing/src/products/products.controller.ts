import { Controller, Get } from '@nestjs/common';
import type { Product } from '../apiShapes';
import { PublicRead } from '@universo/service-kit';
import { ProductsService } from './products.service';

@Controller('api/products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  /** The same catalogue for everybody: the gateway and browsers may keep it a few seconds. */
  @Get()
  @PublicRead()
  list(): Promise<Product[]> {
    return this.products.listActive();
  }
}
