import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { intFromEnv } from './env';
import { startProcess, waitForHttp, type ManagedProcess } from './processes';

export const DEFAULT_MAIL_SMTP_PORT = 1025;
export const DEFAULT_MAIL_WEB_PORT = 1080;

/** Where the development mail catcher listens, or nothing when SMTP_URL names a real relay. */
export interface MailCatcherPlan {
  smtpPort: number;
  webPort: number;
  /** What the services get as SMTP_URL. */
  smtpUrl: string;
  /** The web inbox; its REST listing is `<webUrl>/api/email`. */
  webUrl: string;
}

/**
 * The catcher's ports move with STACK_PORT_OFFSET like every other port (MAIL_SMTP_PORT and
 * MAIL_WEB_PORT set them outright); a given SMTP_URL means mail goes to that relay and no
 * catcher runs. Pure.
 */
export function planMailCatcher(env: NodeJS.ProcessEnv, portOffset: number): MailCatcherPlan | undefined {
  if (env.SMTP_URL) return undefined;
  const smtpPort = intFromEnv(env, 'MAIL_SMTP_PORT', DEFAULT_MAIL_SMTP_PORT + portOffset);
  const webPort = intFromEnv(env, 'MAIL_WEB_PORT', DEFAULT_MAIL_WEB_PORT + portOffset);
  for (const [name, port] of [
    ['MAIL_SMTP_PORT', smtpPort],
    ['MAIL_WEB_PORT', webPort],
  ] as const) {
    if (port < 1 || port > 65535) throw new Error(`Puerto fuera de rango para ${name}: ${port}`);
  }
  if (smtpPort === webPort) throw new Error(`El correo de desarrollo necesita dos puertos distintos (SMTP y web): ${smtpPort}`);
  return { smtpPort, webPort, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl: `http://127.0.0.1:${webPort}` };
}

/** maildev's command line script, from the node_modules folders this package can see. */
export function findMaildev(): string {
  for (const dir of require.resolve.paths('maildev') ?? []) {
    const bin = join(dir, 'maildev', 'dist', 'bin', 'maildev.js');
    if (existsSync(bin)) return bin;
  }
  throw new Error('Falta maildev (el correo de desarrollo): ejecuta npm install.');
}

/** Starts maildev on 127.0.0.1 with its mail kept in `mailDir`, and waits for its REST API. */
export async function startMailCatcher(
  plan: MailCatcherPlan,
  options: { mailDir: string; timeoutMs: number; log: (line: string) => void },
): Promise<ManagedProcess> {
  mkdirSync(options.mailDir, { recursive: true });
  const args = [
    findMaildev(),
    '--smtp',
    String(plan.smtpPort),
    '--web',
    String(plan.webPort),
    '--ip',
    '127.0.0.1',
    '--web-ip',
    '127.0.0.1',
    '--mail-directory',
    options.mailDir,
    '--max-emails',
    '500',
  ];
  const child = startProcess('maildev', process.execPath, args, { env: { ...process.env, NODE_OPTIONS: '' } }, options.log);
  await waitForHttp(`${plan.webUrl}/api/email`, { timeoutMs: options.timeoutMs, process: child });
  return child;
}
