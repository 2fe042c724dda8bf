import { TOO_MANY_REQUESTS_MESSAGE } from '@universo/service-kit';
import { SPEECH_MESSAGES, SPEECH_TEXT_MAX } from '../src/speech/domain/speechText';
import { EspeakSpeech } from '../src/speech/infrastructure/espeakSpeech';
import { contentSuite } from './support/axxonService';
import { startContentService, STARTUP_TIMEOUT_MS } from './support/contentService';

/** The duration an Ogg/Opus file says it has: its last page's granule position at 48 kHz, minus the pre-skip. */
function oggSeconds(ogg: Buffer): number {
  const last = ogg.lastIndexOf('OggS');
  const granule = Number(ogg.readBigUInt64LE(last + 6));
  const preSkip = ogg.readUInt16LE(ogg.indexOf('OpusHead') + 10);
  return (granule - preSkip) / 48_000;
}

describe('GET /api/axxon/speech (texts that change, read aloud by espeak-ng)', () => {
  const { service } = contentSuite(() => startContentService({ SPEECH_LIMIT_PER_MINUTE: '1000' }), { timeout: STARTUP_TIMEOUT_MS });

  const speech = (text: string) => service.http().get('/api/axxon/speech').query({ text }).responseType('blob');

  it('reads a result with its numbers as Ogg/Opus, the same bytes every time, kept a day', async () => {
    const text = 'La Limonada de Sofía ganó 12 monedas hoy.';
    const first = await speech(text).expect(200);
    expect(first.headers['content-type']).toBe('audio/ogg');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers.etag).toBeTruthy();
    const audio = first.body as Buffer;
    expect(audio.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(audio.includes('OpusHead')).toBe(true);
    // Spoken at 140 words a minute: eight words take a few seconds, not a blip and not a minute.
    expect(oggSeconds(audio)).toBeGreaterThan(1.5);
    expect(oggSeconds(audio)).toBeLessThan(10);

    const again = await speech(`  La Limonada de Sofía   ganó 12 monedas hoy. `).expect(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(Buffer.compare(again.body as Buffer, audio)).toBe(0);

    const other = await speech('La Limonada de Sofía ganó 13 monedas hoy.').expect(200);
    expect(other.headers.etag).not.toBe(first.headers.etag);

    await service
      .http()
      .get('/api/axxon/speech')
      .query({ text })
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
  }, 30_000);

  it.each([
    ['no text', {}, SPEECH_MESSAGES.missing],
    ['an empty text', { text: '   ' }, SPEECH_MESSAGES.missing],
    ['a text too long', { text: 'a'.repeat(SPEECH_TEXT_MAX + 1) }, SPEECH_MESSAGES.tooLong],
    ['a text without words', { text: '¡¿...?!' }, SPEECH_MESSAGES.noWords],
    ['a control character', { text: 'hola\u0007' }, SPEECH_MESSAGES.control],
  ])('answers 400 with a Spanish message for %s', async (_case, query, message) => {
    const res = await service.http().get('/api/axxon/speech').query(query).expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('refuses two texts at once and an unknown parameter', async () => {
    await service.http().get('/api/axxon/speech?text=hola&text=adios').expect(400);
    const res = await service.http().get('/api/axxon/speech').query({ text: 'hola', voice: 'en' }).expect(400);
    expect(JSON.stringify(res.body)).toMatch(/voice/);
  });

  it('says in Spanish that the voice is unavailable when espeak-ng cannot run (503, never a silent 200)', async () => {
    // A machine without espeak-ng: the program is not where the service looks for it.
    const tools = service.app.get(EspeakSpeech).tools;
    tools.espeak = '/nonexistent/espeak-ng';
    try {
      const res = await service.http().get('/api/axxon/speech').query({ text: 'Un texto que nadie leyó antes.' }).expect(503);
      expect(res.body.message).toBe(SPEECH_MESSAGES.unavailable);
    } finally {
      tools.espeak = 'espeak-ng';
    }
    await speech('Un texto que nadie leyó antes.').expect(200);
  }, 30_000);
});

describe('GET /api/axxon/speech under a flood', () => {
  const { service } = contentSuite(() => startContentService({ SPEECH_LIMIT_PER_MINUTE: '3' }), { timeout: STARTUP_TIMEOUT_MS });

  it('answers 429 in Spanish after the limit, counted per client', async () => {
    for (let i = 0; i < 3; i++)
      await service
        .http()
        .get('/api/axxon/speech')
        .query({ text: `Uno ${i}` })
        .expect(200);
    const res = await service.http().get('/api/axxon/speech').query({ text: 'Uno más' }).expect(429);
    expect(res.body.message).toBe(TOO_MANY_REQUESTS_MESSAGE);
  }, 30_000);
});
