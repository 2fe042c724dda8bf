/**
 * Records the narration of every chapter (title, story and "Pausa Mágica") with a Spanish
 * text-to-speech voice from Debian, compressed with Opus:
 *
 *   apt-get install -y espeak-ng opus-tools
 *   npx tsx svc-content/scripts/narrate.ts                 # every chapter whose text changed
 *   npx tsx svc-content/scripts/narrate.ts --book 1        # only book 1 (repeatable)
 *   npx tsx svc-content/scripts/narrate.ts --force         # record again even if unchanged
 *   npx tsx svc-content/scripts/narrate.ts --check         # exit 1 when a recording is missing or stale
 *
 * Writes svc-content/media/audio/book-<id>/chapter-NN.ogg and manifest.json (the hash of the text
 * each file was made from). A file whose text and settings did not change is skipped. After
 * recording, ship it like a text edit: add a migration that calls seedChapterContent again.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import {
  audioFileName,
  NARRATION_MANIFEST,
  type NarrationEntry,
  type NarrationManifest,
  narrationHash,
  narrationText,
} from '../src/books/domain/narration';
import { AUDIO_DIR, chapterKey, readChapterContentFiles, readChapterTitles, readNarrationManifest } from '../src/books/infrastructure/contentFiles';
import { record, requireTool, SETTINGS } from './speech';

function writeManifest(manifest: NarrationManifest): void {
  const sorted = Object.fromEntries(Object.entries(manifest.chapters).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })));
  writeFileSync(join(AUDIO_DIR, NARRATION_MANIFEST), `${JSON.stringify({ chapters: sorted }, null, 2)}\n`);
}

function parseArgs(argv: string[]): { books: Set<number>; force: boolean; check: boolean } {
  const books = new Set<number>();
  let force = false;
  let check = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--force') force = true;
    else if (arg === '--check') check = true;
    else if (arg === '--book' && /^[1-9][0-9]*$/.test(argv[i + 1] ?? '')) books.add(Number(argv[++i]));
    else throw new Error(`Argumento no válido: ${arg}. Uso: narrate.ts [--book <id>]... [--force] [--check]`);
  }
  return { books, force, check };
}

function main(): void {
  const { books, force, check } = parseArgs(process.argv.slice(2));
  const titles = readChapterTitles();
  const chapters = readChapterContentFiles().filter((c) => books.size === 0 || books.has(c.bookId));
  const manifest = readNarrationManifest();
  const pending = chapters.filter((c) => {
    const name = audioFileName(c.bookId, c.number);
    const entry = manifest.chapters[name];
    const text = narrationText(titles.get(chapterKey(c.bookId, c.number)) ?? '', c);
    const file = join(AUDIO_DIR, name);
    const current = entry?.textHash === narrationHash(text) && entry.voice === SETTINGS && existsSync(file) && statSync(file).size === entry.bytes;
    return force || !current;
  });
  if (check) {
    for (const c of pending) console.log(`pendiente: ${audioFileName(c.bookId, c.number)}`);
    console.log(pending.length === 0 ? 'Toda la narración está al día.' : `${pending.length} grabaciones pendientes.`);
    process.exitCode = pending.length === 0 ? 0 : 1;
    return;
  }
  if (pending.length > 0) {
    console.log(`Voz: ${requireTool('espeak-ng', ['--version'])}; ${requireTool('opusenc', ['--version'])}`);
  }
  const work = mkdtempSync(join(tmpdir(), 'narrate-'));
  try {
    for (const c of pending) {
      const name = audioFileName(c.bookId, c.number);
      const title = titles.get(chapterKey(c.bookId, c.number));
      if (!title) throw new Error(`El capítulo ${c.number} del libro ${c.bookId} no tiene título en los archivos de libros.`);
      const text = narrationText(title, c);
      const out = join(AUDIO_DIR, name);
      mkdirSync(dirname(out), { recursive: true });
      const seconds = record(text, out, title, work);
      const entry: NarrationEntry = { bookId: c.bookId, number: c.number, textHash: narrationHash(text), voice: SETTINGS, bytes: statSync(out).size, seconds };
      manifest.chapters[name] = entry;
      writeManifest(manifest);
      console.log(`${relative(process.cwd(), out)}: ${entry.bytes} bytes, ${entry.seconds} s`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const entries = Object.values(manifest.chapters);
  const total = entries.reduce((sum, e) => sum + e.bytes, 0);
  console.log(`${pending.length} grabados, ${chapters.length - pending.length} sin cambios. En total ${entries.length} archivos, ${total} bytes.`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
