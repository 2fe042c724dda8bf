import type { CommunityPost, CommunityPostSubmitted, CommunityReviewResponse, ModerationCommunityPost, Page } from '../src/apiShapes';
import { UUID } from './support/contentService';
import { moderatedContentSuite } from './support/moderators';

const PUBLIC_KEYS = ['childAge', 'createdAt', 'description', 'id', 'imageUrl', 'title'];
const RECEIVED = 'Tu emprendimiento está en revisión y aparecerá pronto en la galería.';
const PERSONAL_DATA =
  'Por seguridad, no incluyas datos personales en el título o la descripción: correos, teléfonos, números de documento, direcciones, colegios, apellidos ni usuarios de redes sociales';
const IMAGE_URL_INVALID =
  'La imagen debe ser una foto subida con el formulario de la galería (una dirección /api/community/images/…); no se aceptan enlaces a otros sitios';

let counter = 0;
/** A valid post, different each time (so duplicates are only made on purpose). */
function aPost(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    title: `Pulseras de colores ${counter}`,
    description: 'Hago pulseras con hilos de colores y las vendo en el bazar del colegio.',
    childAge: 8,
    parentEmail: `familia${counter}@example.com`,
    imageUrl: null,
    ...overrides,
  };
}

describe('community API', () => {
  const { moderated, http } = moderatedContentSuite();

  const gallery = async () => (await http().get('/api/community').expect(200)).body as CommunityPost[];
  const submit = (body: unknown) =>
    http()
      .post('/api/community')
      .send(body as object);

  describe('GET /api/community', () => {
    it('lists the seeded approved ventures, newest first, in the public shape only', async () => {
      const posts = await gallery();
      expect(posts.length).toBeGreaterThanOrEqual(4);
      const dates = posts.map((p) => p.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const p of posts) {
        expect(Object.keys(p).sort()).toEqual(PUBLIC_KEYS);
        expect(p.childAge).toBeGreaterThanOrEqual(6);
        expect(p.childAge).toBeLessThanOrEqual(10);
      }
      expect(JSON.stringify(posts)).not.toContain('@');
    });
  });

  describe('POST /api/community', () => {
    it('stores a valid post unapproved and answers 201 without the e-mail', async () => {
      const post = aPost({ title: '  Galletas de avena  ', description: '  Horneamos galletas de avena y panela con mi abuela.  ' });
      const res = await submit(post).expect(201);
      const body = res.body as CommunityPostSubmitted;
      expect(body).toEqual({ id: expect.stringMatching(UUID), status: 'pending', message: RECEIVED });
      expect(JSON.stringify(body)).not.toContain('@');
      const [row] = await moderated.service.query(
        `SELECT title, description, child_age, parent_email, image_url, is_approved, status FROM community_posts WHERE id = $1`,
        [body.id],
      );
      expect(row).toEqual({
        title: 'Galletas de avena',
        description: 'Horneamos galletas de avena y panela con mi abuela.',
        child_age: 8,
        parent_email: post.parentEmail,
        image_url: null,
        is_approved: false,
        status: 'pending',
      });
      expect((await gallery()).map((p) => p.id)).not.toContain(body.id);
    });

    it.each([
      ['missing', undefined, null],
      ['empty', '', null],
      ['blank', '   ', null],
      ['null', null, null],
    ])('accepts an image address that is %s', async (_label, imageUrl, stored) => {
      const post = aPost();
      if (imageUrl === undefined) delete post.imageUrl;
      else post.imageUrl = imageUrl;
      const { id } = (await submit(post).expect(201)).body as CommunityPostSubmitted;
      const [row] = await moderated.service.query<{ image_url: string | null }>(`SELECT image_url FROM community_posts WHERE id = $1`, [id]);
      expect(row?.image_url).toBe(stored);
    });

    it('counts characters as people do: an emoji is one', async () => {
      await submit(aPost({ title: '🍋🍋🍋' })).expect(201);
      await submit(aPost({ title: '🍋'.repeat(80) })).expect(201);
      await submit(aPost({ title: '🍋'.repeat(81) })).expect(400);
    });

    it.each([
      ['no title', { title: undefined }, 'El título es obligatorio'],
      ['an empty title', { title: '' }, 'El título es obligatorio'],
      ['a title of 2 characters once trimmed', { title: '  ab  ' }, 'El título debe tener entre 3 y 80 caracteres'],
      ['a title of 81 characters', { title: 'a'.repeat(81) }, 'El título debe tener entre 3 y 80 caracteres'],
      ['a title on two lines', { title: 'Pulseras\nde colores' }, 'El título debe ser una sola línea de texto, sin caracteres especiales'],
      ['a title that is a number', { title: 123 }, 'El título es obligatorio'],
      ['no description', { description: undefined }, 'La descripción es obligatoria'],
      ['a description of 9 characters', { description: 'Muy lindo' }, 'La descripción debe tener entre 10 y 600 caracteres'],
      ['a description of 601 characters', { description: 'a'.repeat(601) }, 'La descripción debe tener entre 10 y 600 caracteres'],
      ['a description with a NUL character', { description: 'Vendo limonada\u0000 fresca' }, 'La descripción tiene caracteres no válidos'],
      ['no age', { childAge: undefined }, 'La edad del niño o la niña es obligatoria'],
      ['age 5', { childAge: 5 }, 'La edad debe ser un número entero entre 6 y 10'],
      ['age 11', { childAge: 11 }, 'La edad debe ser un número entero entre 6 y 10'],
      ['age 7.5', { childAge: 7.5 }, 'La edad debe ser un número entero entre 6 y 10'],
      ['age as text', { childAge: '8' }, 'La edad debe ser un número entero entre 6 y 10'],
      ['no e-mail', { parentEmail: undefined }, 'El correo del padre, la madre o el acudiente es obligatorio'],
      ['a malformed e-mail', { parentEmail: 'mama.example.com' }, 'El correo del padre, la madre o el acudiente no es válido'],
      [
        'an e-mail of 255 characters',
        { parentEmail: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.co` },
        'El correo del padre, la madre o el acudiente no es válido',
      ],
      ['an https image on another site', { imageUrl: 'https://fotos.example.com/limonada.jpg' }, IMAGE_URL_INVALID],
      ['an http image on another site', { imageUrl: 'http://fotos.example.com/a.png' }, IMAGE_URL_INVALID],
      ['an ftp image', { imageUrl: 'ftp://fotos.example.com/a.png' }, IMAGE_URL_INVALID],
      ['a javascript image', { imageUrl: 'javascript:alert(1)' }, IMAGE_URL_INVALID],
      ['a data image', { imageUrl: 'data:image/png;base64,iVBORw0KGgo=' }, IMAGE_URL_INVALID],
      ['another site with our path', { imageUrl: 'https://fotos.example.com/api/community/images/6c1f0e52-4b7a-4d8e-9f21-0a5b3c7d9e01' }, IMAGE_URL_INVALID],
      ['an image with credentials', { imageUrl: 'https://yo:clave@fotos.example.com/a.png' }, IMAGE_URL_INVALID],
      ['an image that is a number', { imageUrl: 42 }, IMAGE_URL_INVALID],
      ['an e-mail in the description', { description: 'Pedidos a mama.sofi@gmail.com, ¡gracias!' }, PERSONAL_DATA],
      ['a phone in the description', { description: 'Pedidos por WhatsApp al 300 123 4567' }, PERSONAL_DATA],
      ['a social handle in the title', { title: 'Síguenos @pulseras_sofi' }, PERSONAL_DATA],
      // The chat's definition of personal data (packages/personal-data) screens the gallery too.
      ['a dotted identity number', { description: 'Soy Sofi, mi tarjeta de identidad es 1.023.456.789' }, PERSONAL_DATA],
      ['a phone in words', { description: 'Pedidos al tres cero cero uno dos tres cuatro cinco seis siete' }, PERSONAL_DATA],
      ['a street address', { description: 'Vendemos en la casa, calle 45 # 12-30, los sábados' }, PERSONAL_DATA],
      ["the school's name", { description: 'Vendo pulseras en el recreo del colegio San José' }, PERSONAL_DATA],
      ['a full name', { description: 'Me llamo Ana María Pérez y hago galletas de avena' }, PERSONAL_DATA],
      ['a handle after a platform', { description: 'Mira mis pulseras, mi insta es pulseras.sofi' }, PERSONAL_DATA],
      ['an unknown field', { isApproved: true }, 'El campo "isApproved" no está permitido.'],
    ])('refuses %s with a Spanish 400', async (_label, change, message) => {
      // A field changed to undefined is left out of the JSON: the form without it.
      const res = await submit(aPost(change)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    });

    it('accepts ordinary numbers, prices, dates, ages and places', async () => {
      const description = 'Tengo 8 años y vendí 12 limonadas a 2.500 pesos el 20 de julio en el parque de Medellín; ahorré $30.000.';
      await submit(aPost({ title: 'Limonada de Medellín', description })).expect(201);
    });

    it('lists every problem of a form at once', async () => {
      const res = await submit({}).expect(400);
      for (const part of [
        'El título es obligatorio',
        'La descripción es obligatoria',
        'La edad del niño o la niña es obligatoria',
        'El correo del padre, la madre o el acudiente es obligatorio',
      ]) {
        expect(res.body.message).toContain(part);
      }
    });

    it.each([
      ['a list', '[]', 'application/json'],
      ['a string', '"hola"', 'application/json'],
      ['broken JSON', '{"title": ', 'application/json'],
      ['no body', '', 'application/json'],
      ['form data', 'title=x', 'application/x-www-form-urlencoded'],
    ])('answers 4xx, never 5xx, to %s', async (_label, raw, type) => {
      const res = await http().post('/api/community').set('Content-Type', type).send(raw);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    });

    it('stores a double-clicked post once and answers both with the same id', async () => {
      const post = aPost();
      const answers = await Promise.all([1, 2, 3, 4].map(() => submit(post)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
      const ids = new Set(answers.map((a) => (a.body as CommunityPostSubmitted).id));
      expect(ids.size).toBe(1);
      const [row] = await moderated.service.query<{ count: string }>(`SELECT count(*) FROM community_posts WHERE parent_email = $1`, [post.parentEmail]);
      expect(row?.count).toBe('1');
    });
  });

  describe('moderation', () => {
    const pending = async () =>
      (await http().get('/api/community/moderation').set('Cookie', moderated.admin).expect(200)).body as Page<ModerationCommunityPost>;

    it.each([
      ['GET', '/api/community/moderation'],
      ['POST', '/api/community/6c1f0e52-4b7a-4d8e-9f21-0a5b3c7d9e01/approve'],
      ['POST', '/api/community/6c1f0e52-4b7a-4d8e-9f21-0a5b3c7d9e01/reject'],
      ['POST', '/api/community/no-es-un-id/approve'],
    ])('%s %s: 401 for visitors, 403 for families (JSON, Spanish)', async (method, path) => {
      const call = () => (method === 'GET' ? http().get(path) : http().post(path));
      expect((await call().expect(401)).body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Inicia sesión para continuar.' });
      const forged = `${moderated.family.slice(0, -3)}abc`;
      expect((await call().set('Cookie', forged).expect(401)).body.message).toBe('Inicia sesión para continuar.');
      expect((await call().set('Cookie', moderated.family).expect(403)).body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Esta acción es solo para administradores.',
      });
    });

    it('lists pending posts oldest first with the parent e-mail, never cached', async () => {
      const first = (await submit(aPost()).expect(201)).body as CommunityPostSubmitted;
      const second = (await submit(aPost()).expect(201)).body as CommunityPostSubmitted;
      const res = await http().get('/api/community/moderation').set('Cookie', moderated.admin).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const page = res.body as Page<ModerationCommunityPost>;
      expect(page).toMatchObject({ page: 1, pageSize: 20 });
      expect(page.items.every((p) => p.status === 'pending' && !p.isApproved && p.parentEmail.includes('@'))).toBe(true);
      const ids = page.items.map((p) => p.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      expect(Object.keys(page.items[0]!).sort()).toEqual([...PUBLIC_KEYS, 'isApproved', 'parentEmail', 'reviewedAt', 'reviewedBy', 'status'].sort());
    });

    it('approving shows the post in the gallery (without the e-mail); approving again changes nothing', async () => {
      const { id } = (await submit(aPost({ title: 'Huerta en el balcón' })).expect(201)).body as CommunityPostSubmitted;
      const res = await http().post(`/api/community/${id}/approve`).set('Cookie', moderated.admin).expect(200);
      const review = res.body as CommunityReviewResponse;
      expect(review.message).toBe('Publicación aprobada: ya aparece en la galería.');
      expect(review.post).toMatchObject({ id, status: 'approved', isApproved: true, reviewedBy: moderated.adminId });
      const shown = (await gallery()).find((p) => p.id === id);
      expect(shown).toMatchObject({ id, title: 'Huerta en el balcón', childAge: 8 });
      expect(Object.keys(shown!).sort()).toEqual(PUBLIC_KEYS);
      expect(JSON.stringify(await gallery())).not.toContain('@');
      expect((await gallery())[0]?.id).toBe(id);

      const again = (await http().post(`/api/community/${id.toUpperCase()}/approve`).set('Cookie', moderated.admin).expect(200))
        .body as CommunityReviewResponse;
      expect(again.message).toBe('La publicación ya estaba aprobada.');
      expect(again.post.reviewedAt).toBe(review.post.reviewedAt);
      expect((await pending()).items.map((p) => p.id)).not.toContain(id);
    });

    it('rejecting keeps a post out of the gallery, and can take down an approved one', async () => {
      const { id } = (await submit(aPost()).expect(201)).body as CommunityPostSubmitted;
      const rejected = (await http().post(`/api/community/${id}/reject`).set('Cookie', moderated.admin).expect(200)).body as CommunityReviewResponse;
      expect(rejected).toMatchObject({ message: 'Publicación rechazada: no aparece en la galería.', post: { status: 'rejected', isApproved: false } });
      expect((await http().post(`/api/community/${id}/reject`).set('Cookie', moderated.admin).expect(200)).body.message).toBe(
        'La publicación ya estaba rechazada.',
      );
      expect((await gallery()).map((p) => p.id)).not.toContain(id);
      expect((await pending()).items.map((p) => p.id)).not.toContain(id);

      const seeded = '6c1f0e52-4b7a-4d8e-9f21-0a5b3c7d9e03';
      expect((await gallery()).map((p) => p.id)).toContain(seeded);
      await http().post(`/api/community/${seeded}/reject`).set('Cookie', moderated.admin).expect(200);
      expect((await gallery()).map((p) => p.id)).not.toContain(seeded);
      await http().post(`/api/community/${seeded}/approve`).set('Cookie', moderated.admin).expect(200);
      expect((await gallery()).map((p) => p.id)).toContain(seeded);
    });

    it('lists approved and rejected posts on request, by last review', async () => {
      const approved = (await http().get('/api/community/moderation?status=approved').set('Cookie', moderated.admin).expect(200))
        .body as Page<ModerationCommunityPost>;
      expect(approved.items.length).toBeGreaterThan(0);
      expect(approved.items.every((p) => p.status === 'approved')).toBe(true);
      const reviewed = approved.items.map((p) => p.reviewedAt!);
      expect(reviewed).toEqual([...reviewed].sort().reverse());
      const rejected = (await http().get('/api/community/moderation?status=rejected').set('Cookie', moderated.admin).expect(200))
        .body as Page<ModerationCommunityPost>;
      expect(rejected.items.every((p) => p.status === 'rejected')).toBe(true);
    });

    it('pages the queue', async () => {
      const total = (await pending()).total;
      const page2 = (await http().get('/api/community/moderation?page=2').set('Cookie', moderated.admin).expect(200)).body as Page<ModerationCommunityPost>;
      expect(page2).toMatchObject({ page: 2, total, totalPages: Math.max(1, Math.ceil(total / 20)) });
      expect(page2.items).toHaveLength(Math.max(0, Math.min(20, total - 20)));
    });

    it.each([
      ['/api/community/moderation?page=0', 'La página debe ser un número entero desde 1'],
      ['/api/community/moderation?page=1e3', 'La página debe ser un número entero desde 1'],
      ['/api/community/moderation?page=-1', 'La página debe ser un número entero desde 1'],
      ['/api/community/moderation?status=todo', 'El estado debe ser uno de: pending, approved, rejected'],
      ['/api/community/moderation?orden=asc', 'El campo "orden" no está permitido.'],
    ])('refuses %s with a Spanish 400', async (path, message) => {
      expect((await http().get(path).set('Cookie', moderated.admin).expect(400)).body.message).toBe(message);
    });

    it.each(['123', 'no-es-un-id', '6c1f0e52-4b7a-4d8e-9f21-0a5b3c7d9e0', "6c1f0e52-4b7a-4d8e-9f21-0a5b3c7d9e01'"])(
      'answers 400 for the malformed id %p',
      async (id) => {
        const res = await http()
          .post(`/api/community/${encodeURIComponent(id)}/approve`)
          .set('Cookie', moderated.admin)
          .expect(400);
        expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'El identificador de la publicación no es válido.' });
      },
    );

    it('answers 404 for an unknown post', async () => {
      for (const action of ['approve', 'reject']) {
        const res = await http().post(`/api/community/00000000-0000-4000-8000-000000000000/${action}`).set('Cookie', moderated.admin).expect(404);
        expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No encontramos esa publicación.' });
      }
    });

    it('applies concurrent decisions one at a time', async () => {
      const { id } = (await submit(aPost()).expect(201)).body as CommunityPostSubmitted;
      const answers = await Promise.all([1, 2, 3].map(() => http().post(`/api/community/${id}/approve`).set('Cookie', moderated.admin)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.filter((a) => a.body.message === 'Publicación aprobada: ya aparece en la galería.')).toHaveLength(1);
    });
  });
});
