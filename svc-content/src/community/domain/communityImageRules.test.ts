import { normalizedImageUrl, unattachedImageCutoff, uploadedImageIdOf } from './communityImageRules';

const ID = '3f2a6f5e-2b7c-4d1e-9a0b-8c7d6e5f4a3b';

describe('the address of a community photo', () => {
  it('accepts the address of a photo uploaded to us, whatever the case of its id', () => {
    expect(uploadedImageIdOf(`/api/community/images/${ID}`)).toBe(ID);
    expect(uploadedImageIdOf(`/api/community/images/${ID.toUpperCase()}`)).toBe(ID);
    expect(normalizedImageUrl(`/api/community/images/${ID.toUpperCase()}`)).toBe(`/api/community/images/${ID}`);
    expect(normalizedImageUrl(null)).toBeNull();
  });

  it.each([
    ['another site', 'https://fotos.example.com/limonada.jpg'],
    ['another site with our path', `https://fotos.example.com/api/community/images/${ID}`],
    ['our own site written in full', `http://localhost:8080/api/community/images/${ID}`],
    ['a protocol-relative address', `//fotos.example.com/api/community/images/${ID}`],
    ['a data address', 'data:image/png;base64,iVBORw0KGgo='],
    ['a javascript address', 'javascript:alert(1)'],
    ['another path of ours', `/api/axxon/drawings/${ID}`],
    ['a path climbing out', `/api/community/images/../../axxon/drawings/${ID}`],
    ['an encoded path', `/api/community/images/${ID.replace(/-/g, '%2D')}`],
    ['a query', `/api/community/images/${ID}?w=100`],
    ['a fragment', `/api/community/images/${ID}#x`],
    ['a trailing slash', `/api/community/images/${ID}/`],
    ['an id that is not a UUID', '/api/community/images/foto-de-ana'],
    ['an id one character short', `/api/community/images/${ID.slice(1)}`],
    ['a line break after it', `/api/community/images/${ID}\n`],
    ['nothing', ''],
  ])('refuses %s', (_name, address) => {
    expect(uploadedImageIdOf(address)).toBeNull();
    expect(normalizedImageUrl(address)).toBeNull();
  });
});

describe('unattached uploads', () => {
  it('are due 24 hours after they were uploaded', () => {
    expect(unattachedImageCutoff(new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });
});
