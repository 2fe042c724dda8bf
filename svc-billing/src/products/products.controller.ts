import { Controller, Get } from '@nestjs/common';
import type { Product } from '@universo/contracts';
import { ProductsService } from './products.service';

@Controller('api/products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  list(): Promise<Product[]> {
    return this.products.listActive();
  }
}
