import { CHARACTER_IDS, narrationSentences, type SentenceTiming, timingsProblem } from '@universo/contracts';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { CHARACTER_NAMES, READER_SPEAKER, renderConversation } from '../domain/chapterContent';
import {
  AUDIO_URL_PREFIX,
  audioFileName,
  currentAudioUrl,
  NARRATION_FILE_KINDS,
  narrationFileName,
  narrationHash,
  narrationText,
  narrationVersion,
} from '../domain/narration';
import { readBookFiles } from './books.seed';
import { AUDIO_DIR, chapterKey, readChapterContentFiles, readChapterTitles, readNarrationManifest } from './contentFiles';

const books = readBookFiles();
const chapters = readChapterContentFiles();
const titles = readChapterTitles();
const manifest = readNarrationManifest();
const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Each book's young protagonist also speaks in its conversations. */
const PROTAGONISTS = ['Sam', 'Maya', 'Diego', 'Emma'];

describe('chapter content files', () => {
  it('hold every chapter of the five books: 10, 8, 8, 8 and 6, matching the chapter cards', () => {
    const byBook = books.map((b) => [b.id, chapters.filter((c) => c.bookId === b.id).map((c) => c.number)]);
    expect(byBook).toEqual(books.map((b) => [b.id, b.chapters.map((c) => c.number)]));
    expect(byBook.map(([, numbers]) => (numbers as number[]).length)).toEqual([10, 8, 8, 8, 6]);
    expect(chapters).toHaveLength(40);
  });

  it('give every chapter a real story, a lesson, an activity and a conversation', () => {
    for (const c of chapters) {
      const where = `${c.bookId}/${c.number}`;
      expect([where, words(c.story) > 300]).toEqual([where, true]);
      expect([where, words(c.lesson) > 20, words(c.activity) > 20]).toEqual([where, true, true]);
      expect([where, c.conversation.lines.length >= 4]).toEqual([where, true]);
    }
  });

  it('name one of the six characters in every conversation, with known speakers only', () => {
    const allowed = new Set([...Object.values(CHARACTER_NAMES), READER_SPEAKER, ...PROTAGONISTS]);
    expect(Object.keys(CHARACTER_NAMES).sort()).toEqual([...CHARACTER_IDS].sort());
    for (const c of chapters) {
      expect(CHARACTER_IDS).toContain(c.conversation.character);
      for (const line of c.conversation.lines) expect([`${c.bookId}/${c.number}`, allowed.has(line.speaker)]).toEqual([`${c.bookId}/${c.number}`, true]);
    }
    // Every character has its chapters.
    expect(new Set(chapters.map((c) => c.conversation.character))).toEqual(new Set(CHARACTER_IDS));
  });

  it('render the conversation as "Speaker: text" lines', () => {
    const text = renderConversation({
      character: 'leo',
      lines: [
        { speaker: 'Leo', text: '¡Hola!' },
        { speaker: 'Tú', text: 'Hola, Leo.' },
      ],
    });
    expect(text).toBe('Leo: ¡Hola!\nTú: Hola, Leo.');
  });

  describe('refuse a malformed file with a clear message', () => {
    const good = JSON.parse(readFileSync(join(__dirname, '..', 'data', 'content', 'book-5', 'chapter-01.json'), 'utf8')) as Record<string, unknown>;
    const withFile = (name: string, content: unknown): string => {
      const dir = mkdtempSync(join(tmpdir(), 'content-'));
      mkdirSync(join(dir, 'book-5'));
      writeFileSync(join(dir, 'book-5', name), JSON.stringify(content));
      return dir;
    };

    it.each([
      ['an empty story', { ...good, story: '  ' }, /book-5\/chapter-01\.json: story: debe ser un texto no vacío/],
      [
        'an unknown character',
        { ...good, conversation: { ...(good.conversation as object), character: 'pirata' } },
        /conversation\.character: debe ser uno de francesca/,
      ],
      ['an unknown field', { ...good, audio: 'x.ogg' }, /audio: campo desconocido/],
      [
        'a line without text',
        {
          ...good,
          conversation: {
            character: 'chispas',
            lines: [
              { speaker: 'Chispas', text: '' },
              { speaker: 'Emma', text: 'Hola' },
            ],
          },
        },
        /lines\.0\.text/,
      ],
      ['a number that is not the file’s', { ...good, number: 2 }, /no coinciden con la ruta del archivo/],
    ])('%s', (_name, content, message) => {
      expect(() => readChapterContentFiles(withFile('chapter-01.json', content))).toThrow(message);
    });

    it('a file that is not JSON', () => {
      const dir = withFile('chapter-01.json', {});
      writeFileSync(join(dir, 'book-5', 'chapter-01.json'), '{ "story": ');
      expect(() => readChapterContentFiles(dir)).toThrow(/chapter-01\.json: no es JSON válido/);
    });
  });
});

