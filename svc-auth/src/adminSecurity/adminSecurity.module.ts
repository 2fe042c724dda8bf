import { Module } from '@nestjs/common';
import { ADMIN_STATUS_SOURCE } from '@universo/service-kit';
import { LogoutEverywhereController } from '../sessions/logoutEverywhere.controller';
import { AdminSecurityController } from './adminSecurity.controller';
import { AdminSecurityService } from './adminSecurity.service';

/** Admin rights read from the database on every admin action, and the admins' second factor. */
@Module({
  controllers: [AdminSecurityController, LogoutEverywhereController],
  providers: [AdminSecurityService, { provide: ADMIN_STATUS_SOURCE, useExisting: AdminSecurityService }],
  exports: [ADMIN_STATUS_SOURCE],
})
export class AdminSecurityModule {}
