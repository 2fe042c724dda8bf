/**
 * The chapters' read-along narration, one sentence at a time: each sentence (each voice run of
 * it) is synthesised by espeak-ng alone, its silence trimmed, and laid after the previous one
 * with the pause the rules give, so the offset of every sentence is known exactly. Then the
 * whole is encoded twice: Ogg/Opus (opusenc) and MP3 (lame), for browsers without Opus.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type NarrationSentence, type SentenceTiming, textParagraphs } from '../../packages/contracts/src/narration';
import { boundaryAfter, lineVoiceRuns, NARRATOR, pauseAfterMs, type SpokenRun, voiceKey } from '../src/books/domain/narrationVoices';

/** Opus at 16 kbit/s mono (as the Magic Zone clips): clear speech at about 120 KB a minute. */
export const OPUS_BITRATE_KBPS = 16;
/** MP3 at 24 kbit/s, mono, 16 kHz (MPEG-2 layer III, which every browser plays), constant bit rate so seeking lands where the timings say. */
export const MP3_BITRATE_KBPS = 24;
export const MP3_SAMPLE_RATE_KHZ = 16;
const LEAD_IN_MS = 300;
/** Between two voices within one sentence (the speech and the narrator's "dijo Francesca"). */
const RUN_GAP_MS = 160;
/** Kept around each trimmed sentence, so no syllable is cut. */
const EDGE_MS = 30;
const SILENCE_LEVEL = 250;

export const READ_ALONG_SETTINGS = `espeak-ng -v ${NARRATOR.voice} -s ${NARRATOR.speed} -p ${NARRATOR.pitch}, one sentence at a time, a voice per speaker; opusenc --bitrate ${OPUS_BITRATE_KBPS} --downmix-mono --speech; lame -m m --resample ${MP3_SAMPLE_RATE_KHZ} -b ${MP3_BITRATE_KBPS}`;

export function run(command: string, args: string[], input?: string): void {
  const result = spawnSync(command, args, { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error || result.status !== 0) {
    throw new Error(`${command} falló: ${result.error?.message ?? result.stderr}`);
  }
}

export interface Pcm {
  rate: number;
  samples: Int16Array;
}

/** A 16-bit mono PCM WAV (what espeak-ng, opusdec and lame --decode write). */
export function readWav(file: string): Pcm {
  const wav = readFileSync(file);
  let offset = 12;
  let rate = 22050;
  let channels = 1;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('latin1', offset, offset + 4);
    let size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      channels = wav.readUInt16LE(offset + 10);
      rate = wav.readUInt32LE(offset + 12);
    } else if (id === 'data') {
      // espeak-ng writing to a pipe leaves the size open: take what is there.
      if (size === 0 || size === 0xffffffff || offset + 8 + size > wav.length) size = wav.length - offset - 8;
      const frames = Math.floor(size / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = wav.readInt16LE(offset + 8 + i * 2 * channels);
      return { rate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error(`${file} no es un WAV con datos`);
}

export function writeWav(file: string, pcm: Pcm): void {
  const header = Buffer.alloc(44);
  const bytes = pcm.samples.length * 2;
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(pcm.rate, 24);
  header.writeUInt32LE(pcm.rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(bytes, 40);
  writeFileSync(file, Buffer.concat([header, Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, bytes)]));
}

function trimmed(pcm: Pcm): Int16Array {
  const { samples, rate } = pcm;
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]!) < SILENCE_LEVEL) first++;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]!) < SILENCE_LEVEL) last--;
  if (first >= samples.length) return new Int16Array(0);
  const edge = Math.round((EDGE_MS / 1000) * rate);
  return samples.subarray(Math.max(0, first - edge), Math.min(samples.length, last + 1 + edge));
}

function speak(spoken: SpokenRun, work: string): Pcm {
  const file = join(work, 'sentence.wav');
  const { voice, pitch, speed } = spoken.voice;
  run('espeak-ng', ['-v', voice, '-p', String(pitch), '-s', String(speed), '--stdin', '-w', file], spoken.text);
  const pcm = readWav(file);
  return { rate: pcm.rate, samples: trimmed(pcm) };
}

