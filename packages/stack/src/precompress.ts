import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { constants, gzipSync } from 'node:zlib';
import { walkFiles } from './walkFiles';

/** Text files worth compressing once at build time (the gateway's gzip_static sends the `.gz`). */
export const PRECOMPRESSED_EXTENSIONS = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|wasm)$/;
/** Below this nginx does not compress either (gzip_min_length): the headers would outweigh the gain. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressResult {
  written: string[];
  kept: string[];
  removed: string[];
}

/**
 * Writes `<file>.gz` (gzip level 9) beside every text file of a front end's dist folder, with the
 * file's own mtime so the gateway's Last-Modified stays the file's. A `.gz` already there with the
 * same mtime is kept; a `.gz` whose file is gone or changed is removed or rewritten, so the
 * gateway never sends an old remoteEntry.js after a deploy.
 */
export function precompressDir(dir: string): PrecompressResult {
  const result: PrecompressResult = { written: [], kept: [], removed: [] };
  walkFiles(dir, ({ path, name, siblings: names }) => {
    if (name.endsWith('.gz')) {
      const source = name.slice(0, -3);
      if (!names.has(source) || !PRECOMPRESSED_EXTENSIONS.test(source)) {
        rmSync(path, { force: true });
        result.removed.push(path);
      }
      return;
    }
    if (!PRECOMPRESSED_EXTENSIONS.test(name)) return;
    const info = statSync(path);
    const gzPath = `${path}.gz`;
    if (info.size < PRECOMPRESS_MIN_BYTES) {
      if (names.has(`${name}.gz`)) {
        rmSync(gzPath, { force: true });
        result.removed.push(gzPath);
      }
      return;
    }
    const existing = names.has(`${name}.gz`) ? statSync(gzPath, { throwIfNoEntry: false }) : undefined;
    // utimes keeps milliseconds only: the same mtime is within one.
    if (existing && Math.abs(existing.mtimeMs - info.mtimeMs) < 1) {
      result.kept.push(gzPath);
      return;
    }
    const compressed = gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION });
    if (compressed.length >= info.size) {
      if (existing) {
        rmSync(gzPath, { force: true });
        result.removed.push(gzPath);
      }
      return;
    }
    writeFileSync(gzPath, compressed, { mode: 0o644 });
    utimesSync(gzPath, info.atime, info.mtime);
    result.written.push(gzPath);
  });
  return result;
}
