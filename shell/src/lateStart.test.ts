/** @jest-environment jsdom */
/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';

// The late-start script the shell's build writes (lateStartScript of packages/federation/src/pageIncludes.mjs),
// read through Node because the module is ES and this suite is CommonJS.
const PAGE_INCLUDES = join(dirname(require.resolve('@universo/federation')), 'pageIncludes.mjs');
const SCRIPT = execFileSync(
  process.execPath,
  ['--input-type=module', '-e', `import { lateStartScript } from ${JSON.stringify(PAGE_INCLUDES)}; process.stdout.write(lateStartScript());`],
  { encoding: 'utf8' },
);

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

/** A PerformanceObserver the test drives: `paint()` reports the first contentful paint. */
function installPaintObserver(): { paint(): void; observing(): boolean } {
  const observers: { callback: PaintCallback; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly entry: { callback: PaintCallback; connected: boolean };
    constructor(callback: PaintCallback) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  Object.assign(window, { PerformanceObserver: FakeObserver });
  return {
    paint() {
      for (const entry of observers.filter((o) => o.connected)) {
        entry.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => (entry.connected = false) });
      }
    },
    observing: () => observers.some((o) => o.connected),
  };
}

const HINTS = Array.from({ length: 7 }, (_, i) => `<link rel="preload" as="script" href="/chunk-${i}.js">`).join('');
const SCRIPTS = '<script defer src="/main.js"></script><script defer src="/remote.js"></script>';

function page({ firstScreen }: { firstScreen: boolean }) {
  document.head.innerHTML = `<template id="universo-late-start">${HINTS}${SCRIPTS}</template>`;
  document.body.innerHTML = firstScreen ? '<div id="first-screen"><h1>Universo de Francesca</h1></div>' : '<div id="root"></div>';
}

/** What the head holds outside the template: hints and scripts, in order. */
function started(): string[] {
  return Array.from(document.head.children)
    .filter((node) => node.localName !== 'template')
    .map((node) => (node.localName === 'script' ? `script ${node.getAttribute('src')}` : `hint ${node.getAttribute('href')}`));
}

function run() {
  // Indirect eval: the script runs in the page's global scope, as a <script> would.
  (0, eval)(SCRIPT);
}

describe('the late start of a visitor page with a first screen (issue 15)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts nothing before the first contentful paint, then three hints per task and the scripts last', () => {
    const observer = installPaintObserver();
    page({ firstScreen: true });
    run();
    jest.advanceTimersByTime(1000);
    expect(started()).toEqual([]);
    expect(document.getElementById('universo-late-start')).not.toBeNull();

    observer.paint();
    expect(observer.observing()).toBe(false);
    expect(document.getElementById('universo-late-start')).toBeNull();
    const batches: number[] = [];
    for (let task = 0; task < 5; task++) {
      jest.advanceTimersToNextTimer();
      batches.push(started().length);
    }
    expect(batches).toEqual([3, 6, 9, 9, 9]);
    expect(started()).toEqual([...Array.from({ length: 7 }, (_, i) => `hint /chunk-${i}.js`), 'script /main.js', 'script /remote.js']);
    // Re-created scripts, so that they run (a script parsed inside a template never does).
    const main = document.head.querySelector('script[src="/main.js"]') as HTMLScriptElement;
    expect(main.defer).toBe(true);
  });

  it('starts anyway after two seconds when the browser reports no paint', () => {
    installPaintObserver();
    page({ firstScreen: true });
    run();
    jest.advanceTimersByTime(1999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.runAllTimers();
    expect(started()).toHaveLength(9);
  });

  it('starts at once, still in batches, on a page without a first screen', () => {
    installPaintObserver();
    page({ firstScreen: false });
    run();
    expect(document.getElementById('universo-late-start')).toBeNull();
    jest.advanceTimersToNextTimer();
    expect(started()).toHaveLength(3);
    jest.runAllTimers();
    expect(started().at(-1)).toBe('script /remote.js');
  });
});
