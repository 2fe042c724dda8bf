import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceKitModule } from '@universo/service-kit';
import { BillingConfig } from './config';
import { migrations } from './migrations';
import { ProductEntity } from './products/infrastructure/product.entity';
import { ProductsModule } from './products/products.module';

@Module({})
export class AppModule {}

export function appModule(config: BillingConfig): DynamicModule {
  return {
    module: AppModule,
    imports: [
      ServiceKitModule.forRoot({ name: 'billing', config, entities: [ProductEntity], migrations }),
      ProductsModule,
    ],
  };
}
