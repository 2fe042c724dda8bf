/**
 * Records the read-along narration of every chapter (title, story, "Pausa Mágica" and lesson)
 * with Debian's espeak-ng, one sentence at a time, and encodes it as Ogg/Opus and MP3:
 *
 *   apt-get install -y espeak-ng opus-tools lame
 *   npx tsx svc-content/scripts/narrate.ts                 # every chapter whose text or files changed
 *   npx tsx svc-content/scripts/narrate.ts --book 1        # only book 1 (repeatable)
 *   npx tsx svc-content/scripts/narrate.ts --force         # synthesise again even if unchanged (never over a person's recording)
 *   npx tsx svc-content/scripts/narrate.ts --check         # exit 1 when a recording is missing, stale or replaced unrecorded
 *
 * Writes svc-content/media/audio/book-<id>/chapter-NN.ogg, .mp3 and .timings.json, and
 * manifest.json (the hash of the text and of each file). A person's recording replaces a
 * chapter's narration by being dropped in place as chapter-NN.ogg (Ogg/Opus) or chapter-NN.mp3
 * (MP3), optionally with its chapter-NN.timings.json: this script notices the changed file,
 * keeps it, makes the other format from it and, without given timings, estimates them. After
 * recording, ship it like a text edit: add a migration that calls seedChapterContent again.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { narrationSentences, timingsProblem, type SentenceTiming } from '../../packages/contracts/src/narration';
import {
  audioFileName,
  NARRATION_FILE_KINDS,
  NARRATION_MANIFEST,
  type NarrationEntry,
  type NarrationFileEntry,
  type NarrationFileKind,
  narrationFileName,
  type NarrationManifest,
  narrationHash,
  narrationText,
  narrationVersion,
} from '../src/books/domain/narration';
import type { ChapterContentFile } from '../src/books/domain/chapterContent';
import { AUDIO_DIR, chapterKey, readChapterContentFiles, readChapterTitles, readNarrationManifest } from '../src/books/infrastructure/contentFiles';
import { estimateTimings, narrationPlan, type NarrationFilesOnDisk, replacedByHand } from '../src/books/domain/narrationPlan';
import { decodeToWav, encodeMp3, encodeOpus, READ_ALONG_SETTINGS, readWav, synthesise, writeWav } from './chapterVoice';
import { requireTool } from './speech';

const HUMAN_VOICE = 'grabación humana';

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

function fileEntry(file: string): NarrationFileEntry | null {
  if (!existsSync(file)) return null;
  const bytes = readFileSync(file);
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function onDisk(name: string): NarrationFilesOnDisk {
  return Object.fromEntries(NARRATION_FILE_KINDS.map((kind) => [kind, fileEntry(join(AUDIO_DIR, narrationFileName(name, kind)))])) as NarrationFilesOnDisk;
}

function finish(entry: Omit<NarrationEntry, 'files' | 'version' | 'bytes'>, name: string): NarrationEntry {
  const disk = onDisk(name);
  const files = Object.fromEntries(NARRATION_FILE_KINDS.map((kind) => [kind, disk[kind]!])) as Record<NarrationFileKind, NarrationFileEntry>;
  return { ...entry, bytes: files.ogg.bytes, files, version: narrationVersion(files) };
}

function writeTimings(file: string, timings: SentenceTiming[]): void {
  // One sentence a line: a person can correct the times of a recording by hand.
  writeFileSync(file, `[\n${timings.map((t) => `  ${JSON.stringify(t)}`).join(',\n')}\n]\n`);
}

function record(c: ChapterContentFile, title: string, name: string, work: string): NarrationEntry {
  const sentences = narrationSentences({ number: c.number, title, story: c.story, lesson: c.lesson });
  const { pcm, timings, seconds } = synthesise(sentences, c, work);
  const wav = join(work, 'chapter.wav');
  writeWav(wav, pcm);
  const text = narrationText(title, c);
  // Encoded in the work folder, so an interrupted run never leaves a half file in media/.
  encodeOpus(wav, join(work, 'chapter.ogg'), title, text);
  encodeMp3(wav, join(work, 'chapter.mp3'), title);
  writeTimings(join(work, 'chapter.timings.json'), timings);
  for (const kind of NARRATION_FILE_KINDS)
    copyFileSync(join(work, `chapter.${kind === 'timings' ? 'timings.json' : kind}`), join(AUDIO_DIR, narrationFileName(name, kind)));
  return finish(
    { bookId: c.bookId, number: c.number, textHash: narrationHash(text), voice: READ_ALONG_SETTINGS, seconds, recordedBy: 'espeak-ng', timings: 'synthesised' },
    name,
  );
}

/** A person's recording: kept as given, the missing format made from it, the timings checked or estimated. */
function adopt(c: ChapterContentFile, title: string, name: string, entry: NarrationEntry | undefined, work: string): NarrationEntry {
  const disk = onDisk(name);
  const given: 'ogg' | 'mp3' = replacedByHand(disk.ogg, entry?.files?.ogg) ? 'ogg' : 'mp3';
  const other = given === 'ogg' ? 'mp3' : 'ogg';
  const wav = join(work, 'human.wav');
  decodeToWav(join(AUDIO_DIR, narrationFileName(name, given)), given, wav);
  const pcm = readWav(wav);
  const seconds = Math.round((pcm.samples.length / pcm.rate) * 10) / 10;
  const bothGiven = replacedByHand(disk[other], entry?.files?.[other]);
  if (!bothGiven) {
    const out = join(work, `human.${other}`);
    if (other === 'mp3') encodeMp3(wav, out, title);
    else encodeOpus(wav, out, title, `${name}:${disk[given]!.sha256}`);
    copyFileSync(out, join(AUDIO_DIR, narrationFileName(name, other)));
  }
  const sentences = narrationSentences({ number: c.number, title, story: c.story, lesson: c.lesson });
  const timingsFile = join(AUDIO_DIR, narrationFileName(name, 'timings'));
  const suppliedTimings = replacedByHand(disk.timings, entry?.files?.timings);
  if (suppliedTimings) {
    const problem = timingsProblem(JSON.parse(readFileSync(timingsFile, 'utf8')), sentences);
    if (problem) throw new Error(`${narrationFileName(name, 'timings')} no sirve para el texto del capítulo: ${problem}.`);
  } else {
    writeTimings(timingsFile, estimateTimings(sentences, seconds));
  }
  const text = narrationText(title, c);
  return finish(
    {
      bookId: c.bookId,
      number: c.number,
      textHash: narrationHash(text),
      voice: HUMAN_VOICE,
      seconds,
      recordedBy: 'human',
      timings: suppliedTimings ? 'supplied' : 'estimated',
    },
    name,
  );
}

