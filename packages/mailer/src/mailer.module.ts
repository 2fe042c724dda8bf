import { type DynamicModule, Module } from '@nestjs/common';
import { type BaseServiceConfig, SERVICE_CONFIG, smtpUrl } from '@universo/service-kit';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './backoff';
import { MailOutbox } from './outbox';
import { MAIL_TRANSPORT, smtpTransport } from './transport';
import { MAIL_WORKER_OPTIONS, MailWorker, type MailWorkerOptions } from './worker';

export interface MailerModuleOptions {
  pollIntervalMs?: number;
  retry?: Partial<RetryPolicy>;
  batchSize?: number;
  leaseMs?: number;
}

/**
 * Mail for a service that imports ServiceKitModule: MailOutbox to queue mail in a transaction,
 * and the worker that sends it through SMTP_URL as MAIL_FROM. The service lists
 * CreateMailOutbox1795216801300 among its migrations.
 */
@Module({})
export class MailerModule {
  static forRoot(options: MailerModuleOptions = {}): DynamicModule {
    return {
      module: MailerModule,
      global: true,
      providers: [
        {
          provide: MAIL_WORKER_OPTIONS,
          inject: [SERVICE_CONFIG],
          useFactory: (config: BaseServiceConfig): MailWorkerOptions => ({
            pollIntervalMs: options.pollIntervalMs ?? config.MAIL_POLL_INTERVAL_MS,
            retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
            batchSize: options.batchSize ?? 10,
            leaseMs: options.leaseMs ?? 120_000,
            from: config.MAIL_FROM,
          }),
        },
        { provide: MAIL_TRANSPORT, inject: [SERVICE_CONFIG], useFactory: (config: BaseServiceConfig) => smtpTransport(smtpUrl(config)) },
        MailOutbox,
        MailWorker,
      ],
      exports: [MailOutbox, MailWorker],
    };
  }
}
