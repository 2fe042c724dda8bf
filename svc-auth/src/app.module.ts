import { type DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailerModule } from '@universo/mailer';
import { PostgresThrottlerStorage, SESSION_STATUS_SOURCE, ServiceKitModule } from '@universo/service-kit';
import { AccountController, accountProviders } from './account/account.providers';
import { AdminSecurityModule } from './adminSecurity/adminSecurity.module';
import { AccountMailController } from './accountMail/accountMail.controller';
import { AccountMailService } from './accountMail/accountMail.service';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import type { AuthConfig } from './config';
import { ConsentEntity } from './consents/entities/consent.entity';
import { ConsentsService } from './consents/consents.service';
import { AccountLoginLimits } from './loginLimits/accountLoginLimits.service';
import { migrations } from './migrations';
import { SessionEntity } from './sessions/entities/session.entity';
import { SessionsService } from './sessions/sessions.service';
import { UserEntity } from './users/entities/user.entity';
import { UsersService } from './users/users.service';

const entities = [UserEntity, SessionEntity, ConsentEntity];

@Module({})
export class AppModule {}

export interface AuthAppOptions {
  /** What time it is for the retention sweep (tests move it). */
  clock?: () => Date;
}

export function appModule(config: AuthConfig, options: AuthAppOptions = {}): DynamicModule {
  return {
    module: AppModule,
    imports: [
      ServiceKitModule.forRoot({ name: 'auth', config, entities, migrations }),
      MailerModule.forRoot(),
      AdminSecurityModule,
      TypeOrmModule.forFeature(entities),
      // Per client address, counted in PostgreSQL so the limits hold across svc-auth instances.
      ThrottlerModule.forRootAsync({
        inject: [DataSource],
        useFactory: (dataSource: DataSource) => ({
          throttlers: [
            { name: 'login', ttl: 60_000, limit: config.AUTH_LOGIN_LIMIT_PER_MINUTE },
            { name: 'register', ttl: 60_000, limit: config.AUTH_REGISTER_LIMIT_PER_MINUTE },
          ],
          storage: new PostgresThrottlerStorage(dataSource, 'auth_rate_limits'),
        }),
      }),
    ],
    controllers: [AuthController, AccountController, AccountMailController],
    providers: [
      AuthService,
      UsersService,
      SessionsService,
      ConsentsService,
      AccountMailService,
      AccountLoginLimits,
      // Every request's session is checked against this database (other services ask GET /api/auth/session).
      { provide: SESSION_STATUS_SOURCE, useExisting: SessionsService },
      ...accountProviders(options.clock),
    ],
  };
}