function main(): void {
  const { books, force, check } = parseArgs(process.argv.slice(2));
  const titles = readChapterTitles();
  const chapters = readChapterContentFiles().filter((c) => books.size === 0 || books.has(c.bookId));
  const manifest = readNarrationManifest();
  const plans = chapters.map((c) => {
    const name = audioFileName(c.bookId, c.number);
    const title = titles.get(chapterKey(c.bookId, c.number));
    if (!title) throw new Error(`El capítulo ${c.number} del libro ${c.bookId} no tiene título en los archivos de libros.`);
    const plan = narrationPlan(manifest.chapters[name], onDisk(name), narrationHash(narrationText(title, c)), READ_ALONG_SETTINGS, force);
    return { c, name, title, plan };
  });
  const pending = plans.filter((p) => p.plan !== 'current');
  for (const p of pending.filter((x) => x.plan === 'stale-human')) {
    console.log(
      `${p.name}: la grabación humana no corresponde al texto actual. Graba de nuevo el capítulo o borra sus tres archivos para volver a la voz sintética.`,
    );
  }
  if (check) {
    for (const p of pending) console.log(`pendiente (${p.plan}): ${p.name}`);
    console.log(pending.length === 0 ? 'Toda la narración está al día.' : `${pending.length} grabaciones pendientes.`);
    process.exitCode = pending.length === 0 ? 0 : 1;
    return;
  }
  if (pending.length > 0) {
    console.log(`Voz: ${requireTool('espeak-ng', ['--version'])}; ${requireTool('opusenc', ['--version'])}; ${requireTool('lame', ['--version'])}`);
  }
  const work = mkdtempSync(join(tmpdir(), 'narrate-'));
  try {
    for (const { c, name, title, plan } of pending) {
      if (plan === 'stale-human') continue;
      mkdirSync(dirname(join(AUDIO_DIR, name)), { recursive: true });
      const entry = plan === 'adopt' ? adopt(c, title, name, manifest.chapters[name], work) : record(c, title, name, work);
      manifest.chapters[name] = entry;
      // Read again before writing: runs for different books may go side by side.
      const latest = readNarrationManifest();
      latest.chapters[name] = entry;
      writeManifest(latest);
      const sizes = NARRATION_FILE_KINDS.map((kind) => `${kind} ${entry.files![kind].bytes}`).join(', ');
      console.log(`${relative(process.cwd(), join(AUDIO_DIR, name))}: ${plan === 'adopt' ? 'grabación humana, ' : ''}${sizes} bytes, ${entry.seconds} s`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const entries = Object.values(readNarrationManifest().chapters);
  const total = entries.reduce((sum, e) => sum + NARRATION_FILE_KINDS.reduce((s, kind) => s + (e.files?.[kind].bytes ?? 0), 0), 0);
  console.log(`${pending.length} grabados, ${chapters.length - pending.length} sin cambios. En total ${entries.length} capítulos, ${total} bytes.`);
  if (pending.some((p) => p.plan === 'stale-human')) process.exitCode = 1;
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
