import { FAMILY_GRANT_HEADER, signFamilyGrant } from '@universo/service-kit';
import { TEST_SESSION_SECRET, type TestService } from '@universo/service-kit/testing';
import { randomUUID } from 'node:crypto';
import type { ContentConfig } from '../src/config';
import { startAxxonService } from './support/axxonService';
import { seedFamilyContent } from './support/familyContent';
import { documentedResponses } from '@universo/openapi/testing';

const PATH = '/internal/family-data';

function family(service: TestService<ContentConfig>, name: string) {
  const userId = randomUUID();
  return {
    userId,
    cookie: service.sessionCookie({ sub: userId }),
    email: `${name.toLowerCase()}.${userId.slice(0, 8)}@example.com`,
    childName: name,
    parentName: `Madre de ${name}`,
  };
}

describe("svc-content: a family's data (internal export and erasure)", () => {
  let service: TestService<ContentConfig>;
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const documented = documentedResponses('content');
  const http = () => documented(service.http());

  beforeAll(async () => {
    service = await startAxxonService({ COMMUNITY_POST_LIMIT: '1000', CONTACT_MESSAGE_LIMIT: '1000', NEWSLETTER_SUBSCRIBE_LIMIT: '1000' });
  });

  afterAll(() => service.close());

  const grant = (f: { userId: string; email: string }, purpose: 'export' | 'erase') =>
    signFamilyGrant({ userId: f.userId, email: f.email }, purpose, TEST_SESSION_SECRET);

  it("refuses requests without svc-auth's grant, with a session cookie, or with a grant for another purpose", async () => {
    const f = family(service, 'Lucia');
    await http().get(PATH).expect(401);
    await http().get(PATH).set('Cookie', f.cookie).expect(401);
    await http().delete(PATH).set(FAMILY_GRANT_HEADER, grant(f, 'export')).expect(401);
    await http().get(PATH).set(FAMILY_GRANT_HEADER, grant(f, 'erase')).expect(401);
  });

  it('exports the child, chat consents, progress, the business, drawings (as base64 PNG), community posts and their photos, contact messages, newsletter and mails', async () => {
    const f = family(service, 'Valeria');
    await seedFamilyContent(service, f);
    const res = await http().get(PATH).set(FAMILY_GRANT_HEADER, grant(f, 'export')).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.service).toBe('content');
    const data = res.body.data;
    expect(data.children).toEqual([expect.objectContaining({ child_name: 'Valeria', user_id: f.userId })]);
    expect(data.progress).toEqual([expect.objectContaining({ activity: 'gasta-ahorra', points: 20 })]); // the service's worth, not the request's
    expect(data.gamePlays).toEqual([expect.objectContaining({ activity: 'gasta-ahorra', goal: 'pelota', user_id: f.userId, used_at: null })]);
    expect(data.projects).toEqual([expect.objectContaining({ business_name: 'Limonadas de Valeria', user_id: f.userId })]);
    expect(data.chatConsents).toEqual([expect.objectContaining({ user_id: f.userId, withdrawn_at: null })]);
    expect(data.drawings).toEqual([expect.objectContaining({ media_type: 'image/png', width: 1, png_base64: expect.stringMatching(/^iVBOR/) })]);
    expect(data.communityPosts).toEqual([expect.objectContaining({ title: 'El puesto de Valeria', parent_email: f.email })]);
    // The post's photo and the upload no post took, as base64 WebP.
    expect(data.communityImages).toEqual([
      expect.objectContaining({ post_id: data.communityPosts[0].id, media_type: 'image/webp', image_base64: expect.stringMatching(/^UklGR/) }),
      expect.objectContaining({ post_id: null, media_type: 'image/webp', image_base64: expect.stringMatching(/^UklGR/) }),
    ]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ name: f.parentName, email: f.email })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: f.email, status: 'pending' })]);
    expect(data.emails.length).toBeGreaterThanOrEqual(1);
  });

  it('erases every row of the family and nothing of another family; erasing again is fine', async () => {
    const f = family(service, 'Mateo');
    const other = family(service, 'Sofia');
    await seedFamilyContent(service, f);
    await seedFamilyContent(service, other);
    await http().delete(PATH).set(FAMILY_GRANT_HEADER, grant(f, 'erase')).expect(204);
    await http().delete(PATH).set(FAMILY_GRANT_HEADER, grant(f, 'erase')).expect(204);

    const count = async (sql: string, value: string) => Number((await service.query<{ n: string }>(sql, [value]))[0]!.n);
    for (const [who, expected] of [
      [f, 0],
      [other, 1],
    ] as const) {
      expect(await count('SELECT count(*) AS n FROM child_profiles WHERE user_id = $1', who.userId)).toBe(expected);
      expect(await count('SELECT count(*) AS n FROM progress_events WHERE user_id = $1', who.userId)).toBe(expected);
      expect(await count('SELECT count(*) AS n FROM game_plays WHERE user_id = $1', who.userId)).toBe(expected);
      expect(await count('SELECT count(*) AS n FROM child_projects WHERE user_id = $1', who.userId)).toBe(expected);
      expect(await count('SELECT count(*) AS n FROM drawings WHERE owner_user_id = $1', who.userId)).toBe(expected);
      expect(await count('SELECT count(*) AS n FROM community_posts WHERE parent_email = $1', who.email)).toBe(expected);
      expect(await count('SELECT count(*) AS n FROM community_images WHERE uploader_user_id = $1', who.userId)).toBe(2 * expected);
      expect(await count('SELECT count(*) AS n FROM contact_messages WHERE email = $1', who.email)).toBe(expected);
      expect(await count('SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = $1', who.email)).toBe(expected);
    }
    expect(await count('SELECT count(*) AS n FROM mail_outbox WHERE to_address = $1', f.email)).toBe(0);
  });

  it("erases one child's profile, progress, business and drawings only", async () => {
    const f = family(service, 'Tomas');
    const { childId } = await seedFamilyContent(service, f);
    await http().delete(`${PATH}/children/not-a-uuid`).set(FAMILY_GRANT_HEADER, grant(f, 'erase')).expect(204);
    await http().delete(`${PATH}/children/${childId}`).set(FAMILY_GRANT_HEADER, grant(f, 'erase')).expect(204);
    expect(await service.query('SELECT 1 FROM child_profiles WHERE id = $1', [childId])).toEqual([]);
    expect(await service.query('SELECT 1 FROM drawings WHERE child_profile_id = $1', [childId])).toEqual([]);
    expect(await service.query('SELECT 1 FROM progress_events WHERE user_id = $1', [f.userId])).toEqual([]);
    expect(await service.query('SELECT 1 FROM game_plays WHERE user_id = $1', [f.userId])).toEqual([]);
    expect(await service.query('SELECT 1 FROM child_projects WHERE user_id = $1', [f.userId])).toEqual([]);
    // What the adult sent is the adult's, not the child's.
    expect(await service.query('SELECT 1 FROM contact_messages WHERE email = $1', [f.email])).toHaveLength(1);
  });
});