describe('narration', () => {
  it('reads the number, title, story and lesson', () => {
    const c = chapters[0]!;
    const text = narrationText('El Cofre de las Ideas', c);
    expect(text.startsWith('Capítulo 1. El Cofre de las Ideas.\n\n')).toBe(true);
    expect(text).toContain(c.story);
    expect(text).toContain(`Pausa Mágica.\n\n${c.lesson}`);
    expect(text).not.toContain(c.activity);
  });

  it('offers a recording only while it was made from the current text', () => {
    const text = 'Capítulo 1. Prueba.';
    const entry = { bookId: 9, number: 1, textHash: narrationHash(text), voice: 'v', bytes: 1, seconds: 1 };
    const m = { chapters: { [audioFileName(9, 1)]: entry } };
    expect(currentAudioUrl(m, 9, 1, text)).toBe('/media/audio/book-9/chapter-01.ogg');
    expect(currentAudioUrl(m, 9, 1, `${text} Editado.`)).toBeNull();
    expect(currentAudioUrl(m, 9, 2, text)).toBeNull();
    const versioned = { chapters: { [audioFileName(9, 1)]: { ...entry, version: '0123456789ab' } } };
    expect(currentAudioUrl(versioned, 9, 1, text)).toBe('/media/audio/book-9/chapter-01.ogg?v=0123456789ab');
  });

  it('gives every chapter its narration in both formats with timings that cover its text (else run svc-content/scripts/narrate.ts)', () => {
    let total = 0;
    for (const c of chapters) {
      const name = audioFileName(c.bookId, c.number);
      const title = titles.get(chapterKey(c.bookId, c.number)) ?? '';
      const entry = manifest.chapters[name];
      expect([name, entry?.textHash]).toEqual([name, narrationHash(narrationText(title, c))]);
      expect([name, entry?.files && narrationVersion(entry.files)]).toEqual([name, entry?.version]);
      for (const kind of NARRATION_FILE_KINDS) {
        const file = join(AUDIO_DIR, narrationFileName(name, kind));
        const bytes = readFileSync(file);
        // The file on disk is the one the manifest names: a recording dropped in place must go through the script.
        expect([narrationFileName(name, kind), createHash('sha256').update(bytes).digest('hex')]).toEqual([
          narrationFileName(name, kind),
          entry?.files?.[kind].sha256,
        ]);
        total += bytes.length;
      }
      const ogg = readFileSync(join(AUDIO_DIR, narrationFileName(name, 'ogg')));
      const mp3 = readFileSync(join(AUDIO_DIR, narrationFileName(name, 'mp3')));
      expect([name, ogg.subarray(0, 4).toString('latin1'), ogg.includes(Buffer.from('OpusHead'))]).toEqual([name, 'OggS', true]);
      // An ID3 tag, then MPEG audio frames (a frame sync of 11 set bits).
      const frame = mp3.subarray(0, 3).toString('latin1') === 'ID3' ? 10 + ((mp3[6]! << 21) | (mp3[7]! << 14) | (mp3[8]! << 7) | mp3[9]!) : 0;
      expect([name, mp3[frame], (mp3[frame + 1]! & 0xe0) === 0xe0]).toEqual([name, 0xff, true]);
      // The timings cover the text: one entry per sentence read, the same texts in order, up to the end of the audio.
      const timings = JSON.parse(readFileSync(join(AUDIO_DIR, narrationFileName(name, 'timings')), 'utf8')) as SentenceTiming[];
      const sentences = narrationSentences({ number: c.number, title, story: c.story, lesson: c.lesson });
      expect([name, timingsProblem(timings, sentences)]).toEqual([name, null]);
      expect([name, sentences.map((s) => s.text).join(' ')]).toEqual([name, narrationText(title, c).replace(/\s+/g, ' ')]);
      expect([name, timings.at(-1)!.end <= entry!.seconds + 0.1]).toEqual([name, true]);
    }
    // Both formats of the 40 chapters: measured 75 MB; a limit keeps a careless setting from doubling it.
    expect(total).toBeLessThan(90 * 1024 * 1024);
  });

  it('exists and is current for chapters 1 to 7 of book 1 at least (else run svc-content/scripts/narrate.ts)', () => {
    for (let number = 1; number <= 7; number++) {
      const c = chapters.find((x) => x.bookId === 1 && x.number === number)!;
      const url = currentAudioUrl(manifest, 1, number, narrationText(titles.get(chapterKey(1, number)) ?? '', c));
      expect([number, url]).toEqual([number, `${AUDIO_URL_PREFIX}${audioFileName(1, number)}?v=${manifest.chapters[audioFileName(1, number)]?.version}`]);
    }
  });

  it('lists only files that exist with their recorded size, small enough for phones', () => {
    const entries = Object.entries(manifest.chapters);
    expect(entries.length).toBeGreaterThanOrEqual(7);
    let total = 0;
    for (const [name, entry] of entries) {
      const size = statSync(join(AUDIO_DIR, name)).size;
      expect([name, size]).toEqual([name, entry.bytes]);
      expect(entry.bytes / entry.seconds).toBeLessThan(4000); // under 32 kbit/s
      total += size;
    }
    expect(total).toBeLessThan(40 * 1024 * 1024);
  });

  it('lives in the folder the gateway serves as /media/ (package.json "universo.media")', () => {
    const root = join(__dirname, '..', '..', '..');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { universo: { media?: Record<string, string> } };
    const [prefix, folder] = Object.entries(pkg.universo.media ?? {})[0] ?? [];
    expect(prefix).toBeDefined();
    expect(`${prefix}${relative(join(root, folder ?? ''), AUDIO_DIR)}/`).toBe(AUDIO_URL_PREFIX);
  });
});
