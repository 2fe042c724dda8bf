import { COMMUNITY_IMAGE_LIMITS, type CommunityImageUploaded } from '@universo/contracts';
import type { CommunityPost, CommunityPostSubmitted } from '../src/apiShapes';
import { TOO_MANY_REQUESTS_MESSAGE } from '@universo/service-kit';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { CommunityImageRetention } from '../src/community/communityImageRetention';
import { ContentFamilyData } from '../src/familyData/contentFamilyData';
import { UUID } from './support/contentService';
import { moderatedContentSuite } from './support/moderators';

// Encoding and decoding photos takes a while on a busy 2-core machine.
jest.setTimeout(30_000);

const PATH = '/api/community/images';
const IMAGES_PER_WINDOW = 6;

const WRONG_TYPE = { statusCode: 415, error: 'Unsupported Media Type', message: 'Envía la foto como imagen JPEG, PNG o WebP.' };
const TOO_LARGE = { statusCode: 413, error: 'Payload Too Large', message: 'La foto pesa demasiado: como máximo 5 MB.' };
const NOT_AN_IMAGE = { statusCode: 400, error: 'Bad Request', message: 'El archivo no es una imagen JPEG, PNG o WebP válida.' };
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'No encontramos esa imagen.' };
const URL_REFUSED = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'La imagen debe ser una foto subida con el formulario de la galería (una dirección /api/community/images/…); no se aceptan enlaces a otros sitios',
};
const NOT_AVAILABLE = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'No encontramos la foto subida: puede que hayan pasado más de 24 horas o que ya se haya usado en otra publicación. Súbela de nuevo.',
};

/** A phone photo: a JPEG whose EXIF says where it was taken (GPS), on what, and a description. */
function photoWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 250, g: 200, b: 60 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'FonoMarca', Model: 'Modelo X', ImageDescription: 'Casa de Ana, calle 12 #34-56' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '4/1 36/1 35/1', GPSLongitudeRef: 'W', GPSLongitude: '74/1 4/1 54/1' },
    })
    .toBuffer();
}

