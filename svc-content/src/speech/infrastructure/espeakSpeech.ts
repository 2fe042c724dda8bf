import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { SPEECH_BITRATE_KBPS, SPEECH_VOICE, SPEECH_WORDS_PER_MINUTE } from '../domain/speechVoice';

/** Why a recording could not be made: the tools are not installed, or they failed. */
export class SpeechUnavailableError extends Error {}

const TIMEOUT_MS = 10_000;

function run(command: string, args: string[], input?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input === undefined ? 'ignore' : 'pipe', 'ignore', 'pipe'], timeout: TIMEOUT_MS });
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    child.on('error', (error) => reject(new SpeechUnavailableError(`${command}: ${error.message}`)));
    child.on('close', (code, signal) =>
      code === 0 ? resolve() : reject(new SpeechUnavailableError(`${command} terminó con ${signal ?? code}: ${stderr.trim()}`)),
    );
    if (input !== undefined && child.stdin) {
      // A program that is missing or quits early breaks the pipe: its exit reports the failure, not the pipe.
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
    }
  });
}

/**
 * Reads a text with Debian's espeak-ng (the stories' and the clips' voice) and encodes it as
 * Ogg/Opus with opus-tools, in a folder of its own under the system's temporary folder (the
 * service's only writable place). The text goes through standard input, never the command line,
 * and as plain text (no SSML): nothing a client sends is read as an option or markup.
 */
@Injectable()
export class EspeakSpeech {
  /** The programs, found on PATH (Debian's espeak-ng and opus-tools); a test points one elsewhere to see the 503. */
  readonly tools = { espeak: 'espeak-ng', opusenc: 'opusenc' };

  async render(text: string): Promise<Buffer> {
    const work = await mkdtemp(join(tmpdir(), 'speech-'));
    try {
      const wav = join(work, 'speech.wav');
      const ogg = join(work, 'speech.ogg');
      await run(this.tools.espeak, ['-v', SPEECH_VOICE, '-s', String(SPEECH_WORDS_PER_MINUTE), '--stdin', '-w', wav], text);
      // A serial number derived from the text: every replica makes the same bytes (and ETag).
      const serial = createHash('sha256').update(text).digest().readUInt32BE(0) & 0x7fffffff;
      await run(this.tools.opusenc, [
        '--quiet',
        '--serial',
        String(serial),
        '--bitrate',
        String(SPEECH_BITRATE_KBPS),
        '--downmix-mono',
        '--speech',
        '--artist',
        'Universo de Francesca',
        wav,
        ogg,
      ]);
      return await readFile(ogg);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
}
