import { DRAWING_LIMITS, type DrawingList, type DrawingSummary } from '@universo/contracts';
import { loadConfig, TOO_MANY_REQUESTS_MESSAGE } from '@universo/service-kit';
import { randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { ENTITLED, FAMILY_CASES, type FamilyCase } from '../../svc-billing/test/support/entitlementFixture';
import { billedContentSuite } from './support/billedContent';
import { ContentConfig } from '../src/config';
import { pngChunkTypes } from '../src/drawings/domain/pngFile';
import { VALID_PROFILE } from './support/axxonService';

const PATH = '/api/axxon/drawings';
const PREMIUM_403 = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'La Zona de dibujo avanzada es parte del Plan Emprendedor Mágico.',
  premiumItem: 'advanced-drawing',
};
const NEEDS_PROFILE = {
  statusCode: 409,
  error: 'Conflict',
  message: 'Primero crea el perfil de tu hijo o hija para guardar sus dibujos en su galería.',
};
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'No encontramos ese dibujo en la galería de tu hijo o hija.' };
const NOT_PNG = { statusCode: 400, error: 'Bad Request', message: 'El archivo no es una imagen PNG válida.' };
const WRONG_TYPE = { statusCode: 415, error: 'Unsupported Media Type', message: 'Envía el dibujo como imagen PNG (Content-Type: image/png).' };
const TOO_LARGE = { statusCode: 413, error: 'Payload Too Large', message: 'El dibujo pesa demasiado: como máximo 2 MB.' };
/** Low, so the suite can reach it: the default (200) is checked on its own below. */
const PER_CHILD = 3;
const WRITES_PER_MINUTE = 8;

