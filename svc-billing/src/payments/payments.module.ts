import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentProviders } from './paymentProviders';
import { SandboxPreapprovalEntity } from './sandbox/sandboxPreapproval.entity';
import { SandboxProvider } from './sandbox/sandboxProvider';

@Module({
  imports: [TypeOrmModule.forFeature([SandboxPreapprovalEntity])],
  providers: [SandboxProvider, PaymentProviders],
  exports: [SandboxProvider, PaymentProviders],
})
export class PaymentsModule {}
