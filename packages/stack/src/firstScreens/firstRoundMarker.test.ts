import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_ROUND_MARKER } from '@universo/contracts/src/firstScreen';
import { firstRoundMarker } from './firstRoundMarker';

describe('firstRoundMarker', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'universo-first-round-'));
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('clears a marker a previous container left, and writes it when the first round ends', () => {
    writeFileSync(join(dir, FIRST_ROUND_MARKER), 'old\n');
    const ready = firstRoundMarker(dir, 60_000);
    expect(ready.file).toBe(join(dir, FIRST_ROUND_MARKER));
    expect(existsSync(ready.file)).toBe(false);
    ready.mark();
    expect(existsSync(ready.file)).toBe(true);
    expect(ready.marked()).toBe(true);
  });

  it('says it is ready anyway once the wait is over, so a failing capture never keeps the pod out', () => {
    const ready = firstRoundMarker(join(dir, 'not-yet-made'), 60_000);
    jest.advanceTimersByTime(59_999);
    expect(existsSync(ready.file)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(existsSync(ready.file)).toBe(true);
  });

  it('writes nothing after it is stopped', () => {
    const ready = firstRoundMarker(dir, 1_000);
    ready.stop();
    jest.advanceTimersByTime(5_000);
    expect(existsSync(ready.file)).toBe(false);
  });
});
