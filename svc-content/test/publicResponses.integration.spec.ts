import type { CommunityPostSubmitted } from '@universo/contracts';
import type { TestService } from '@universo/service-kit/testing';
import type { ContentConfig } from '../src/config';
import { callers, startContentService, STARTUP_TIMEOUT_MS } from './support/contentService';

/**
 * Privacy: whatever families have sent (posts with a parent's e-mail, contact messages,
 * newsletter addresses), no answer a visitor can get contains an e-mail address, not even an "@".
 */
describe('public answers carry no e-mail address', () => {
  let service: TestService<ContentConfig>;

  beforeAll(async () => {
    service = await startContentService();
    const { admin } = callers(service);
    const submitted: string[] = [];
    for (const [i, email] of ['uno@example.com', 'dos@example.com', 'tres@example.com'].entries()) {
      const res = await service
        .http()
        .post('/api/community')
        .send({ title: `Mi emprendimiento ${i}`, description: 'Vendo separadores de libros pintados a mano.', childAge: 6 + i, parentEmail: email, imageUrl: 'https://fotos.example.com/x.png' })
        .expect(201);
      expect(JSON.stringify(res.body)).not.toContain('@');
      submitted.push((res.body as CommunityPostSubmitted).id);
    }
    await service.http().post(`/api/community/${submitted[0]}/approve`).set('Cookie', admin).expect(200);
    await service.http().post(`/api/community/${submitted[1]}/reject`).set('Cookie', admin).expect(200);
    const contact = await service.http().post('/api/contact').send({ name: 'Rosa', email: 'rosa@example.com', subject: 'prensa', message: 'Quisiera entrevistar al equipo.' }).expect(201);
    expect(JSON.stringify(contact.body)).not.toContain('@');
    const newsletter = await service.http().post('/api/newsletter/subscribe').send({ email: 'boletin@example.com' }).expect(202);
    expect(JSON.stringify(newsletter.body)).not.toContain('@');
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await service?.close();
  });

  it.each(['/api/community', '/api/blog', '/api/blog/la-alcancia-de-los-tres-frascos', '/api/books'])('GET %s', async (path) => {
    const res = await service.http().get(path).expect(200);
    expect(res.text).not.toContain('@');
    expect(res.text).not.toMatch(/parentEmail|parent_email|reviewedBy|fingerprint/);
  });

  it('GET /api/community shows the approved post only', async () => {
    const titles = ((await service.http().get('/api/community').expect(200)).body as { title: string }[]).map((p) => p.title);
    expect(titles).toContain('Mi emprendimiento 0');
    expect(titles).not.toContain('Mi emprendimiento 1');
    expect(titles).not.toContain('Mi emprendimiento 2');
  });

  it.each([
    ['a missing article', '/api/blog/no-existe'],
    ['the moderation list', '/api/community/moderation'],
    ['the contact inbox', '/api/contact/messages'],
  ])('errors too: %s', async (_label, path) => {
    const res = await service.http().get(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.text).not.toContain('@');
  });
});
