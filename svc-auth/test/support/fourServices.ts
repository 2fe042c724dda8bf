import type { BaseServiceConfig } from '@universo/service-kit';
import { startTestService, type TestService } from '@universo/service-kit/testing';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appModule as billingModule } from '../../../svc-billing/src/app.module';
import { BillingConfig } from '../../../svc-billing/src/config';
import { appModule as chatModule } from '../../../svc-chat/src/app.module';
import { ChatConfig } from '../../../svc-chat/src/config';
import { appModule as contentModule } from '../../../svc-content/src/app.module';
import { ContentConfig } from '../../../svc-content/src/config';
import { appModule as authModule } from '../../src/app.module';
import { AuthConfig } from '../../src/config';

/**
 * A switch in front of a service: forwards every request while up, answers 503 while down (a
 * service that is stopped or unreachable, as svc-auth sees it).
 */
export interface Switch {
  url: string;
  down: boolean;
  close(): Promise<void>;
}

async function startSwitch(target: string): Promise<Switch> {
  const state = { down: false };
  const server: Server = createServer((req, res) => {
    if (state.down) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"statusCode":503}');
      return;
    }
    const upstream = httpRequest(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function listen<C extends BaseServiceConfig>(service: TestService<C>, port = 0): Promise<string> {
  await service.app.listen(port, '127.0.0.1');
  const { port: bound } = service.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${bound}`;
}

export interface FourServices {
  auth: TestService<AuthConfig>;
  content: TestService<ContentConfig>;
  chat: TestService<ChatConfig>;
  billing: TestService<BillingConfig>;
  /** svc-auth reaches svc-chat through this switch: `chatSwitch.down = true` stops it. */
  chatSwitch: Switch;
  /** Every service's database, for catalog scans. */
  all(): TestService<BaseServiceConfig>[];
  close(): Promise<void>;
}

/**
 * The four services as they run together (each its own database, real HTTP between them), with
 * an injected clock for svc-auth's and svc-chat's retention sweeps.
 */
export async function startFourServices(clock: () => Date = () => new Date(), options: { serverUrl?: string } = {}): Promise<FourServices> {
  const authPort = await freePort();
  // svc-content erases a deleted child's chat in svc-chat, and svc-chat asks svc-content who is playing.
  const chatPort = await freePort();
  // Schedules off (the tests run sweeps themselves); no mail leaves (no SMTP server here).
  const common = { AUTH_URL: `http://127.0.0.1:${authPort}`, SESSION_CHECK_CACHE_SECONDS: '0', RETENTION_INTERVAL_SECONDS: '0', MAIL_POLL_INTERVAL_MS: '0' };
  const billing = await startTestService({
    name: 'billing',
    serverUrl: options.serverUrl,
    schema: BillingConfig,
    module: (config) => billingModule(config),
    env: { ...common, BILLING_WRITE_LIMIT_PER_MINUTE: '1000' },
  });
  const billingUrl = await listen(billing);
  const withBilling = { ...common, BILLING_URL: billingUrl, ENTITLEMENT_CACHE_SECONDS: '0' };
  const content = await startTestService({
    name: 'content',
    serverUrl: options.serverUrl,
    schema: ContentConfig,
    module: contentModule,
    env: {
      ...withBilling,
      AXXON_PROFILE_LIMIT_PER_MINUTE: '1000',
      AXXON_PROGRESS_LIMIT_PER_MINUTE: '1000',
      COMMUNITY_POST_LIMIT: '1000',
      CONTACT_MESSAGE_LIMIT: '1000',
      NEWSLETTER_SUBSCRIBE_LIMIT: '1000',
      CHAT_URL: `http://127.0.0.1:${chatPort}`,
    },
  });
  const contentUrl = await listen(content);
  const chat = await startTestService({
    name: 'chat',
    serverUrl: options.serverUrl,
    schema: ChatConfig,
    module: (config) => chatModule(config, { clock }),
    env: { ...withBilling, CHAT_RATE_LIMIT: '1000', CHAT_SESSION_RATE_LIMIT: '1000', CONTENT_URL: contentUrl },
  });
  const chatSwitch = await startSwitch(await listen(chat, chatPort));
  const auth = await startTestService({
    name: 'auth',
    serverUrl: options.serverUrl,
    schema: AuthConfig,
    module: (config) => authModule(config, { clock }),
    env: {
      ...withBilling,
      CONTENT_URL: contentUrl,
      CHAT_URL: chatSwitch.url,
      AUTH_LOGIN_LIMIT_PER_MINUTE: '1000',
      AUTH_REGISTER_LIMIT_PER_MINUTE: '1000',
    },
  });
  await listen(auth, authPort);
  return {
    auth,
    content,
    chat,
    billing,
    chatSwitch,
    all: () => [auth, content, chat, billing] as unknown as TestService<BaseServiceConfig>[],
    close: async () => {
      await auth.close();
      await chatSwitch.close();
      await chat.close();
      await content.close();
      await billing.close();
    },
  };
}

/** One hit of a catalog scan: a column of a table of a service's database holding a needle. */
export interface ScanHit {
  database: string;
  table: string;
  column: string;
  needle: string;
}

/**
 * Searches every text-like column (text, varchar, char, uuid, json, jsonb, arrays, bytea) of every
 * table of every database for each needle, case-insensitively. Reads the catalog, so tables added
 * later are searched too.
 */
export async function scanForNeedles(services: TestService<BaseServiceConfig>[], needles: string[]): Promise<ScanHit[]> {
  const hits: ScanHit[] = [];
  for (const service of services) {
    const database = service.databaseUrl.split('/').pop()!.split('?')[0]!;
    const columns = await service.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT c.table_name, c.column_name, c.data_type
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('text', 'character varying', 'character', 'uuid', 'json', 'jsonb', 'ARRAY', 'bytea')
        ORDER BY c.table_name, c.column_name`,
    );
    for (const { table_name: table, column_name: column, data_type: type } of columns) {
      const value = type === 'bytea' ? `encode("${column}", 'escape')` : `"${column}"::text`;
      for (const needle of needles) {
        const [row] = await service.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}" WHERE strpos(lower(${value}), lower($1)) > 0`, [needle]);
        if (Number(row!.n) > 0) hits.push({ database, table, column, needle });
      }
    }
  }
  return hits;
}
