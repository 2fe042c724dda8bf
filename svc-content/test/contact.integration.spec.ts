import type { ContactMessage, ContactResponse, Page } from '../src/apiShapes';
import { UUID } from './support/contentService';
import { moderatedContentSuite } from './support/moderators';

let counter = 0;
function aMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    name: 'Ana Gómez',
    email: `ana${counter}@colegio.edu.co`,
    subject: 'educador',
    message: `Quisiera usar las historias de Francesca con mi curso de tercero (${counter}).`,
    ...overrides,
  };
}

describe('contact API', () => {
  const { moderated, http } = moderatedContentSuite();

  const send = (body: unknown) =>
    http()
      .post('/api/contact')
      .send(body as object);
  const countFrom = async (email: unknown) =>
    Number((await moderated.service.query<{ count: string }>(`SELECT count(*) FROM contact_messages WHERE email = $1`, [email]))[0]?.count);

  describe('POST /api/contact', () => {
    it('stores the message and answers 201 "Mensaje enviado"', async () => {
      const body = aMessage({ name: '  Ana Gómez ', message: '  Hola, ¿tienen material para docentes?  ' });
      const res = await send(body).expect(201);
      expect(res.body).toEqual({ message: 'Mensaje enviado', id: expect.stringMatching(UUID) });
      const [row] = await moderated.service.query(`SELECT name, email, subject, message FROM contact_messages WHERE id = $1`, [
        (res.body as ContactResponse).id,
      ]);
      expect(row).toEqual({ name: 'Ana Gómez', email: body.email, subject: 'educador', message: 'Hola, ¿tienen material para docentes?' });
    });

    it.each(['padre', 'educador', 'prensa', 'distribuidor', 'otro'])('accepts the subject %p', async (subject) => {
      await send(aMessage({ subject })).expect(201);
    });

    it.each([
      ['no name', { name: undefined }, 'El nombre es obligatorio'],
      ['a name of 1 character', { name: ' A ' }, 'El nombre debe tener entre 2 y 80 caracteres'],
      ['a name of 81 characters', { name: 'a'.repeat(81) }, 'El nombre debe tener entre 2 y 80 caracteres'],
      ['a name on two lines', { name: 'Ana\nGómez' }, 'El nombre debe ser una sola línea de texto, sin caracteres especiales'],
      ['no e-mail', { email: undefined }, 'El correo es obligatorio'],
      ['a malformed e-mail', { email: 'ana@' }, 'El correo no es válido'],
      ['no subject', { subject: undefined }, 'Elige quién eres: padre, educador, prensa, distribuidor u otro'],
      ['another subject', { subject: 'ventas' }, 'El asunto debe ser uno de: padre, educador, prensa, distribuidor u otro'],
      ['a subject in capitals', { subject: 'Padre' }, 'El asunto debe ser uno de: padre, educador, prensa, distribuidor u otro'],
      ['no message', { message: undefined }, 'El mensaje es obligatorio'],
      ['a blank message', { message: '          ' }, 'El mensaje es obligatorio'],
      ['a message of 9 characters', { message: 'Hola hola' }, 'El mensaje debe tener entre 10 y 2000 caracteres'],
      ['a message of 2001 characters', { message: 'a'.repeat(2001) }, 'El mensaje debe tener entre 10 y 2000 caracteres'],
      ['an unknown field', { phone: '3001234567' }, 'El campo "phone" no está permitido.'],
    ])('refuses %s with a Spanish 400', async (_label, change, message) => {
      // A field changed to undefined is left out of the JSON: the form without it.
      const body = aMessage(change);
      const res = await send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await countFrom(body.email)).toBe(0);
    });

    it('accepts a message of exactly 2000 characters and keeps its line breaks', async () => {
      const text = `Hola:\n\n${'a'.repeat(1993)}`;
      const body = aMessage({ message: text });
      await send(body).expect(201);
      const [row] = await moderated.service.query<{ message: string }>(`SELECT message FROM contact_messages WHERE email = $1`, [body.email]);
      expect(row?.message).toBe(text);
    });

    it('stores a message sent twice quickly once, and answers both with the same id', async () => {
      const body = aMessage();
      const first = (await send(body).expect(201)).body as ContactResponse;
      const again = (await send({ ...body, email: String(body.email).toUpperCase(), message: `  ${String(body.message)}  ` }).expect(201))
        .body as ContactResponse;
      expect(again).toEqual(first);
      expect(await countFrom(body.email)).toBe(1);
    });

    it('stores concurrent copies once: nothing lost, nothing duplicated', async () => {
      const body = aMessage();
      const answers = await Promise.all(Array.from({ length: 6 }, () => send(body)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
      expect(new Set(answers.map((a) => (a.body as ContactResponse).id)).size).toBe(1);
      expect(await countFrom(body.email)).toBe(1);
    });

    it('stores different messages from the same sender, and the same one again after ten minutes', async () => {
      const body = aMessage();
      await send(body).expect(201);
      await send({ ...body, subject: 'prensa' }).expect(201);
      await send({ ...body, message: `${String(body.message)} Gracias.` }).expect(201);
      expect(await countFrom(body.email)).toBe(3);
      await moderated.service.query(`UPDATE contact_messages SET created_at = created_at - interval '11 minutes' WHERE email = $1`, [body.email]);
      await send(body).expect(201);
      expect(await countFrom(body.email)).toBe(4);
    });
  });

  describe('GET /api/contact/messages', () => {
    it('is for admins only: 401 for visitors, 403 for families', async () => {
      expect((await http().get('/api/contact/messages').expect(401)).body.message).toBe('Inicia sesión para continuar.');
      expect((await http().get('/api/contact/messages').set('Cookie', moderated.family).expect(403)).body.message).toBe(
        'Esta acción es solo para administradores.',
      );
    });

    it('lists the messages newest first, 20 a page, never cached', async () => {
      await moderated.service.query(`DELETE FROM contact_messages`);
      for (let i = 0; i < 23; i += 1) {
        await moderated.service.query(
          `INSERT INTO contact_messages (name, email, subject, message, fingerprint, created_at)
           VALUES ('Papá ' || $1::text, 'papa' || $1::text || '@example.com', 'padre', 'Mensaje número ' || $1::text, md5($1::text) || md5($1::text), now() - make_interval(mins => $1::int))`,
          [i],
        );
      }
      const res = await http().get('/api/contact/messages').set('Cookie', moderated.admin).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const first = res.body as Page<ContactMessage>;
      expect(first).toMatchObject({ page: 1, pageSize: 20, total: 23, totalPages: 2 });
      expect(first.items).toHaveLength(20);
      expect(first.items[0]).toEqual({
        id: expect.stringMatching(UUID),
        name: 'Papá 0',
        email: 'papa0@example.com',
        subject: 'padre',
        message: 'Mensaje número 0',
        createdAt: expect.any(String),
      });
      const dates = first.items.map((m) => m.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const second = (await http().get('/api/contact/messages?page=2').set('Cookie', moderated.admin).expect(200)).body as Page<ContactMessage>;
      expect(second.items.map((m) => m.name)).toEqual(['Papá 20', 'Papá 21', 'Papá 22']);
      const beyond = (await http().get('/api/contact/messages?page=9').set('Cookie', moderated.admin).expect(200)).body as Page<ContactMessage>;
      expect(beyond).toMatchObject({ items: [], page: 9, total: 23 });
    });

    it.each(['0', 'abc', '2.5', '1e2', '100000'])('refuses ?page=%s with a Spanish 400', async (page) => {
      const res = await http().get(`/api/contact/messages?page=${page}`).set('Cookie', moderated.admin).expect(400);
      expect(res.body.message).toBe('La página debe ser un número entero desde 1');
    });
  });
});
