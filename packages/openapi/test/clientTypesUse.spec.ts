import { loadRouteTable } from '@universo/route-table';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CLIENT_TYPES_FILE } from '../src/clientTypes';
import { MERGED_DOCUMENT } from '../src/paths';

/**
 * The front ends (and the journeys) take every HTTP shape from the client types generated from the
 * services' documents, never from a hand-written copy in @universo/contracts: a name the generated
 * modules export as a schema must not be imported from the contracts package there. A list of
 * values (`CharacterId`, `ReportedSubscriptionStatus`: an enum the documents name once) is the
 * contract's vocabulary, written beside its constant (`CHARACTER_IDS`), and may come from either.
 */
const table = loadRouteTable();
const CLIENT_SOURCES = ['shell/src', 'packages/platform/src', 'e2e/tests', 'e2e/support'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

it('front ends and journeys import no HTTP shape from @universo/contracts', () => {
  const documented = (JSON.parse(readFileSync(join(table.root, MERGED_DOCUMENT), 'utf8')) as { components: { schemas: Record<string, { enum?: unknown }> } })
    .components.schemas;
  const schemas = new Set(
    [...readFileSync(join(table.root, CLIENT_TYPES_FILE), 'utf8').matchAll(/^export type (\w+) = components\['schemas'\]/gm)]
      .map((m) => m[1]!)
      .filter((name) => documented[name]?.enum === undefined),
  );
  expect(schemas.has('Book')).toBe(true);
  expect(documented.CharacterId?.enum).toBeDefined();
  const remotes = readdirSync(table.root)
    .filter((dir) => dir.startsWith('mfe-'))
    .map((dir) => `${dir}/src`);
  const found: string[] = [];
  for (const dir of [...CLIENT_SOURCES, ...remotes]) {
    for (const file of sourceFiles(join(table.root, dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import (?:type )?\{([^}]*)\} from '@universo\/contracts'/g)) {
        const names = match[1]!.split(',').map((part) =>
          part
            .replace(/^\s*type\s+/, '')
            .split(' as ')[0]!
            .trim(),
        );
        for (const name of names.filter((n) => schemas.has(n))) found.push(`${relative(table.root, file)}: ${name}`);
      }
    }
  }
  expect(found).toEqual([]);
});