/** A drawing as a canvas would send it: white paper with a coloured square. */
async function drawing(width = 320, height = 240, colour = { r: 230, g: 57, b: 70 }): Promise<Buffer> {
  const square = await sharp({ create: { width: Math.ceil(width / 4), height: Math.ceil(height / 4), channels: 4, background: { ...colour, alpha: 1 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } })
    .composite([{ input: square, top: 10, left: 10 }])
    .png()
    .toBuffer();
}

/** A PNG chunk with its CRC, as an editor would add it. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** The same PNG with text and EXIF chunks right after IHDR (8 signature + 25 IHDR bytes). */
function withMetadata(png: Buffer): Buffer {
  return Buffer.concat([
    png.subarray(0, 33),
    chunk('tEXt', Buffer.from('Author\0Ana Pérez, calle 12 #34', 'latin1')),
    chunk('iTXt', Buffer.from('Comment\0\0\0\0\0dirección secreta', 'utf8')),
    chunk('eXIf', Buffer.from('MM\0*\0\0\0\x08GPS-4.6097,-74.0817', 'latin1')),
    png.subarray(33),
  ]);
}

describe('the drawing gallery and the entitlement table (real billing)', () => {
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const { service, http, fixture } = billedContentSuite(
    'content_drawings',
    { AXXON_PROFILE_LIMIT_PER_MINUTE: '1000', DRAWINGS_PER_CHILD: String(PER_CHILD), DRAWINGS_WRITE_LIMIT_PER_MINUTE: String(WRITES_PER_MINUTE) },
    { timeout: 90_000 },
  );

  const withCookie = <T extends { set(name: string, value: string): T }>(request: T, cookie: string | undefined): T =>
    cookie ? request.set('Cookie', cookie) : request;
  const list = (cookie: string | undefined) => withCookie(http().get(PATH), cookie);
  const upload = (cookie: string | undefined, body: Buffer, type = 'image/png') => withCookie(http().post(PATH), cookie).set('Content-Type', type).send(body);
  const read = (cookie: string | undefined, id: string) =>
    withCookie(http().get(`${PATH}/${id}`), cookie)
      .buffer(true)
      // The PNG as bytes; an error as the JSON it is.
      .parse((res, done) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => {
          const bytes = Buffer.concat(parts);
          done(null, String(res.headers['content-type']).startsWith('application/json') ? JSON.parse(bytes.toString('utf8')) : bytes);
        });
      });
  const remove = (cookie: string | undefined, id: string) => withCookie(http().delete(`${PATH}/${id}`), cookie);
  const stored = async (userId: string): Promise<number> =>
    (await service.query<{ n: number }>('SELECT count(*)::int AS n FROM drawings WHERE owner_user_id = $1', [userId]))[0]!.n;

  async function familyWithChild(state: FamilyCase = 'premium'): Promise<{ userId: string; cookie: string }> {
    const { userId, cookie } = await fixture.familyIn(state);
    if (!cookie) throw new Error('a visitor has no child profile');
    await http().post('/api/axxon/profile').set('Cookie', cookie).send(VALID_PROFILE).expect(201);
    return { userId, cookie };
  }

  describe('who may use it', () => {
    it.each(FAMILY_CASES)('%s: the four routes answer only with the plan (403 with premiumItem otherwise)', async (state) => {
      const family = state === 'visitor' ? await fixture.familyIn(state) : await familyWithChild(state);
      const png = await drawing();
      if (!ENTITLED[state]) {
        const answers: Response[] = [
          await list(family.cookie),
          await upload(family.cookie, png),
          await read(family.cookie, randomUUID()),
          await remove(family.cookie, randomUUID()),
        ];
        for (const answer of answers) {
          expect(answer.status).toBe(403);
          expect(answer.body).toEqual(PREMIUM_403);
        }
        expect(await stored(family.userId)).toBe(0);
        return;
      }
      const saved = (await upload(family.cookie, png).expect(201)).body as DrawingSummary;
      expect((await list(family.cookie).expect(200)).body).toEqual({ drawings: [saved], count: 1, limit: PER_CHILD });
      const image = await read(family.cookie, saved.id).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      await remove(family.cookie, saved.id).expect(204);
      expect(await stored(family.userId)).toBe(0);
    });

    it('a payment left pending stops opening the gallery when the grace window ends, and the drawings stay', async () => {
      const { userId, cookie } = await familyWithChild('pending-in-grace');
      await upload(cookie, await drawing()).expect(201);
      fixture.advance(2 * 3_600_000);
      expect((await list(cookie).expect(403)).body).toEqual(PREMIUM_403);
      expect(await stored(userId)).toBe(1);
    });

    it('a forged cookie, header or query parameter claiming premium changes nothing', async () => {
      const { cookie } = await familyWithChild('free');
      await withCookie(http().get(`${PATH}?premium=true&tier=premium`), `${cookie}; premium=true; uf_tier=premium`)
        .set('X-Premium', 'true')
        .set('X-Tier', 'premium')
        .expect(403);
      await list('uf_session=eyJzdWIiOiJhZG1pbiJ9.forged').expect(403);
    });

    it('asks for the child profile first (409 with a Spanish message), storing nothing', async () => {
      const { userId, cookie } = await fixture.familyIn('premium');
      for (const answer of [await list(cookie), await upload(cookie, await drawing()), await read(cookie, randomUUID()), await remove(cookie, randomUUID())]) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual(NEEDS_PROFILE);
      }
      expect(await stored(userId!)).toBe(0);
    });

    it('refuses writes from another site (the same-site guard of every write)', async () => {
      const { userId, cookie } = await familyWithChild();
      const saved = (await upload(cookie, await drawing()).expect(201)).body as DrawingSummary;
      const crossSite = await upload(cookie, await drawing())
        .set('Origin', 'https://malvado.example')
        .set('Sec-Fetch-Site', 'cross-site');
      expect(crossSite.status).toBe(403);
      expect(crossSite.body.message).toBe('Solicitud rechazada: solo se aceptan peticiones desde Universo de Francesca.');
      await remove(cookie, saved.id).set('Origin', 'https://malvado.example').expect(403);
      expect(await stored(userId)).toBe(1);
    });
  });

  describe('the gallery', () => {
    it('saves, lists newest first (metadata only), serves the PNG privately and deletes', async () => {
      const { cookie } = await familyWithChild();
      const first = await upload(cookie, await drawing(300, 200)).expect(201);
      expect(first.headers.location).toBe(`${PATH}/${(first.body as DrawingSummary).id}`);
      const second = (await upload(cookie, await drawing(200, 300, { r: 29, g: 53, b: 87 })).expect(201)).body as DrawingSummary;
      expect(second).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        width: 200,
        height: 300,
        byteSize: expect.any(Number),
        createdAt: expect.any(String),
      });

      const gallery = await list(cookie).expect(200);
      expect(gallery.headers['cache-control']).toBe('private, no-store');
      const body = gallery.body as DrawingList;
      expect(body.drawings.map((d) => d.id)).toEqual([second.id, (first.body as DrawingSummary).id]);
      expect(body.count).toBe(2);
      expect(gallery.text).not.toMatch(/png|iVBOR/i);

      const image = await read(cookie, second.id).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('private, no-store');
      const bytes = image.body as Buffer;
      expect(bytes.length).toBe(second.byteSize);
      const decoded = await sharp(bytes).metadata();
      expect([decoded.format, decoded.width, decoded.height]).toEqual(['png', 200, 300]);
      // Uppercase ids name the same drawing.
      await read(cookie, second.id.toUpperCase()).expect(200);

      await remove(cookie, second.id).expect(204);
      expect((await read(cookie, second.id).expect(404)).body).toEqual(NOT_FOUND);
      expect((await remove(cookie, second.id).expect(404)).body).toEqual(NOT_FOUND);
      expect(((await list(cookie).expect(200)).body as DrawingList).drawings.map((d) => d.id)).toEqual([(first.body as DrawingSummary).id]);
    });

    it('answers an empty gallery with an empty list', async () => {
      const { cookie } = await familyWithChild();
      expect((await list(cookie).expect(200)).body).toEqual({ drawings: [], count: 0, limit: PER_CHILD });
    });

    it('another family can neither see, read nor delete a drawing (404, as if it did not exist)', async () => {
      const owner = await familyWithChild();
      const other = await familyWithChild();
      const saved = (await upload(owner.cookie, await drawing()).expect(201)).body as DrawingSummary;
      expect(((await list(other.cookie).expect(200)).body as DrawingList).drawings).toEqual([]);
      expect((await read(other.cookie, saved.id).expect(404)).body).toEqual(NOT_FOUND);
      expect((await remove(other.cookie, saved.id).expect(404)).body).toEqual(NOT_FOUND);
      await read(owner.cookie, saved.id).expect(200);
      expect(await stored(owner.userId)).toBe(1);
    });

    it('keys each drawing to the child profile, and deleting the profile deletes its drawings', async () => {
      const { userId, cookie } = await familyWithChild();
      const saved = (await upload(cookie, await drawing()).expect(201)).body as DrawingSummary;
      const [row] = await service.query<{ child_profile_id: string; profile_id: string }>(
        'SELECT d.child_profile_id, p.id AS profile_id FROM drawings d JOIN child_profiles p ON p.user_id = d.owner_user_id WHERE d.id = $1',
        [saved.id],
      );
      expect(row?.child_profile_id).toBe(row?.profile_id);
      await service.query('DELETE FROM child_profiles WHERE user_id = $1', [userId]);
      expect(await stored(userId)).toBe(0);
    });

    it('answers 400 to an id that is not a UUID', async () => {
      const { cookie } = await familyWithChild();
      for (const id of ['1', 'no-es-un-id', `${randomUUID()}x`]) {
        const res = await read(cookie, id).expect(400);
        expect(res.body.message).toBe('El identificador del dibujo no es válido.');
        await remove(cookie, id).expect(400);
      }
    });
  });

  describe('what is accepted', () => {
    it('re-encodes every upload: new bytes, the picture kept, every metadata chunk gone', async () => {
      const { cookie } = await familyWithChild();
      const original = withMetadata(await drawing(300, 200));
      expect(pngChunkTypes(original)).toEqual(['IHDR', 'tEXt', 'iTXt', 'eXIf', 'pHYs', 'IDAT', 'IEND']);
      const saved = (await upload(cookie, original).expect(201)).body as DrawingSummary;
      const kept = (await read(cookie, saved.id).expect(200)).body as Buffer;
      expect(kept.equals(original)).toBe(false);
      expect(pngChunkTypes(kept)!.every((type) => ['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND'].includes(type))).toBe(true);
      expect(kept.toString('latin1')).not.toMatch(/Ana|calle|GPS|secreta/);
      const [before, after] = await Promise.all([sharp(original).raw().toBuffer(), sharp(kept).ensureAlpha().raw().toBuffer()]);
      expect(after.equals(before)).toBe(true);
    });

    it('scales a drawing bigger than 2048 px down to fit, keeping its proportions', async () => {
      const { cookie } = await familyWithChild();
      const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#ffd166' } })
        .png()
        .toBuffer();
      const saved = (await upload(cookie, big).expect(201)).body as DrawingSummary;
      expect([saved.width, saved.height]).toEqual([2048, 1024]);
      const meta = await sharp((await read(cookie, saved.id).expect(200)).body as Buffer).metadata();
      expect([meta.width, meta.height]).toEqual([2048, 1024]);
    });

    it.each([
      ['text', Buffer.from('esto no es un dibujo')],
      ['an empty body', Buffer.alloc(0)],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>')],
      ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1])],
    ])('answers 400 JSON to %s sent as image/png, storing nothing', async (_name, body) => {
      const { userId, cookie } = await familyWithChild();
      expect((await upload(cookie, body).expect(400)).body).toEqual(NOT_PNG);
      expect(await stored(userId)).toBe(0);
    });

    it('answers 400 JSON to a PNG that does not decode: truncated, corrupt, or with a header and no picture', async () => {
      const { userId, cookie } = await familyWithChild();
      const good = await drawing();
      const corrupt = Buffer.from(good);
      corrupt.fill(0x55, 60, 120);
      for (const body of [good.subarray(0, Math.floor(good.length / 2)), corrupt, good.subarray(0, 33)]) {
        expect((await upload(cookie, body).expect(400)).body).toEqual(NOT_PNG);
      }
      expect(await stored(userId)).toBe(0);
    });

    it('answers 400 to a PNG that declares more than 4096 px a side, without decoding it', async () => {
      const { cookie } = await familyWithChild();
      const header = Buffer.from(await drawing(10, 10));
      header.writeUInt32BE(50_000, 16);
      header.writeUInt32BE(50_000, 20);
      const res = await upload(cookie, header).expect(400);
      expect(res.body.message).toBe(`El dibujo debe medir entre 1 y ${DRAWING_LIMITS.maxInputSide} píxeles de ancho y de alto.`);
    });

    it.each([
      ['JSON', 'application/json', Buffer.from('{"png":"iVBORw0KGgo="}')],
      ['a JPEG type', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff])],
      ['plain text', 'text/plain', Buffer.from('hola')],
      ['a form', 'application/x-www-form-urlencoded', Buffer.from('png=abc')],
      ['bytes of no type', 'application/octet-stream', Buffer.from([1, 2, 3])],
      ['a multipart form', 'multipart/form-data; boundary=x', Buffer.from('--x--')],
    ])('answers 415 JSON to %s, even when the bytes are a PNG', async (_name, type, body) => {
      const { userId, cookie } = await familyWithChild();
      expect((await upload(cookie, body, type).expect(415)).body).toEqual(WRONG_TYPE);
      expect((await upload(cookie, await drawing(), type).expect(415)).body).toEqual(WRONG_TYPE);
      expect(await stored(userId)).toBe(0);
    });

    it('answers 415 JSON to an upload without a Content-Type', async () => {
      const { cookie } = await familyWithChild();
      expect((await http().post(PATH).set('Cookie', cookie).expect(415)).body).toEqual(WRONG_TYPE);
    });

    it('answers 413 JSON to more than 2 MB, as declared or as sent, storing nothing', async () => {
      const { userId, cookie } = await familyWithChild();
      // Noise does not compress: a real PNG of about 3 MB.
      const noise = await sharp(randomBytes(900 * 900 * 4), { raw: { width: 900, height: 900, channels: 4 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(DRAWING_LIMITS.maxBytes);
      expect((await upload(cookie, noise).expect(413)).body).toEqual(TOO_LARGE);
      const justOver = Buffer.concat([await drawing(), Buffer.alloc(DRAWING_LIMITS.maxBytes)]).subarray(0, DRAWING_LIMITS.maxBytes + 1);
      expect((await upload(cookie, justOver).expect(413)).body).toEqual(TOO_LARGE);
      expect(await stored(userId)).toBe(0);
    });

    it('keeps other routes as they were: a PNG body anywhere else is a 415, an unknown path a 404', async () => {
      const png = await drawing();
      const contact = await http().post('/api/contact').set('Content-Type', 'image/png').send(png).expect(415);
      expect(contact.body.message).toBe('Tipo de contenido no admitido: envía JSON.');
      await http().post('/api/axxon/nada').set('Content-Type', 'image/png').send(png).expect(404);
    });
  });

  describe('limits', () => {
    it(`keeps at most DRAWINGS_PER_CHILD drawings (${PER_CHILD} here): the next is a 409 with a Spanish message until one is deleted`, async () => {
      const { userId, cookie } = await familyWithChild();
      const ids: string[] = [];
      for (let i = 0; i < PER_CHILD; i++) ids.push(((await upload(cookie, await drawing()).expect(201)).body as DrawingSummary).id);
      const full = await upload(cookie, await drawing()).expect(409);
      expect(full.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: `La galería ya tiene ${PER_CHILD} dibujos, el máximo. Borra alguno que ya no quieras para guardar uno nuevo.`,
      });
      expect(await stored(userId)).toBe(PER_CHILD);
      await remove(cookie, ids[0]!).expect(204);
      await upload(cookie, await drawing()).expect(201);
      expect(await stored(userId)).toBe(PER_CHILD);
    });

    it('never goes past the limit when uploads arrive at the same time', async () => {
      const { userId, cookie } = await familyWithChild();
      const png = await drawing();
      const answers = await Promise.all(Array.from({ length: PER_CHILD + 2 }, () => upload(cookie, png)));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(PER_CHILD);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
      expect(await stored(userId)).toBe(PER_CHILD);
    });

    it('limits a family’s writes per minute with a Spanish 429, without touching another family', async () => {
      const busy = await familyWithChild();
      const calm = await familyWithChild();
      const png = await drawing();
      // Counted whatever the answer: the first ones are kept, the others find the gallery full.
      for (let i = 0; i < WRITES_PER_MINUTE; i++) expect([201, 409]).toContain((await upload(busy.cookie, png)).status);
      expect((await upload(busy.cookie, png).expect(429)).body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY_REQUESTS_MESSAGE });
      // Reading is not a write, and each route has its own budget.
      await list(busy.cookie).expect(200);
      await remove(busy.cookie, randomUUID()).expect(404);
      await upload(calm.cookie, await drawing()).expect(201);
    });

    it('keeps 200 drawings per child unless configured otherwise', () => {
      const config = loadConfig(ContentConfig, { NODE_ENV: 'test', PORT: '1', DATABASE_URL: 'postgres://x@127.0.0.1/x', SESSION_SECRET: 'x'.repeat(40) });
      expect(config.DRAWINGS_PER_CHILD).toBe(200);
      expect(DRAWING_LIMITS.perChild).toBe(200);
    });
  });
});
