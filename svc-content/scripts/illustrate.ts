/**
 * Draws every chapter's illustration from the scene in its chapter file (data/content/book-<id>/
 * chapter-NN.json, field "scene") with @universo/art's parts:
 *
 *   npx tsx svc-content/scripts/illustrate.ts            # draw what changed, remove what no chapter uses
 *   npx tsx svc-content/scripts/illustrate.ts --check    # exit 1 when a drawing is missing or stale
 *
 * Writes svc-content/media/illustrations/<hash>.svg and manifest.json. A scene that names an
 * unknown part (or misses its alt text) stops everything with the chapter's file and the problem.
 * Ship new drawings like a text edit: add a migration that calls seedChapterIllustrations again.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
// The parts' source, not a built package: this script and the content test run under tsx and
// Jest; the service itself never draws (it serves the files this writes).
import { composeScene, type Scene, sceneProblems } from '../../packages/art/src/scenes';
import type { ChapterContentFile } from '../src/books/domain/chapterContent';
import { ILLUSTRATION_MANIFEST, illustrationFileName, illustrationKey, type IllustrationManifest, sceneHash } from '../src/books/domain/illustration';
import { ILLUSTRATIONS_DIR, readChapterContentFiles, readIllustrationManifest } from '../src/books/infrastructure/contentFiles';

export interface Drawing {
  key: string;
  svg: string;
  file: string;
  sceneHash: string;
  bytes: number;
  gzipBytes: number;
}

/** Each chapter's drawing; throws listing every chapter whose scene cannot be drawn. */
export function drawChapters(chapters: Pick<ChapterContentFile, 'bookId' | 'number' | 'scene'>[]): Drawing[] {
  const problems: string[] = [];
  const drawings: Drawing[] = [];
  for (const chapter of chapters) {
    const key = illustrationKey(chapter.bookId, chapter.number);
    const found = sceneProblems(chapter.scene);
    if (found.length > 0) {
      problems.push(...found.map((problem) => `${key}.json: scene.${problem}`));
      continue;
    }
    const svg = composeScene(chapter.scene as unknown as Scene);
    drawings.push({
      key,
      svg,
      file: illustrationFileName(svg),
      sceneHash: sceneHash(chapter.scene),
      bytes: Buffer.byteLength(svg),
      gzipBytes: gzipSync(svg, { level: 9 }).length,
    });
  }
  if (problems.length > 0) throw new Error(`Escenas de capítulos no válidas:\n- ${problems.join('\n- ')}`);
  return drawings;
}

export function manifestOf(drawings: Drawing[]): IllustrationManifest {
  return {
    chapters: Object.fromEntries(drawings.map((d) => [d.key, { file: d.file, sceneHash: d.sceneHash, bytes: d.bytes, gzipBytes: d.gzipBytes }])),
  };
}

/** What differs between the drawings and the folder (missing or changed files, files no chapter uses, the manifest). */
export function staleFiles(drawings: Drawing[], dir = ILLUSTRATIONS_DIR): string[] {
  const stale: string[] = [];
  for (const d of drawings) {
    const path = join(dir, d.file);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== d.svg) stale.push(d.file);
  }
  const used = new Set(drawings.map((d) => d.file));
  if (existsSync(dir)) for (const name of readdirSync(dir)) if (name.endsWith('.svg') && !used.has(name)) stale.push(name);
  if (JSON.stringify(readIllustrationManifest(dir)) !== JSON.stringify(manifestOf(drawings))) stale.push(ILLUSTRATION_MANIFEST);
  return stale;
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg !== '--check')) throw new Error('Uso: illustrate.ts [--check]');
  const drawings = drawChapters(readChapterContentFiles());
  const stale = staleFiles(drawings);
  if (args.includes('--check')) {
    if (stale.length > 0) {
      console.error(`Ilustraciones desactualizadas: ${stale.join(', ')}. Ejecuta: npx tsx svc-content/scripts/illustrate.ts`);
      process.exit(1);
    }
    console.log(`Las ${drawings.length} ilustraciones están al día.`);
    return;
  }
  mkdirSync(ILLUSTRATIONS_DIR, { recursive: true });
  const used = new Set(drawings.map((d) => d.file));
  for (const name of readdirSync(ILLUSTRATIONS_DIR)) if (name.endsWith('.svg') && !used.has(name)) rmSync(join(ILLUSTRATIONS_DIR, name));
  for (const d of drawings) writeFileSync(join(ILLUSTRATIONS_DIR, d.file), d.svg);
  writeFileSync(join(ILLUSTRATIONS_DIR, ILLUSTRATION_MANIFEST), `${JSON.stringify(manifestOf(drawings), null, 2)}\n`);
  const total = drawings.reduce((sum, d) => sum + d.bytes, 0);
  const gzip = drawings.reduce((sum, d) => sum + d.gzipBytes, 0);
  console.log(
    `${drawings.length} ilustraciones (${stale.length} cambiadas): ${(total / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB con gzip; la mayor ${(Math.max(...drawings.map((d) => d.gzipBytes)) / 1024).toFixed(1)} KB con gzip.`,
  );
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