/** The four-letter chunk names of a WebP file (RIFF): EXIF, XMP and ICCP would carry metadata. */
function webpChunks(file: Buffer): string[] {
  expect(file.toString('latin1', 0, 4)).toBe('RIFF');
  expect(file.toString('latin1', 8, 12)).toBe('WEBP');
  const names: string[] = [];
  for (let at = 12; at + 8 <= file.length;) {
    names.push(file.toString('latin1', at, at + 4));
    const size = file.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return names;
}

/** A client address nobody else in this suite uses. */
function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

describe('community photos: uploaded, re-encoded, served from our origin', () => {
  // Moderation asks a real svc-auth (role and second factor); the admin's session is verified.
  const { moderated, http } = moderatedContentSuite({ COMMUNITY_IMAGE_LIMIT: String(IMAGES_PER_WINDOW), RETENTION_INTERVAL_SECONDS: '0' });

  /**
   * Each upload comes from a client address of its own (the gateway's X-Forwarded-For) unless a
   * client is given: the rate limit has its own test.
   */
  const upload = (body: Buffer, type = 'image/jpeg', client: { address?: string; cookie?: string } = {}) => {
    const request = http()
      .post(PATH)
      .set('X-Forwarded-For', client.address ?? randomAddress())
      .set('Content-Type', type);
    if (client.cookie) void request.set('Cookie', client.cookie);
    return request.send(body);
  };
  const uploaded = async (body?: Buffer): Promise<CommunityImageUploaded> =>
    (await upload(body ?? (await photoWithGps())).expect(201)).body as CommunityImageUploaded;
  const fetchImage = (path: string, cookie?: string) => {
    const request = http().get(path);
    if (cookie) request.set('Cookie', cookie);
    return request.buffer(true).parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        const bytes = Buffer.concat(parts);
        done(null, String(res.headers['content-type']).startsWith('application/json') ? JSON.parse(bytes.toString('utf8')) : bytes);
      });
    });
  };
  let counter = 0;
  const post = (imageUrl: unknown) => {
    counter += 1;
    return moderated.service
      .http()
      .post('/api/community')
      .send({
        title: 'Fotos del puesto de limonada',
        description: 'Vendimos limonada en el parque y ahorramos la mitad.',
        childAge: 8,
        parentEmail: `foto${counter}@example.com`,
        imageUrl,
      });
  };
  const submitted = async (imageUrl: string): Promise<string> => ((await post(imageUrl).expect(201)).body as CommunityPostSubmitted).id;
  const review = (id: string, action: 'approve' | 'reject') => http().post(`/api/community/${id}/${action}`).set('Cookie', moderated.admin).expect(200);
  const storedImages = async (): Promise<number> => (await moderated.service.query<{ n: number }>('SELECT count(*)::int AS n FROM community_images'))[0]!.n;

  describe('what is kept', () => {
    it('re-encodes a JPEG with EXIF and GPS into a WebP with no metadata at all', async () => {
      const original = await photoWithGps();
      const before = await sharp(original).metadata();
      expect(before.exif?.toString('latin1')).toContain('Casa de Ana');
      expect(before.exif?.toString('latin1')).toContain('FonoMarca');

      const res = await upload(original).expect(201);
      const saved = res.body as CommunityImageUploaded;
      expect(saved).toEqual({ id: expect.stringMatching(UUID), imageUrl: `${PATH}/${saved.id}`, width: 640, height: 480, byteSize: expect.any(Number) });
      expect(res.headers.location).toBe(saved.imageUrl);

      const [row] = await moderated.service.query<{ image: Buffer; media_type: string; post_id: string | null }>(
        'SELECT image, media_type, post_id FROM community_images WHERE id = $1',
        [saved.id],
      );
      expect(row!.media_type).toBe('image/webp');
      expect(row!.post_id).toBeNull();
      const kept = row!.image;
      expect(kept.length).toBe(saved.byteSize);
      expect(kept.equals(original)).toBe(false);
      const after = await sharp(kept).metadata();
      expect([after.format, after.width, after.height]).toEqual(['webp', 640, 480]);
      expect([after.exif, after.xmp, after.icc, after.iptc, after.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(webpChunks(kept).filter((name) => ['EXIF', 'XMP ', 'ICCP'].includes(name))).toEqual([]);
      expect(kept.toString('latin1')).not.toMatch(/Exif|Casa de Ana|FonoMarca|GPS/);
    });

    it('turns a photo upright as its EXIF orientation says, then drops the tag', async () => {
      // A phone held upright writes landscape pixels and "rotate 90°" (orientation 6).
      const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#1d3557' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const saved = await uploaded(sideways);
      expect([saved.width, saved.height]).toEqual([200, 400]);
    });

    it('scales a big photo down to 1600 px on its longer side, keeping its proportions', async () => {
      const big = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#ffd166' } })
        .png()
        .toBuffer();
      const saved = await uploaded(big);
      expect([saved.width, saved.height]).toEqual([COMMUNITY_IMAGE_LIMITS.maxSide, 1200]);
    });

    it('takes PNG and WebP too', async () => {
      const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#e63946' } })
        .png()
        .toBuffer();
      const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#2a9d8f' } })
        .webp()
        .toBuffer();
      await upload(png, 'image/png').expect(201);
      await upload(webp, 'image/webp').expect(201);
    });
  });

  describe('what is refused (JSON, Spanish, nothing stored)', () => {
    it.each([
      ['a text file', 'text/plain', Buffer.from('Hola, esto es un archivo de texto.')],
      ['JSON', 'application/json', Buffer.from('{"imagen":"no"}')],
      ['an SVG', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://rastreo.example/p.png"/></svg>')],
      ['a GIF type', 'image/gif', Buffer.from('GIF89a')],
      ['a form', 'application/x-www-form-urlencoded', Buffer.from('foto=abc')],
      ['a multipart form', 'multipart/form-data; boundary=x', Buffer.from('--x--')],
      ['bytes of no type', 'application/octet-stream', Buffer.from([1, 2, 3])],
    ])('answers 415 to %s', async (_name, type, body) => {
      const before = await storedImages();
      expect((await upload(body, type).expect(415)).body).toEqual(WRONG_TYPE);
      expect(await storedImages()).toBe(before);
    });

    it('answers 415 to an upload without a Content-Type', async () => {
      expect((await http().post(PATH).expect(415)).body).toEqual(WRONG_TYPE);
    });

    it.each([
      ['text sent as a JPEG', 'image/jpeg', Buffer.from('esto no es una foto')],
      ['an empty body', 'image/jpeg', Buffer.alloc(0)],
      ['an SVG sent as a PNG', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>')],
      ['a GIF sent as a PNG', 'image/png', Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')],
      ['half a PNG', 'image/png', Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8', 'base64')],
    ])('answers 400 to %s', async (_name, type, body) => {
      const before = await storedImages();
      expect((await upload(body, type).expect(400)).body).toEqual(NOT_AN_IMAGE);
      expect(await storedImages()).toBe(before);
    });

    it('answers 413 to more than 5 MB, as declared or as sent', async () => {
      const before = await storedImages();
      // Noise does not compress: a real PNG of about 6 MB.
      const noise = await sharp(randomBytes(1300 * 1200 * 4), { raw: { width: 1300, height: 1200, channels: 4 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(COMMUNITY_IMAGE_LIMITS.maxBytes);
      expect((await upload(noise, 'image/png').expect(413)).body).toEqual(TOO_LARGE);
      const justOver = Buffer.concat([await photoWithGps(), Buffer.alloc(COMMUNITY_IMAGE_LIMITS.maxBytes)]).subarray(0, COMMUNITY_IMAGE_LIMITS.maxBytes + 1);
      expect((await upload(justOver).expect(413)).body).toEqual(TOO_LARGE);
      expect(await storedImages()).toBe(before);
    });

    it('answers 400 to a photo of more than 50 megapixels, from its header', async () => {
      // A tiny JPEG whose frame header (SOF0) declares 10000 x 10000 pixels (a "decompression bomb").
      const bomb = Buffer.from(await photoWithGps(16, 16));
      const frame = bomb.indexOf(Buffer.from([0xff, 0xc0]));
      expect(frame).toBeGreaterThan(0);
      bomb.writeUInt16BE(10_000, frame + 5);
      bomb.writeUInt16BE(10_000, frame + 7);
      expect((await sharp(bomb).metadata()).width).toBe(10_000);
      expect((await upload(bomb).expect(400)).body.message).toBe('La foto es demasiado grande: como máximo 50 megapíxeles.');
    });

    it('refuses uploads from another site (the same-site guard of every write)', async () => {
      const res = await upload(await photoWithGps())
        .set('Origin', 'https://malvado.example')
        .set('Sec-Fetch-Site', 'cross-site');
      expect(res.status).toBe(403);
    });

    it(`limits uploads per client to COMMUNITY_IMAGE_LIMIT a window (${IMAGES_PER_WINDOW} here) with a Spanish 429`, async () => {
      const client = { address: randomAddress() };
      const photo = await photoWithGps(20, 20);
      for (let i = 0; i < IMAGES_PER_WINDOW; i++) await upload(photo, 'image/jpeg', client).expect(201);
      expect((await upload(photo, 'image/jpeg', client).expect(429)).body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: TOO_MANY_REQUESTS_MESSAGE,
      });
      await upload(photo).expect(201);
    });
  });

  describe('a post and its photo', () => {
    it('refuses an imageUrl on another site with a Spanish 400 about the image, storing nothing', async () => {
      const before = (await moderated.service.query<{ n: number }>('SELECT count(*)::int AS n FROM community_posts'))[0]!.n;
      for (const address of [
        'https://fotos.example.com/limonada.jpg',
        `https://fotos.example.com${PATH}/${randomUUID()}`,
        `http://localhost:8080${PATH}/${randomUUID()}`,
      ]) {
        expect((await post(address).expect(400)).body).toEqual(URL_REFUSED);
      }
      expect((await moderated.service.query<{ n: number }>('SELECT count(*)::int AS n FROM community_posts'))[0]!.n).toBe(before);
    });

    it('accepts the address of a photo uploaded to us and gives the photo to the post', async () => {
      const photo = await uploaded();
      const id = await submitted(photo.imageUrl.toUpperCase().replace('/API/COMMUNITY/IMAGES/', `${PATH}/`));
      const [row] = await moderated.service.query<{ image_url: string; post_id: string }>(
        'SELECT p.image_url, i.post_id FROM community_posts p JOIN community_images i ON i.post_id = p.id WHERE p.id = $1',
        [id],
      );
      expect(row).toEqual({ image_url: photo.imageUrl, post_id: id });
    });

    it("refuses a photo that was never uploaded or is already another post's, storing no post", async () => {
      expect((await post(`${PATH}/${randomUUID()}`).expect(400)).body).toEqual(NOT_AVAILABLE);
      const photo = await uploaded();
      await submitted(photo.imageUrl);
      const again = await post(photo.imageUrl).expect(400);
      expect(again.body).toEqual(NOT_AVAILABLE);
      expect(await moderated.service.query('SELECT 1 FROM community_posts WHERE image_url = $1', [photo.imageUrl])).toHaveLength(1);
    });

    it("serves a pending post's photo to nobody but moderators, and an approved one to everybody, from our origin", async () => {
      const photo = await uploaded();
      const id = await submitted(photo.imageUrl);
      const moderation = `/api/community/moderation/images/${photo.id}`;

      // Pending: not public, not even to the family that sent it.
      expect((await fetchImage(photo.imageUrl).expect(404)).body).toEqual(NOT_FOUND);
      expect((await fetchImage(photo.imageUrl, moderated.family).expect(404)).body).toEqual(NOT_FOUND);
      await fetchImage(moderation).expect(401);
      await fetchImage(moderation, moderated.family).expect(403);
      const forModerator = await fetchImage(moderation, moderated.admin).expect(200);
      expect(forModerator.headers['content-type']).toBe('image/webp');
      expect(forModerator.headers['cache-control']).toBe('private, no-store');

      await review(id, 'approve');
      const shown = (await http().get('/api/community').expect(200)).body as CommunityPost[];
      expect(shown.find((p) => p.id === id)?.imageUrl).toBe(photo.imageUrl);
      const image = await fetchImage(photo.imageUrl).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect((image.body as Buffer).length).toBe(photo.byteSize);
      await fetchImage(photo.imageUrl.toUpperCase().replace('/API/COMMUNITY/IMAGES/', `${PATH}/`)).expect(200);

      // Taken down: gone from the public again.
      await review(id, 'reject');
      expect((await fetchImage(photo.imageUrl).expect(404)).body).toEqual(NOT_FOUND);
    });

    it('never serves an upload no post took', async () => {
      const photo = await uploaded();
      await fetchImage(photo.imageUrl).expect(404);
      await fetchImage(`/api/community/moderation/images/${photo.id}`, moderated.admin).expect(404);
    });

    it('answers 400 to an id that is not a UUID', async () => {
      for (const id of ['1', 'foto.jpg', `${randomUUID()}x`]) {
        expect((await fetchImage(`${PATH}/${id}`).expect(400)).body.message).toBe('El identificador de la imagen no es válido.');
      }
    });

    it("deletes a post's photo with the post", async () => {
      const photo = await uploaded();
      const id = await submitted(photo.imageUrl);
      await moderated.service.query('DELETE FROM community_posts WHERE id = $1', [id]);
      expect(await moderated.service.query('SELECT 1 FROM community_images WHERE id = $1', [photo.id])).toEqual([]);
    });

    it('keeps every stored image_url an address of ours (a CHECK in the database)', async () => {
      await expect(
        moderated.service.query(`UPDATE community_posts SET image_url = 'https://fotos.example.com/a.jpg' WHERE id = '6c1f0e52-4b7a-4d8e-9f21-0a5b3c7d9e01'`),
      ).rejects.toThrow(/community_posts_image_url_is_ours/);
    });
  });

  describe('retention', () => {
    it("deletes uploads no post took 24 hours after the upload, on one replica at a time, and keeps posts' photos", async () => {
      const retention = moderated.service.app.get(CommunityImageRetention);
      const left = await uploaded();
      const used = await uploaded();
      await submitted(used.imageUrl);
      const recent = await uploaded();
      // Uploaded two hours after the others (PostgreSQL stamps rows with its own clock).
      await moderated.service.query(`UPDATE community_images SET created_at = created_at + interval '2 hours' WHERE id = $1`, [recent.id]);
      const [{ uploaded_at: uploadedAt } = { uploaded_at: new Date() }] = await moderated.service.query<{ uploaded_at: Date }>(
        'SELECT created_at AS uploaded_at FROM community_images WHERE id = $1',
        [left.id],
      );
      const hours = (n: number) => new Date(uploadedAt.getTime() + n * 3_600_000);

      expect(await retention.sweep(hours(23.9))).toBe(0);
      const [first, second] = await Promise.all([retention.sweep(hours(24.1)), retention.sweep(hours(24.1))]);
      expect(first + second).toBeGreaterThanOrEqual(1);
      expect(await moderated.service.query('SELECT 1 FROM community_images WHERE id = $1', [left.id])).toEqual([]);
      expect(await moderated.service.query('SELECT 1 FROM community_images WHERE id = $1', [used.id])).toHaveLength(1);
      expect(await moderated.service.query('SELECT 1 FROM community_images WHERE id = $1', [recent.id])).toHaveLength(1);
    });

    it('does not let a post take an upload older than 24 hours, even before the sweep', async () => {
      const old = await uploaded();
      await moderated.service.query(`UPDATE community_images SET created_at = now() - interval '24 hours 1 minute' WHERE id = $1`, [old.id]);
      expect((await post(old.imageUrl).expect(400)).body).toEqual(NOT_AVAILABLE);
    });
  });

  describe("the family's data", () => {
    it("exports the photos of the family's posts and its own uploads, and erases them all", async () => {
      // A real family session (svc-auth says it is active), so the uploads are the family's.
      const account = (await moderated.auth.http().get('/api/auth/user').set('Cookie', moderated.family).expect(200)).body as { id: string; email: string };
      const [userId, email] = [account.id, account.email];
      const attached = (await upload(await photoWithGps(), 'image/jpeg', { cookie: moderated.family }).expect(201)).body as CommunityImageUploaded;
      const pending = (await upload(await photoWithGps(), 'image/jpeg', { cookie: moderated.family }).expect(201)).body as CommunityImageUploaded;
      await moderated.service
        .http()
        .post('/api/community')
        .send({
          title: 'Pulseras para la feria',
          description: 'Hicimos pulseras de colores para la feria.',
          childAge: 7,
          parentEmail: email,
          imageUrl: attached.imageUrl,
        })
        .expect(201);
      const someoneElse = await uploaded();

      const data = moderated.service.app.get(ContentFamilyData);
      const exported = (await data.export({ userId, email })) as { communityImages: { id: string; image_base64: string; media_type: string }[] };
      expect(exported.communityImages.map((i) => i.id).sort()).toEqual([attached.id, pending.id].sort());
      expect(
        exported.communityImages.every((i) => i.media_type === 'image/webp' && Buffer.from(i.image_base64, 'base64').toString('latin1', 8, 12) === 'WEBP'),
      ).toBe(true);

      await data.erase({ userId, email });
      expect(await moderated.service.query('SELECT 1 FROM community_images WHERE id = ANY($1)', [[attached.id, pending.id]])).toEqual([]);
      expect(await moderated.service.query('SELECT 1 FROM community_images WHERE id = $1', [someoneElse.id])).toHaveLength(1);
    });
  });
});
