import type { RouteTable } from '@universo/route-table';
import { captureFirstScreens, type CaptureResult } from './captureFirstScreens';
import { type CatalogueBook, firstScreenPaths } from './firstScreenPaths';

/** Content changes (a new article, a book): the first screens are taken again this often. */
export const FIRST_SCREENS_REFRESH_MS = 10 * 60_000;

/** The catalogue's books and chapters, through the gateway as a visitor reads them (none if it does not answer). */
async function catalogue(baseUrl: string): Promise<CatalogueBook[]> {
  try {
    const response = await fetch(`${baseUrl}/api/books`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return [];
    const books = (await response.json()) as unknown;
    if (!Array.isArray(books)) return [];
    return books.flatMap((book: { id?: unknown; chapters?: unknown }) =>
      typeof book.id === 'number' && Array.isArray(book.chapters)
        ? [{ id: book.id, chapters: (book.chapters as { number?: unknown }[]).flatMap((c) => (typeof c.number === 'number' ? [{ number: c.number }] : [])) }]
        : [],
    );
  } catch {
    return [];
  }
}

/** Every page of the site that has a first screen, with the catalogue as it is now. */
export async function sitePaths(table: RouteTable, baseUrl: string): Promise<string[]> {
  const patterns = table.remotes.flatMap((remote) => Object.values(remote.pages ?? {}));
  return firstScreenPaths(patterns, await catalogue(baseUrl));
}

/**
 * Keeps the first screens of the running site: once now, then every FIRST_SCREENS_REFRESH_MS, one
 * round at a time. Stopping ends a round in progress after its current page.
 */
export function keepFirstScreens(options: {
  table: RouteTable;
  baseUrl: string;
  publicOrigin: string;
  dir: string;
  log: (line: string) => void;
  refreshMs?: number;
}): {
  firstRound: Promise<CaptureResult | undefined>;
  stop: () => Promise<void>;
} {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<CaptureResult | undefined> = Promise.resolve(undefined);
  const round = async (): Promise<CaptureResult | undefined> => {
    const started = Date.now();
    try {
      const paths = await sitePaths(options.table, options.baseUrl);
      const result = await captureFirstScreens({
        baseUrl: options.baseUrl,
        publicOrigin: options.publicOrigin,
        paths,
        dir: options.dir,
        stopped: () => stopped,
      });
      if (stopped) return result;
      options.log(
        `primeras pantallas: ${result.kept.length} guardadas, ${result.skipped.length} sin guardar (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      for (const { path, reason } of result.skipped) options.log(`  ${path}: ${reason}`);
      return result;
    } catch (error) {
      options.log(`primeras pantallas: no se pudieron tomar (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      return undefined;
    } finally {
      if (!stopped) {
        timer = setTimeout(() => {
          current = round();
        }, options.refreshMs ?? FIRST_SCREENS_REFRESH_MS);
        timer.unref();
      }
    }
  };
  current = round();
  return {
    firstRound: current,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current.catch(() => undefined);
    },
  };
}
