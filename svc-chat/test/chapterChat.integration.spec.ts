import { PRIVACY_NOTICE_VERSION } from '@universo/contracts';
import { randomInt, randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { type FourServices, startFourServices } from '../../svc-auth/test/support/fourServices';
import { seedFamilyContent } from '../../svc-content/test/support/familyContent';

// The chapter's "Hablar con…" button: the chat request names the chapter, svc-chat checks it with
// svc-content (real services, real PostgreSQL) and the first reply talks about that chapter,
// under the same rules as every chat (the plan, the child's chat consent).

function cookieFrom(res: Response): string {
  const raw = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  return String(Array.isArray(raw) ? raw[0] : raw).split(';')[0]!;
}

const FIRST = {
  title: 'El Cofre de las Ideas',
  description: 'En el ático de la abuela, Francesca encuentra un cofre con un cuaderno que brilla con cada idea.',
};

describe('a chat opened from a chapter', () => {
  let stack: FourServices;
  jest.setTimeout(60_000);

  beforeAll(async () => {
    stack = await startFourServices();
  }, 180_000);
  afterAll(() => stack?.close(), 60_000);

  const send = (body: object, cookie?: string) => {
    const request = stack.chat.http().post('/api/chat');
    return (cookie ? request.set('Cookie', cookie) : request).send({ sessionId: randomUUID(), message: 'Hola', ...body });
  };

  async function family(withChat: boolean): Promise<string> {
    const username = `u${randomInt(1e9)}`;
    const registered = await stack.auth
      .http()
      .post('/api/auth/register')
      .send({
        username,
        email: `${username}@example.com`,
        password: 'una-clave-segura-7',
        firstName: 'Ana',
        lastName: 'Pérez',
        age: 8,
        adultConfirmed: true,
        privacyAccepted: true,
        privacyVersion: PRIVACY_NOTICE_VERSION,
      })
      .expect(201);
    const cookie = cookieFrom(registered);
    const userId = registered.body.id as string;
    await stack.auth.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [userId]);
    if (withChat) {
      await seedFamilyContent(stack.content, { userId, cookie, email: `${username}@example.com`, childName: 'Lucía', parentName: 'Ana Pérez' });
    } else {
      await stack.content
        .http()
        .post('/api/children')
        .set('Cookie', cookie)
        .send({ childName: 'Mateo', childAge: 7, learningLevel: 'principiante', preferredCharacter: 'francesca', avatar: 'gato' })
        .expect(201);
    }
    return cookie;
  }

  it("svc-content tells a chapter's public card texts and its character, never the story", async () => {
    const topic = await stack.content.http().get('/api/books/1/chapters/4/topic').expect(200);
    expect(topic.body).toEqual({
      bookId: 1,
      number: 4,
      title: 'El Mercado de Don Ramón',
      description: expect.any(String),
      character: 'don_ramon',
    });
    await stack.content.http().get('/api/books/1/chapters/99/topic').expect(404);
    await stack.content.http().get('/api/books/1/chapters/x/topic').expect(400);
  });

  it("Francesca's first reply talks about the chapter, for a visitor too; the next ones go on as usual", async () => {
    const sessionId = randomUUID();
    const first = await send({ sessionId, character: 'francesca', chapter: { bookId: 1, number: 1 } }).expect(201);
    const reply = first.body.reply.message as string;
    expect(reply).toContain(`«${FIRST.title}»`);
    expect(reply).toContain(FIRST.description);
    const cookie = cookieFrom(first);
    const second = await send({ sessionId, character: 'francesca', message: '¿Cómo ahorro?', chapter: { bookId: 1, number: 1 } }, cookie).expect(201);
    expect(second.body.reply.message).not.toContain(`«${FIRST.title}»`);
  });

  it('keeps the premium rule: a visitor gets the gate for Chispas, chapter or not', async () => {
    const res = await send({ character: 'chispas', chapter: { bookId: 2, number: 1 } }).expect(403);
    expect(res.body.message).toBe('Chatear con Chispas es parte del Plan Emprendedor Mágico.');
  });

  it('keeps the chat consent rule: a child whose chat is off gets 403 chatConsent required', async () => {
    const cookie = await family(false);
    const res = await send({ character: 'francesca', chapter: { bookId: 1, number: 1 } }, cookie).expect(403);
    expect(res.body.chatConsent).toBe('required');
  });

  it('answers a child whose chat is on about the chapter', async () => {
    const cookie = await family(true);
    const res = await send({ character: 'francesca', chapter: { bookId: 1, number: 1 } }, cookie).expect(201);
    expect(res.body.reply.message).toContain(`«${FIRST.title}»`);
  });

  it('refuses an unknown chapter and a chapter of another character with a Spanish 400, storing nothing', async () => {
    const sessionId = randomUUID();
    const unknown = await send({ sessionId, character: 'francesca', chapter: { bookId: 1, number: 99 } }).expect(400);
    expect(unknown.body.message).toBe('No encontramos el capítulo 99 del libro 1.');
    const noBook = await send({ sessionId, character: 'francesca', chapter: { bookId: 77, number: 1 } }).expect(400);
    expect(noBook.body.message).toBe('No encontramos el capítulo 1 del libro 77.');
    const other = await send({ sessionId, character: 'francesca', chapter: { bookId: 1, number: 4 } }).expect(400);
    expect(other.body.message).toBe('En el capítulo «El Mercado de Don Ramón» se conversa con Don Ramón.');
    expect(await stack.chat.query('SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1', [sessionId])).toEqual([{ n: 0 }]);
  });

  it('refuses a malformed chapter reference with a Spanish 400', async () => {
    for (const chapter of [
      { bookId: '1', number: 1 },
      { bookId: 1 },
      { bookId: 0, number: 1 },
      { bookId: 1, number: 1.5 },
      'capitulo-1',
      { bookId: 1, number: 1, extra: true },
    ]) {
      const res = await send({ character: 'francesca', chapter }).expect(400);
      expect(res.body.message).toMatch(/chapter/);
      expect(res.body.message).not.toMatch(/should|must|property/);
    }
  });
});
