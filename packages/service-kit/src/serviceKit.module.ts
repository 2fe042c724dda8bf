import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { DataSource, type MixedList } from 'typeorm';
import { runMigrationsLocked } from './migrations';
import { ApiExceptionFilter } from './apiExceptionFilter';
import type { BaseServiceConfig } from './config';
import { HealthController } from './health.controller';
import { loggerParams } from './logging';
import { MetricsServer } from './metrics/metricsServer';
import { pgPoolStats, ServiceMetrics } from './metrics/serviceMetrics';
import { PremiumAccess, PremiumGuard } from './premium/premiumAccess';
import { SameSiteGuard } from './sameSiteGuard';
import { AdminGuard, SessionAttachGuard, SessionGuard, SessionReader } from './sessionAccess';
import { SERVICE_CONFIG, SERVICE_NAME } from './tokens';

export interface ServiceKitOptions {
  /** Short name: auth, content, chat, billing. */
  name: string;
  config: BaseServiceConfig;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function>;
  /** Migration classes, listed (not globbed) so tsc, swc and Jest load them alike. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function>;
}

/**
 * What every service imports once: its own database with migrations run at start, the health
 * endpoint, JSON errors, cross-site protection and session verification.
 */
@Module({})
export class ServiceKitModule {
  static forRoot(options: ServiceKitOptions): DynamicModule {
    return {
      module: ServiceKitModule,
      global: true,
      imports: [
        LoggerModule.forRoot(loggerParams(options.name)),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            type: 'postgres' as const,
            url: options.config.DATABASE_URL,
            entities: options.entities,
            migrations: options.migrations,
            // Run by dataSourceFactory below, under a lock, so replicas can start together.
            migrationsRun: false,
            synchronize: false,
            logging: ['error', 'warn'] as ('error' | 'warn')[],
            extra: { max: 10, application_name: `svc-${options.name}` },
            // A database that does not answer at all (a dropped network) fails the request with a
            // 503 after 5 s instead of holding it forever; the pool keeps trying on later requests.
            connectTimeoutMS: 5000,
          }),
          dataSourceFactory: async (dataSourceOptions) => {
            if (!dataSourceOptions) throw new Error('Faltan las opciones de la base de datos');
            const migrationUrl = options.config.MIGRATION_DATABASE_URL;
            if (!migrationUrl) {
              const dataSource = await new DataSource(dataSourceOptions).initialize();
              await runMigrationsLocked(dataSource);
              return dataSource;
            }
            // Migrations as the database's owner, on connections closed right after (two: the lock's
            // and the migrations' own); the service
            // itself runs as a role that can only read and write rows (databaseRoles.ts).
            const owner = await new DataSource({
              ...dataSourceOptions,
              url: migrationUrl,
              extra: { max: 2, application_name: `svc-${options.name}-migrations` },
            } as typeof dataSourceOptions).initialize();
            try {
              await runMigrationsLocked(owner);
            } finally {
              await owner.destroy();
            }
            return new DataSource(dataSourceOptions).initialize();
          },
        }),
      ],
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_CONFIG, useValue: options.config },
        { provide: SERVICE_NAME, useValue: options.name },
        { provide: APP_GUARD, useClass: SameSiteGuard },
        { provide: APP_GUARD, useClass: SessionAttachGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        SessionReader,
        SessionGuard,
        AdminGuard,
        PremiumAccess,
        PremiumGuard,
        {
          provide: ServiceMetrics,
          // The pool is read when Prometheus scrapes (TypeORM's postgres driver keeps pg's Pool as `master`).
          useFactory: (dataSource: DataSource) => {
            const metrics = new ServiceMetrics(options.name);
            metrics.watchPool(() => pgPoolStats((dataSource.driver as unknown as { master?: unknown }).master));
            return metrics;
          },
          inject: [getDataSourceToken()],
        },
        MetricsServer,
      ],
      exports: [SERVICE_CONFIG, SERVICE_NAME, SessionReader, SessionGuard, AdminGuard, PremiumAccess, PremiumGuard, ServiceMetrics, MetricsServer],
    };
  }
}
