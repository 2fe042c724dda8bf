import { startedLater, suiteOf } from '@universo/service-kit/testing';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the catcher received it, parsed. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
}

/**
 * A real SMTP server for tests (the `smtp-server` package): it accepts every mail on
 * 127.0.0.1 and keeps it parsed. It can be stopped and started again on the same port, to play
 * a relay that is down.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  /** Addresses the server refuses for good (550), as a relay refuses an unknown mailbox. */
  readonly refused = new Set<string>();
  private server: SMTPServer | undefined;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase())) {
          callback(Object.assign(new Error('Buzón inexistente'), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = parsed.to ? (Array.isArray(parsed.to) ? parsed.to : [parsed.to]).flatMap((a) => a.value.map((v) => v.address ?? '')) : [];
            this.mails.push({
              from: parsed.from?.text ?? '',
              to,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: parsed.headers,
            });
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => {});
    const address = server.server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Mails to `address` (any case), oldest first. */
  to(address: string): CaughtMail[] {
    return this.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  }

  /** Waits until `predicate` holds for some mail and returns it. */
  async waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs = 10_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`Ningún correo esperado llegó en ${timeoutMs} ms (llegaron ${this.mails.length})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * A catcher and what the calling describe block starts with its URL (a service whose SMTP_URL is
 * the catcher): the catcher is up before `start` runs and stopped after what it started is closed.
 * `started` stands for what `start` returned (service-kit's `suiteOf`).
 */
export function withSmtpCatcher<T extends { close(): Promise<unknown> }>(
  start: (smtpUrl: string) => Promise<T>,
  timeout?: number,
): { catcher: SmtpCatcher; started: T } {
  const catcher = new SmtpCatcher();
  const suite = suiteOf(async () => {
    await catcher.start(0);
    const started = await start(catcher.url).catch(async (error: unknown) => {
      await catcher.stop();
      throw error;
    });
    return {
      started,
      close: async () => {
        await started.close();
        await catcher.stop();
      },
    };
  }, timeout);
  return { catcher, started: startedLater(() => suite.started) };
}

/** The first address in a text that starts with `prefix` (a link in a mail). */
export function linkIn(text: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(text);
  if (!match) throw new Error(`No hay enlace ${prefix} en el correo:\n${text}`);
  return match[0];
}
