import { limitsBySetting } from './limitsBySetting';

describe('limitsBySetting', () => {
  const limits = limitsBySetting({ post: 'POST_LIMIT', image: 'IMAGE_LIMIT' });

  it('lists the kinds in the order of the table', () => {
    expect(limits.kinds).toEqual(['post', 'image']);
  });

  it("reads each kind's limit from its own setting", () => {
    const config = { POST_LIMIT: 3, IMAGE_LIMIT: 7, OTHER: 1 };
    expect(limits.kinds.map((kind) => limits.limit(config, kind))).toEqual([3, 7]);
  });
});
