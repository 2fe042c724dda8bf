import type { CommunityPostSubmitted } from '../src/apiShapes';
import type { TestService } from '@universo/service-kit/testing';
import { readArticleFiles } from '../src/blog/infrastructure/blogArticles.seed';
import type { ContentConfig } from '../src/config';
import { STARTUP_TIMEOUT_MS } from './support/contentService';
import { type ModeratedContent, startModeratedContent } from './support/moderators';
import { documentedResponses } from '@universo/openapi/testing';

/**
 * Privacy: whatever families have sent (posts with a parent's e-mail, contact messages,
 * newsletter addresses), no answer a visitor can get contains an e-mail address, not even an "@".
 * Premium: no answer a visitor can get carries the text of a parents' exclusive article.
 */
describe('public answers carry no e-mail address', () => {
  let stack: ModeratedContent;
  let service: TestService<ContentConfig>;
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const documented = documentedResponses('content');
  const http = () => documented(service.http());

  beforeAll(async () => {
    stack = await startModeratedContent();
    ({ service } = stack);
    const { admin } = stack;
    const submitted: string[] = [];
    for (const [i, email] of ['uno@example.com', 'dos@example.com', 'tres@example.com'].entries()) {
      const res = await service
        .http()
        .post('/api/community')
        .send({
          title: `Mi emprendimiento ${i}`,
          description: 'Vendo separadores de libros pintados a mano.',
          childAge: 6 + i,
          parentEmail: email,
          imageUrl: null,
        })
        .expect(201);
      expect(JSON.stringify(res.body)).not.toContain('@');
      submitted.push((res.body as CommunityPostSubmitted).id);
    }
    await http().post(`/api/community/${submitted[0]}/approve`).set('Cookie', admin).expect(200);
    await http().post(`/api/community/${submitted[1]}/reject`).set('Cookie', admin).expect(200);
    const contact = await http()
      .post('/api/contact')
      .send({ name: 'Rosa', email: 'rosa@example.com', subject: 'prensa', message: 'Quisiera entrevistar al equipo.' })
      .expect(201);
    expect(JSON.stringify(contact.body)).not.toContain('@');
    const newsletter = await http().post('/api/newsletter/subscribe').send({ email: 'boletin@example.com' }).expect(202);
    expect(JSON.stringify(newsletter.body)).not.toContain('@');
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await stack?.close();
  });

  it.each(['/api/community', '/api/blog', '/api/blog/la-alcancia-de-los-tres-frascos', '/api/books'])('GET %s', async (path) => {
    const res = await http().get(path).expect(200);
    expect(res.text).not.toContain('@');
    expect(res.text).not.toMatch(/parentEmail|parent_email|reviewedBy|fingerprint/);
  });

  describe("no premium text: the parents' exclusive articles", () => {
    const exclusive = readArticleFiles().filter((a) => a.exclusive && a.isPublished);
    const paragraphs = exclusive.flatMap((a) => a.content.split('\n\n').filter((p) => p.length > 80 && !p.startsWith('## ')));

    const expectNoExclusiveText = (body: string) => {
      for (const paragraph of paragraphs) expect(body).not.toContain(JSON.stringify(paragraph.slice(0, 80)).slice(1, -1));
    };

    it.each(['/api/blog', '/api/blog/la-alcancia-de-los-tres-frascos'])('GET %s carries none of their text', async (path) => {
      expect(paragraphs.length).toBeGreaterThan(30);
      expectNoExclusiveText((await http().get(path).expect(200)).text);
    });

    it('GET /api/blog lists them with an empty content', async () => {
      const listed = ((await http().get('/api/blog').expect(200)).body as { slug: string; exclusive: boolean; content: string }[]).filter((a) => a.exclusive);
      expect(listed.map((a) => a.slug).sort()).toEqual(exclusive.map((a) => a.slug).sort());
      for (const a of listed) expect(a.content).toBe('');
    });

    it('their own address answers a visitor 403 without the text, never kept by a shared cache', async () => {
      for (const article of exclusive) {
        const res = await http().get(`/api/blog/${article.slug}`).expect(403);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expectNoExclusiveText(res.text);
        expect(res.text).not.toContain('@');
      }
    });
  });

  it('GET /api/community shows the approved post only', async () => {
    const titles = ((await http().get('/api/community').expect(200)).body as { title: string }[]).map((p) => p.title);
    expect(titles).toContain('Mi emprendimiento 0');
    expect(titles).not.toContain('Mi emprendimiento 1');
    expect(titles).not.toContain('Mi emprendimiento 2');
  });

  it.each([
    ['a missing article', '/api/blog/no-existe'],
    ['the moderation list', '/api/community/moderation'],
    ['the contact inbox', '/api/contact/messages'],
  ])('errors too: %s', async (_label, path) => {
    const res = await http().get(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.text).not.toContain('@');
  });
});
