import { PUBLIC_WRITE_KINDS, publicWriteLimit } from './publicWriteLimits';

describe('publicWriteLimit', () => {
  it('reads each kind of public write from its own setting', () => {
    const config = { COMMUNITY_POST_LIMIT: 1, COMMUNITY_IMAGE_LIMIT: 5, CONTACT_MESSAGE_LIMIT: 2, NEWSLETTER_SUBSCRIBE_LIMIT: 3, NEWSLETTER_LINK_LIMIT: 4 };
    expect(PUBLIC_WRITE_KINDS.map((kind) => publicWriteLimit(config, kind))).toEqual([1, 5, 2, 3, 4]);
  });
});
