import { type Dirent, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** One regular file found by walkFiles, with the names of every entry of its folder. */
export interface WalkedFile {
  path: string;
  name: string;
  siblings: ReadonlySet<string>;
}

/**
 * Calls `onFile` for every regular file below `dir`, going into the folders `enter` accepts (by
 * name; all of them by default). A folder that cannot be read (gone, not a folder) is passed over:
 * the build and the precompression walk folders that may not exist yet.
 */
export function walkFiles(dir: string, onFile: (file: WalkedFile) => void, enter: (name: string) => boolean = () => true): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  const siblings = new Set(entries.map((entry) => entry.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (enter(entry.name)) walkFiles(path, onFile, enter);
    } else if (entry.isFile()) onFile({ path, name: entry.name, siblings });
  }
}
