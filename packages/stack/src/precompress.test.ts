import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { precompressDir } from './precompress';

describe('precompressDir (a front end dist folder on disk)', () => {
  let dist: string;
  const big = (word: string): string => `console.log(${JSON.stringify(word.repeat(2000))});`;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'universo-precompress-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'main.0123abcd.js'), big('a'));
    writeFileSync(join(dist, 'remoteEntry.js'), big('entry'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>hola</p>'.repeat(200)}`);
    writeFileSync(join(dist, 'assets', 'style.89abcdef.css'), `p{color:red}`.repeat(200));
    writeFileSync(join(dist, 'tiny.js'), 'x=1');
    writeFileSync(join(dist, 'photo.0123abcd.png'), Buffer.alloc(4096, 1));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes a .gz beside each text file over 1 KB, with the same content and mtime, nothing for images or tiny files', () => {
    const result = precompressDir(dist);
    for (const file of ['main.0123abcd.js', 'remoteEntry.js', 'index.html', 'assets/style.89abcdef.css']) {
      const path = join(dist, file);
      expect(gunzipSync(readFileSync(`${path}.gz`)).equals(readFileSync(path))).toBe(true);
      expect(Math.abs(statSync(`${path}.gz`).mtimeMs - statSync(path).mtimeMs)).toBeLessThan(1);
    }
    expect(result.written).toHaveLength(4);
    expect(existsSync(join(dist, 'tiny.js.gz'))).toBe(false);
    expect(existsSync(join(dist, 'photo.0123abcd.png.gz'))).toBe(false);
  });

  it('rewrites the .gz of a file that changed (a new remoteEntry.js after a deploy) and keeps the others', () => {
    precompressDir(dist);
    const entry = join(dist, 'remoteEntry.js');
    writeFileSync(entry, big('nueva'));
    utimesSync(entry, new Date(Date.now() + 5000), new Date(Date.now() + 5000));
    const result = precompressDir(dist);
    expect(result.written).toEqual([`${entry}.gz`]);
    expect(result.kept).toHaveLength(3);
    expect(gunzipSync(readFileSync(`${entry}.gz`)).toString()).toContain('nueva');
  });

  it('removes a .gz whose file is gone or became too small', () => {
    precompressDir(dist);
    rmSync(join(dist, 'main.0123abcd.js'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    const result = precompressDir(dist);
    expect(existsSync(join(dist, 'main.0123abcd.js.gz'))).toBe(false);
    expect(existsSync(join(dist, 'index.html.gz'))).toBe(false);
    expect(result.removed).toHaveLength(2);
  });
});
