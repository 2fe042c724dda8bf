/**
 * The narration pipeline shared by the stories (narrate.ts) and the Magic Zone's "Escuchar"
 * clips (narrateMagicZone.ts): espeak-ng's Spanish voice, compressed with Opus.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeOpus, run } from './chapterVoice';
import { SPEECH_BITRATE_KBPS, SPEECH_VOICE, SPEECH_WORDS_PER_MINUTE } from '../src/speech/domain/speechVoice';

/**
 * espeak-ng's Latin American Spanish voice, a little slower than its default 175 words a minute,
 * and Opus at 16 kbit/s mono (clear speech at about 120 KB a minute): the voice the service also
 * reads changing texts with (src/speech/domain/speechVoice.ts).
 */
export const VOICE = process.env.NARRATION_VOICE ?? SPEECH_VOICE;
export const WORDS_PER_MINUTE = Number(process.env.NARRATION_SPEED ?? SPEECH_WORDS_PER_MINUTE);
export const BITRATE_KBPS = Number(process.env.NARRATION_BITRATE ?? SPEECH_BITRATE_KBPS);
const PARAGRAPH_PAUSE_MS = 600;
const SECTION_PAUSE_MS = 1200;

export const SETTINGS = `espeak-ng -v ${VOICE} -s ${WORDS_PER_MINUTE}; opusenc --bitrate ${BITRATE_KBPS} --downmix-mono --speech`;

export function requireTool(command: string, args: string[]): string {
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

/** 16-bit mono WAV from espeak-ng: seconds from its data size. */
export function wavSeconds(file: string): number {
  const wav = readFileSync(file);
  const rate = wav.readUInt32LE(24);
  const channels = wav.readUInt16LE(22);
  const dataStart = wav.indexOf('data', 12, 'latin1');
  const bytes = dataStart >= 0 ? wav.readUInt32LE(dataStart + 4) : wav.length - 44;
  return Math.round((bytes / (rate * channels * 2)) * 10) / 10;
}

export function record(text: string, out: string, title: string, work: string): number {
  const wav = join(work, 'chapter.wav');
  run('espeak-ng', ['-v', VOICE, '-s', String(WORDS_PER_MINUTE), '-m', '--stdin', '-w', wav], speechMarkup(text));
  const seconds = wavSeconds(wav);
  // Encoded in the work folder, so an interrupted run never leaves a half file in media/.
  const partial = join(work, 'chapter.ogg');
  encodeOpus(wav, partial, title, text, BITRATE_KBPS);
  copyFileSync(partial, out);
  return seconds;
}
