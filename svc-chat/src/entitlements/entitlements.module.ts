import { Module } from '@nestjs/common';
import { ENTITLEMENT_CHECKER, FreeCharactersOnly } from './entitlementChecker';

@Module({
  providers: [{ provide: ENTITLEMENT_CHECKER, useClass: FreeCharactersOnly }],
  exports: [ENTITLEMENT_CHECKER],
})
export class EntitlementsModule {}
