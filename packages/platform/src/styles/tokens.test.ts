/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hardCodedColors, TOKENS_FILE } from './tokens';

const ROOT = join(__dirname, '../../../..');

/** Every stylesheet under a workspace's src/ (the shell, the remotes, the shared packages). */
function stylesheets(): string[] {
  const workspaces: string[] = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
  return workspaces.flatMap((workspace) => {
    const src = join(ROOT, workspace, 'src');
    let entries: string[];
    try {
      entries = readdirSync(src, { recursive: true, encoding: 'utf8' });
    } catch {
      return [];
    }
    return entries.filter((entry) => entry.endsWith('.css')).map((entry) => relative(ROOT, join(src, entry)));
  });
}

describe('hardCodedColors', () => {
  it('finds hex colours and colour functions, with their line', () => {
    expect(hardCodedColors('a {\n  color: #fff;\n  background: rgb(0 0 0 / 0.5);\n  border-color: hsl(0 0% 0%);\n}')).toEqual([
      { line: 2, value: '#fff' },
      { line: 3, value: 'rgb(' },
      { line: 4, value: 'hsl(' },
    ]);
  });

  it('accepts tokens, comments and explained exceptions', () => {
    expect(hardCodedColors('a { color: var(--uf-color-text); }')).toEqual([]);
    expect(hardCodedColors('/* #fff on amber */ a { color: var(--uf-color-star); }')).toEqual([]);
    expect(hardCodedColors("a { color: #000; /* token-exception: the printer's ink */ }")).toEqual([]);
    // A mark without its reason is no exception.
    expect(hardCodedColors('a { color: #000; /* token-exception: */ }')).toEqual([{ line: 1, value: '#000' }]);
  });

  it('reads an id selector only when it is spelled like a hex colour (rename such an id)', () => {
    expect(hardCodedColors('#main { margin: 0; }')).toEqual([]);
    expect(hardCodedColors('#fab { margin: 0; }')).toEqual([{ line: 1, value: '#fab' }]);
  });
});

describe('the stylesheets', () => {
  const files = stylesheets();

  it('are found in the shell, every remote and the platform', () => {
    for (const workspace of ['shell/', 'mfe-stories/', 'mfe-magic-zone/', 'mfe-commerce/', 'mfe-community/', 'packages/platform/']) {
      expect(files.some((file) => file.startsWith(workspace))).toBe(true);
    }
    expect(files).toContain(TOKENS_FILE);
  });

  it('write every colour as a design token (tokens.css is the only place with colour values)', () => {
    const offenders = files
      .filter((file) => file !== TOKENS_FILE)
      .flatMap((file) => hardCodedColors(readFileSync(join(ROOT, file), 'utf8')).map(({ line, value }) => `${file}:${line} ${value}`));
    expect(offenders).toEqual([]);
  });
});
