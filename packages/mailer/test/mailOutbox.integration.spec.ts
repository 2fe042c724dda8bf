import { type DynamicModule, Module } from '@nestjs/common';
import { BaseServiceConfig, ServiceKitModule } from '@universo/service-kit';
import { startTestService } from '@universo/service-kit/testing';
import { DataSource } from 'typeorm';
import { CreateMailOutbox1795216801300, enqueueMail, MailerModule, MailWorker, renderMail, smtpTransport } from '../src';
import { withSmtpCatcher } from '../src/testing/smtpCatcher';

@Module({})
class MailTestModule {}

const retry = { baseMs: 200, maxMs: 1000, maxAttempts: 5 };

function mailModule(config: BaseServiceConfig): DynamicModule {
  return {
    module: MailTestModule,
    imports: [
      ServiceKitModule.forRoot({ name: 'mailer', config, entities: [], migrations: [CreateMailOutbox1795216801300] }),
      MailerModule.forRoot({ pollIntervalMs: 100, retry }),
    ],
  };
}

const mail = (to: string, n = 1) => ({
  kind: 'prueba',
  to,
  ...renderMail({
    subject: `Prueba ${n}: ¿llegó?`,
    greeting: 'Hola:',
    paragraphs: [`Correo número ${n}.`],
    action: { label: 'Abrir', url: `http://localhost:8080/x?n=${n}` },
  }),
});

interface OutboxRow {
  attempts: number;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  text_body: string | null;
  html_body: string | null;
}

describe('mail outbox and worker (real PostgreSQL, real SMTP)', () => {
  const { catcher, started: svc } = withSmtpCatcher((smtpUrl) =>
    startTestService({
      name: 'mailer',
      schema: BaseServiceConfig,
      module: mailModule,
      env: { SMTP_URL: smtpUrl, MAIL_FROM: 'Universo de Francesca <hola@universo.test>' },
    }),
  );
  let db: DataSource;

  beforeAll(() => {
    db = svc.app.get(DataSource);
  });

  const rowsTo = (to: string): Promise<OutboxRow[]> => svc.query<OutboxRow>('SELECT * FROM mail_outbox WHERE to_address = $1', [to]);

  it('sends a queued mail with its text and HTML bodies, from MAIL_FROM, then forgets the bodies', async () => {
    await db.transaction((manager) => enqueueMail(manager, mail('Ana@Example.com')));
    const got = await catcher.waitFor((m) => m.to.includes('ana@example.com'));
    expect(got.from).toBe('"Universo de Francesca" <hola@universo.test>');
    expect(got.subject).toBe('Prueba 1: ¿llegó?');
    expect(got.text).toContain('Correo número 1.');
    expect(got.text).toContain('http://localhost:8080/x?n=1');
    expect(got.html).toContain('<a href="http://localhost:8080/x?n=1"');
    expect(got.headers.get('x-universo-kind')).toBe('prueba');
    await waitUntil(async () => (await rowsTo('ana@example.com'))[0]?.sent_at != null);
    expect(await rowsTo('ana@example.com')).toEqual([expect.objectContaining({ attempts: 1, text_body: null, html_body: null, last_error: null })]);
  });

  it('sends nothing when the transaction that queued the mail rolls back', async () => {
    await expect(
      db.transaction(async (manager) => {
        await enqueueMail(manager, mail('rollback@example.com'));
        throw new Error('la escritura de negocio falló');
      }),
    ).rejects.toThrow('falló');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await rowsTo('rollback@example.com')).toEqual([]);
    expect(catcher.to('rollback@example.com')).toEqual([]);
  });

  it('loses nothing while the relay is down: the mail waits, is retried with backoff and arrives once the relay is back', async () => {
    const port = catcher.port;
    await catcher.stop();
    await db.transaction((manager) => enqueueMail(manager, mail('caido@example.com', 2)));
    await waitUntil(async () => ((await rowsTo('caido@example.com'))[0]?.attempts ?? 0) >= 2);
    const [waiting] = await rowsTo('caido@example.com');
    expect(waiting).toMatchObject({ sent_at: null, failed_at: null });
    expect(waiting?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting?.text_body).toContain('Correo número 2.');

    await catcher.start(port);
    const got = await catcher.waitFor((m) => m.to.includes('caido@example.com'));
    expect(got.subject).toBe('Prueba 2: ¿llegó?');
    await waitUntil(async () => (await rowsTo('caido@example.com'))[0]?.sent_at != null);
    expect(catcher.to('caido@example.com')).toHaveLength(1);
  }, 20_000);

  it('gives up on an address the relay refuses for good, keeping the reason', async () => {
    catcher.refused.add('nadie@example.com');
    await enqueueMail(db, mail('nadie@example.com'));
    await waitUntil(async () => (await rowsTo('nadie@example.com'))[0]?.failed_at != null);
    const [row] = await rowsTo('nadie@example.com');
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row?.last_error).toMatch(/550/);
  });

  it('sends each mail exactly once when several replicas work the same outbox', async () => {
    const worker = svc.app.get(MailWorker);
    const options = { pollIntervalMs: 0, retry, batchSize: 3, leaseMs: 60_000, from: 'Universo de Francesca <hola@universo.test>' };
    const replicas = [0, 1, 2].map(() => new MailWorker(db, smtpTransport(catcher.url), options));
    await db.transaction(async (manager) => {
      for (let n = 1; n <= 12; n++) await enqueueMail(manager, mail(`replica${n}@example.com`, n));
    });
    await Promise.all([...replicas.map((r) => r.runOnce()), worker.runOnce()]);
    await waitUntil(async () => {
      const [row] = await svc.query<{ n: string }>(`SELECT count(*) AS n FROM mail_outbox WHERE to_address LIKE 'replica%' AND sent_at IS NOT NULL`);
      return row?.n === '12';
    });
    for (let n = 1; n <= 12; n++) expect(catcher.to(`replica${n}@example.com`)).toHaveLength(1);
    const attempts = await svc.query<{ attempts: number }>(`SELECT attempts FROM mail_outbox WHERE to_address LIKE 'replica%'`);
    expect(attempts.every((r) => r.attempts === 1)).toBe(true);
    await Promise.all(replicas.map((r) => r.beforeApplicationShutdown()));
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('la condición no se cumplió a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
