import { Module } from '@nestjs/common';
import { BillingEntitlementChecker, ENTITLEMENT_CHECKER } from './entitlementChecker';

@Module({
  providers: [{ provide: ENTITLEMENT_CHECKER, useClass: BillingEntitlementChecker }],
  exports: [ENTITLEMENT_CHECKER],
})
export class EntitlementsModule {}
