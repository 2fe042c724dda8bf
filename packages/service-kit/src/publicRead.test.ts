import { etagMatches, weakEtag } from './publicRead';

describe('public read validators', () => {
  it('gives equal bodies equal weak tags and different bodies different ones', () => {
    expect(weakEtag('[1,2]')).toBe(weakEtag(Buffer.from('[1,2]')));
    expect(weakEtag('[1,2]')).not.toBe(weakEtag('[1,3]'));
    expect(weakEtag('x')).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
  });

  it('matches If-None-Match weakly, in a list, or with *', () => {
    const tag = weakEtag('x');
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(tag.slice(2), tag)).toBe(true);
    expect(etagMatches(`W/"otra", ${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches('W/"otra"', tag)).toBe(false);
  });
});
