import type { Provider } from '@nestjs/common';
import { AccountDataService } from './accountData.service';
import { AccountRetention, AUTH_RETENTION_CLOCK } from './accountRetention';
import { AuthFamilyData } from './authFamilyData';
import { FamilySignIn } from './familySignIn';

export { AccountController } from './account.controller';

/** The family's data rights in svc-auth (beside the app's SessionsService, which they use). */
export function accountProviders(clock: () => Date = () => new Date()): Provider[] {
  return [AuthFamilyData, AccountDataService, FamilySignIn, AccountRetention, { provide: AUTH_RETENTION_CLOCK, useValue: clock }];
}
