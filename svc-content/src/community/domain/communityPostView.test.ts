import { type CommunityPostRecord, toModerationCommunityPost, toPublicCommunityPost } from './communityPostView';

const post: CommunityPostRecord & { fingerprint: string; ip: string } = {
  id: '3f2a6f5e-2b7c-4d1e-9a0b-8c7d6e5f4a3b',
  title: 'Pulseras de la suerte',
  description: 'Hago pulseras con hilos de colores para mis amigas.',
  imageUrl: null,
  childAge: 8,
  parentEmail: 'mama@example.com',
  isApproved: true,
  status: 'approved',
  createdAt: new Date('2026-11-01T15:30:00Z'),
  reviewedAt: new Date('2026-11-02T10:00:00Z'),
  reviewedBy: 'admin-1',
  fingerprint: 'abc',
  ip: '203.0.113.9',
};

describe('community post views', () => {
  it('gives the gallery exactly six fields and no personal data', () => {
    const view = toPublicCommunityPost(post);
    expect(view).toEqual({
      id: post.id,
      title: 'Pulseras de la suerte',
      description: 'Hago pulseras con hilos de colores para mis amigas.',
      imageUrl: null,
      childAge: 8,
      createdAt: '2026-11-01T15:30:00.000Z',
    });
    expect(JSON.stringify(view)).not.toContain('@');
  });

  it('gives moderators the e-mail and the review, never internal columns', () => {
    const view = toModerationCommunityPost({ ...post, status: 'pending', isApproved: false, reviewedAt: null, reviewedBy: null });
    expect(Object.keys(view).sort()).toEqual([
      'childAge',
      'createdAt',
      'description',
      'id',
      'imageUrl',
      'isApproved',
      'parentEmail',
      'reviewedAt',
      'reviewedBy',
      'status',
      'title',
    ]);
    expect(view).toMatchObject({ parentEmail: 'mama@example.com', status: 'pending', reviewedAt: null });
    expect(toModerationCommunityPost(post).reviewedAt).toBe('2026-11-02T10:00:00.000Z');
  });
});
