import { randomUUID } from 'node:crypto';
import type { GenerateBookResponse } from '../src/apiShapes';
import { TOO_MANY_REQUESTS_MESSAGE } from '@universo/service-kit';
import type { TestService } from '@universo/service-kit/testing';
import { DataSource } from 'typeorm';
import type { ContentConfig } from '../src/config';
import { ChildProfilesNameLookup } from '../src/generator/infrastructure/childNameLookup';
import { GENERATOR_MESSAGES } from '../src/generator/generator.messages';
import { startContentService } from './support/contentService';

const GENEROUS = { BOOK_GENERATOR_LIMIT_PER_MINUTE: '1000', BOOK_GENERATOR_LIMIT_PER_HOUR: '1000' };
const pagesOf = (book: string): number => [...book.matchAll(/^Página \d+$/gm)].length;
const wordsOf = (book: string): number => book.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const count = (text: string, part: string): number => text.split(part).length - 1;

/** The table src/learning creates; made here too when it is missing, so this suite stands alone. */
async function ensureChildProfiles(service: TestService<ContentConfig>): Promise<void> {
  await service.query(`
    CREATE TABLE IF NOT EXISTS child_profiles (
      user_id uuid PRIMARY KEY,
      child_name varchar(40) NOT NULL,
      child_age smallint NOT NULL,
      learning_level varchar(20) NOT NULL,
      preferred_character varchar(20) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
}

async function addChild(service: TestService<ContentConfig>, childName: string): Promise<string> {
  const userId = randomUUID();
  await service.query(
    `INSERT INTO child_profiles (user_id, child_name, child_age, learning_level, preferred_character) VALUES ($1, $2, 8, 'principiante', 'leo')`,
    [userId, childName],
  );
  return userId;
}

describe('POST /api/axxon/generate-book', () => {
  let service: TestService<ContentConfig>;

  beforeAll(async () => {
    service = await startContentService(GENEROUS);
    await ensureChildProfiles(service);
  }, 60_000);

  afterAll(async () => {
    await service?.close();
  });

  async function generate(body?: Record<string, unknown>, cookie?: string): Promise<string> {
    const request = service.http().post('/api/axxon/generate-book');
    if (cookie) void request.set('Cookie', cookie);
    const res = await (body === undefined ? request : request.send(body)).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.body as object)).toEqual(['book']);
    return (res.body as GenerateBookResponse).book;
  }

  it('applies the defaults to an empty body: a medium educational book about emprendimiento, Francesca the hero', async () => {
    for (const book of [await generate({}), await generate()]) {
      expect(pagesOf(book)).toBeGreaterThanOrEqual(15);
      expect(pagesOf(book)).toBeLessThanOrEqual(25);
      expect(count(book, 'emprendimiento')).toBeGreaterThanOrEqual(5);
      expect(book.split('\n')[1]).toBe('Un libro del Universo de Francesca.');
      expect(count(book, 'Francesca')).toBeGreaterThanOrEqual(10);
      expect(book).toMatch(/^Pausa Mágica$/m);
    }
  });

  it('makes a short book of 5 to 10 pages, a long one of 30 or more, at least three times longer', async () => {
    const short = await generate({ length: 'short' });
    const long = await generate({ length: 'long' });
    expect(pagesOf(short)).toBeGreaterThanOrEqual(5);
    expect(pagesOf(short)).toBeLessThanOrEqual(10);
    expect(pagesOf(long)).toBeGreaterThanOrEqual(30);
    expect(wordsOf(long)).toBeGreaterThanOrEqual(3 * wordsOf(short));
  });

  it('tells a story about the theme (trimmed) in the tone asked for', async () => {
    const fantasy = await generate({ theme: '  dinosaurios  ', tone: 'fantasy', length: 'short' });
    const business = await generate({ theme: 'dinosaurios', tone: 'business', length: 'short' });
    expect(count(fantasy, 'dinosaurios')).toBeGreaterThanOrEqual(3);
    expect(fantasy).not.toContain('  dinosaurios');
    expect(fantasy.split('\n')[0]).not.toBe(business.split('\n')[0]);
    const theme = 'x'.repeat(80);
    expect(await generate({ theme, length: 'short' })).toContain(theme);
  });

  it('makes the child of a logged-in family the hero when personalised', async () => {
    const userId = await addChild(service, 'Valentina');
    const cookie = service.sessionCookie({ sub: userId });
    const book = await generate({ length: 'short' }, cookie);
    expect(book.split('\n')[0]).toContain('Valentina');
    expect(book).toContain('protagonizado por Valentina');
    expect(count(book, 'Valentina')).toBeGreaterThanOrEqual(8);
    const plain = await generate({ length: 'short', personalizedElements: false }, cookie);
    expect(plain).not.toContain('Valentina');
    expect(plain.split('\n')[1]).toBe('Un libro del Universo de Francesca.');
  });

  it('makes Francesca the hero for a visitor and for a family without a child profile', async () => {
    const withoutProfile = await generate({ length: 'short' }, service.sessionCookie({ sub: randomUUID() }));
    expect(withoutProfile.split('\n')[1]).toBe('Un libro del Universo de Francesca.');
    expect(await generate({ length: 'short', personalizedElements: true })).toContain('Francesca');
    const odd = await generate({ length: 'short' }, service.sessionCookie({ sub: 'not-a-uuid' }));
    expect(odd.split('\n')[1]).toBe('Un libro del Universo de Francesca.');
  });

  it('reads no profile while the child_profiles table does not exist yet', async () => {
    const userId = await addChild(service, 'Martín');
    const lookup = new ChildProfilesNameLookup(service.app.get(DataSource));
    await service.query('ALTER TABLE child_profiles RENAME TO child_profiles_later');
    try {
      expect(await lookup.childNameOf(userId)).toBeNull();
    } finally {
      await service.query('ALTER TABLE child_profiles_later RENAME TO child_profiles');
    }
    expect(await lookup.childNameOf(userId)).toBe('Martín');
  });

  it.each([
    ['an unknown length', { length: 'huge' }, GENERATOR_MESSAGES.badLength],
    ['a Spanish length', { length: 'corto' }, GENERATOR_MESSAGES.badLength],
    ['an unknown tone', { tone: 'horror' }, GENERATOR_MESSAGES.badTone],
    ['personalizedElements as text', { personalizedElements: 'true' }, GENERATOR_MESSAGES.badPersonalized],
    ['personalizedElements null', { personalizedElements: null }, GENERATOR_MESSAGES.badPersonalized],
    ['a theme of 81 characters', { theme: 'x'.repeat(81) }, GENERATOR_MESSAGES.themeTooLong],
    ['a blank theme', { theme: '   ' }, GENERATOR_MESSAGES.themeBlank],
    ['a theme that is a number', { theme: 5 }, GENERATOR_MESSAGES.themeNotText],
    ['an unknown field', { seed: 1 }, 'El campo "seed" no está permitido.'],
  ])('answers 400 in Spanish for %s', async (_name, body, message) => {
    const res = await service.http().post('/api/axxon/generate-book').send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const res = await service
      .http()
      .post('/api/axxon/generate-book')
      .send([{ length: 'short' }])
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('names every wrong field in one message', async () => {
    const res = await service.http().post('/api/axxon/generate-book').send({ length: 'x', tone: 'y' }).expect(400);
    expect(res.body.message).toContain(GENERATOR_MESSAGES.badLength);
    expect(res.body.message).toContain(GENERATOR_MESSAGES.badTone);
  });
});

describe('POST /api/axxon/generate-book rate limit', () => {
  let service: TestService<ContentConfig>;

  beforeAll(async () => {
    service = await startContentService({ BOOK_GENERATOR_LIMIT_PER_MINUTE: '2', BOOK_GENERATOR_LIMIT_PER_HOUR: '1000' });
  }, 60_000);

  afterAll(async () => {
    await service?.close();
  });

  it('limits a client per minute with a Spanish 429, each family on its own budget', async () => {
    const post = (cookie?: string) => {
      const request = service.http().post('/api/axxon/generate-book');
      if (cookie) void request.set('Cookie', cookie);
      return request.send({ length: 'short' });
    };
    await post().expect(200);
    await post().expect(200);
    const res = await post().expect(429);
    expect(res.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY_REQUESTS_MESSAGE });
    await post(service.sessionCookie({ sub: randomUUID() })).expect(200);
  });
});
