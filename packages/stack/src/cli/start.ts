import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { startStack, type StackHandle } from '../stack';
import { shownWhenQuiet } from '../startOutput';

/**
 * The processes that launched us and exist only to run us: tsx, `sh -c`, node wrappers, up to and
 * including npm/npx. An interactive shell (or nohup's parent) is not part of it.
 */
function launcherChain(): number[] {
  const chain: number[] = [];
  let pid = process.ppid;
  try {
    while (pid > 1 && chain.length < 16) {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const exe = basename(argv[0] ?? '');
      const isNpm = /^(npm|npx)\b/.test(argv[0] ?? '') || argv.some((arg) => /np[mx]-cli\.js$/.test(arg));
      const isShellCommand = /^(sh|dash|bash)$/.test(exe) && argv[1] === '-c';
      if (!isNpm && !isShellCommand && !exe.startsWith('node')) break;
      chain.push(pid);
      if (isNpm) break;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    }
  } catch {
    // no /proc: rely on signals alone
  }
  return chain;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * `npm start` runs us through `sh -c` and tsx; a SIGTERM sent to npm does not reach us through
 * that shell. When a launcher goes away, stop as if we got the signal.
 */
function onLauncherGone(callback: () => void): void {
  const chain = launcherChain();
  const timer = setInterval(() => {
    if (chain.some((pid) => !alive(pid))) {
      clearInterval(timer);
      callback();
    }
  }, 1000);
  timer.unref();
}

/**
 * npm start: the whole site in the foreground. Quiet: build steps, warnings (a crashed service
 * being restarted too) and then one line with the address; everything else goes to the log file (`--verbose` or STACK_VERBOSE=1 shows it).
 * Ctrl-C or SIGTERM stops everything and exits 0.
 */
async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose') || process.env.STACK_VERBOSE === '1';
  const show = (line: string): void => {
    if (verbose || shownWhenQuiet(line)) console.log(line);
  };
  const aborter = new AbortController();
  let stack: StackHandle | undefined;
  let stopRequestedAt = 0;

  const shutDown = async (): Promise<void> => {
    try {
      await stack?.stop();
      console.log('\nUniverso de Francesca se ha detenido.');
      process.exit(0);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  };
  const requestStop = (): void => {
    if (stopRequestedAt) return;
    stopRequestedAt = Date.now();
    // During start-up, startStack stops what it started once it sees the abort.
    if (stack) void shutDown();
    else aborter.abort();
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    // tsx relays the terminal's Ctrl-C that we also got directly: only a later one forces the exit.
    if (stopRequestedAt && Date.now() - stopRequestedAt > 1500) {
      console.error(`\n${signal} otra vez: salida inmediata.`);
      process.exit(1);
    }
    requestStop();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
  onLauncherGone(requestStop);

  try {
    stack = await startStack({ log: show, signal: aborter.signal });
  } catch (error) {
    if (aborter.signal.aborted) {
      console.log('\nArranque cancelado; todo se ha detenido.');
      process.exit(0);
    }
    console.error(`\nNo se pudo arrancar Universo de Francesca:\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const host = process.env.GATEWAY_HOST;
  const shown = !host || host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  console.log(`Universo de Francesca está listo en http://${shown}:${stack.gatewayPort}`);
  if (stack.mail) console.log(`Los correos que envía se leen en http://${shown}:${stack.mail.webPort} (bandeja de desarrollo)`);
}

void main();
