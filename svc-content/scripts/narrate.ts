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
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** espeak-ng's Latin American Spanish voice, a little slower than its default 175 words a minute. */
const VOICE = process.env.NARRATION_VOICE ?? 'es-419';
const WORDS_PER_MINUTE = Number(process.env.NARRATION_SPEED ?? 140);
/** Opus at 16 kbit/s mono: clear speech at about 120 KB a minute, so every chapter fits a phone. */
const BITRATE_KBPS = Number(process.env.NARRATION_BITRATE ?? 16);
const PARAGRAPH_PAUSE_MS = 600;
const SECTION_PAUSE_MS = 1200;

const SETTINGS = `espeak-ng -v ${VOICE} -s ${WORDS_PER_MINUTE}; opusenc --bitrate ${BITRATE_KBPS} --downmix-mono --speech`;

function requireTool(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(`Falta ${command}. Instálalo con: apt-get install -y espeak-ng opus-tools`);
  }
  return `${result.stdout}${result.stderr}`.split('\n')[0]?.trim() ?? command;
}

const escapeXml = (text: string): string => text.replace(/&/g, ' y ').replace(/</g, ' ').replace(/>/g, ' ');

/**
 * The chapter text as SSML for espeak-ng: pauses between paragraphs and longer ones between the
 * title, the story and the lesson (sections are separated by narrationText with blank lines).
 */
function speechMarkup(text: string): string {
  const paragraphs = text.split('\n\n');
  const parts = paragraphs.map((paragraph, i) => {
    const section = i === 1 || paragraph === 'Pausa Mágica.' || paragraphs[i - 1] === 'Pausa Mágica.';
    const pause = section ? SECTION_PAUSE_MS : PARAGRAPH_PAUSE_MS;
    return `${i > 0 ? `<break time="${pause}ms"/>` : ''}${escapeXml(paragraph.replace(/\n/g, ' '))}`;
  });
  return `<speak>${parts.join('\n')}</speak>`;
}

function run(command: string, args: string[], input?: string): void {
  const result = spawnSync(command, args, { input, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.error || result.status !== 0) {
    throw new Error(`${command} falló: ${result.error?.message ?? result.stderr}`);
  }
}

/** 16-bit mono WAV from espeak-ng: seconds from its data size. */
function wavSeconds(file: string): number {
  const wav = readFileSync(file);
  const rate = wav.readUInt32LE(24);
  const channels = wav.readUInt16LE(22);
  const dataStart = wav.indexOf('data', 12, 'latin1');
  const bytes = dataStart >= 0 ? wav.readUInt32LE(dataStart + 4) : wav.length - 44;
  return Math.round((bytes / (rate * channels * 2)) * 10) / 10;
}

function record(text: string, out: string, title: string, work: string): number {
  const wav = join(work, 'chapter.wav');
  run('espeak-ng', ['-v', VOICE, '-s', String(WORDS_PER_MINUTE), '-m', '--stdin', '-w', wav], speechMarkup(text));
  const seconds = wavSeconds(wav);
  // A serial number derived from the text keeps the output byte-for-byte reproducible.
  const serial = createHash('sha256').update(text).digest().readUInt32BE(0) & 0x7fffffff;
  // Encoded in the work folder, so an interrupted run never leaves a half file in media/.
  const partial = join(work, 'chapter.ogg');
  run('opusenc', [
    '--quiet', '--bitrate', String(BITRATE_KBPS), '--downmix-mono', '--speech', '--serial', String(serial),
    '--title', title, '--artist', 'Universo de Francesca', wav, partial,
  ]);
  copyFileSync(partial, out);
  return seconds;
}

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