/** Each sentence's voice runs: the story's and the lesson's lines by the dialogue rules, the title and heading by the narrator. */
function sentenceRuns(sentences: readonly NarrationSentence[], texts: { story: string; lesson: string }): SpokenRun[][] {
  const lines = new Map<string, { sentence: string; runs: SpokenRun[] }[]>();
  const paragraphs = { story: textParagraphs(texts.story), lesson: textParagraphs(texts.lesson) };
  return sentences.map((s) => {
    if (s.section === 'title' || s.section === 'heading') return [{ text: s.text, voice: NARRATOR }];
    const key = `${s.section}/${s.paragraph}/${s.line}`;
    if (!lines.has(key)) lines.set(key, lineVoiceRuns(paragraphs[s.section][s.paragraph]![s.line]!));
    const found = lines.get(key)!.find((entry) => entry.sentence === s.text);
    if (!found) throw new Error(`La frase «${s.text}» no sale de su línea: revisa las reglas de narrationVoices.`);
    return found.runs;
  });
}

export interface ChapterRecording {
  pcm: Pcm;
  timings: SentenceTiming[];
  seconds: number;
}

const round = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/** The chapter's sentences spoken one after another, with their offsets. */
export function synthesise(sentences: readonly NarrationSentence[], texts: { story: string; lesson: string }, work: string): ChapterRecording {
  const runs = sentenceRuns(sentences, texts);
  const parts: Int16Array[] = [];
  let rate = 0;
  let length = 0;
  const silence = (ms: number) => {
    const samples = new Int16Array(Math.round((ms / 1000) * (rate || 22050)));
    parts.push(samples);
    length += samples.length;
  };
  const cache = new Map<string, Pcm>();
  silence(LEAD_IN_MS);
  const timings: SentenceTiming[] = [];
  sentences.forEach((sentence, i) => {
    const start = length;
    runs[i]!.forEach((spoken, r) => {
      const key = `${voiceKey(spoken.voice)}|${spoken.text}`;
      const pcm = cache.get(key) ?? speak(spoken, work);
      cache.set(key, pcm);
      rate ||= pcm.rate;
      if (pcm.rate !== rate) throw new Error(`espeak-ng cambió de frecuencia (${pcm.rate} Hz)`);
      if (r > 0) silence(RUN_GAP_MS);
      parts.push(pcm.samples);
      length += pcm.samples.length;
    });
    timings.push({ start: round(start / (rate || 22050)), end: round(Math.max(length, start + 1) / (rate || 22050)), text: sentence.text });
    silence(pauseAfterMs(sentence.text, boundaryAfter(sentences, i)));
  });
  const samples = new Int16Array(length);
  let at = 0;
  for (const part of parts) {
    samples.set(part, at);
    at += part.length;
  }
  return { pcm: { rate: rate || 22050, samples }, timings, seconds: Math.round((length / (rate || 22050)) * 10) / 10 };
}

/** A serial number from the text (`seed`) keeps the Ogg output byte-for-byte reproducible. */
export function encodeOpus(wav: string, out: string, title: string, seed: string, bitrateKbps = OPUS_BITRATE_KBPS): void {
  const serial = createHash('sha256').update(seed).digest().readUInt32BE(0) & 0x7fffffff;
  run('opusenc', [
    '--quiet',
    '--bitrate',
    String(bitrateKbps),
    '--downmix-mono',
    '--speech',
    '--serial',
    String(serial),
    '--title',
    title,
    '--artist',
    'Universo de Francesca',
    wav,
    out,
  ]);
}

export function encodeMp3(wav: string, out: string, title: string): void {
  run('lame', [
    '--quiet',
    '-m',
    'm',
    '--resample',
    String(MP3_SAMPLE_RATE_KHZ),
    '-b',
    String(MP3_BITRATE_KBPS),
    '--tt',
    title,
    '--ta',
    'Universo de Francesca',
    wav,
    out,
  ]);
}

/** A person's recording back to PCM, to make the other format from it. */
export function decodeToWav(file: string, kind: 'ogg' | 'mp3', wav: string): void {
  if (kind === 'ogg') run('opusdec', ['--quiet', '--rate', '48000', file, wav]);
  else run('lame', ['--quiet', '--decode', file, wav]);
}
