import { rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_ROUND_MARKER } from '@universo/contracts/src/firstScreen';

/** How long a new runner waits for its first round before it says it is ready anyway. */
export const FIRST_SCREENS_READY_AFTER_MS = 3 * 60_000;

/**
 * The runner's readiness (FIRST_ROUND_MARKER): cleared when it starts, so a kept volume does not
 * speak for a new container, and written when the first round ends or after `readyAfterMs`,
 * whichever comes first. First screens make pages paint sooner; they are never worth an outage,
 * so a runner whose site or Chromium fails still lets its pod take visitors.
 */
export function firstRoundMarker(dir: string, readyAfterMs: number = FIRST_SCREENS_READY_AFTER_MS) {
  const file = join(dir, FIRST_ROUND_MARKER);
  rmSync(file, { force: true });
  let marked = false;
  const mark = (): void => {
    if (marked) return;
    marked = true;
    clearTimeout(timer);
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, `${new Date().toISOString()}\n`);
  };
  const timer = setTimeout(mark, readyAfterMs);
  timer.unref();
  return {
    file,
    /** The first round ended (with or without every page). */
    mark,
    marked: (): boolean => marked,
    stop: (): void => clearTimeout(timer),
  };
}
