/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The guides and the press kit are served as they are (same origin, under the gateway's CSP):
// each must be a complete Spanish UTF-8 page, printable, with no script to run.
const FEATURES = join(__dirname, '..', 'features');
const files = readdirSync(FEATURES).flatMap((feature) => {
  const dir = join(FEATURES, feature, 'downloads');
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.html'))
      .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
  } catch {
    return [];
  }
});

describe('downloadable files', () => {
  it('are the three guides and the press kit', () => {
    expect(files.map((file) => file.name).sort()).toEqual([
      'guia-necesidades-y-deseos.html',
      'guia-primer-emprendimiento.html',
      'guia-tres-frascos.html',
      'kit-de-prensa.html',
    ]);
  });

  it.each(files.map((file): [string, string] => [file.name, file.text]))('%s is a complete Spanish page without scripts', (_name, text) => {
    expect(text).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(text).toContain('<meta charset="utf-8">');
    expect(text).toMatch(/<title>[^<]+Universo de Francesca<\/title>/);
    expect(text).not.toMatch(/<script|javascript:|\son[a-z]+\s*=/i);
    expect(text).toContain('universodefrancesca.co');
  });
});
