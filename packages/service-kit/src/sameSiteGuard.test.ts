import { isSameSiteRequest } from './sameSiteGuard';

describe('isSameSiteRequest', () => {
  it('accepts our own origin', () => {
    expect(isSameSiteRequest({ origin: 'http://localhost:8080', host: 'localhost:8080', 'sec-fetch-site': 'same-origin' })).toBe(true);
  });
  it('prefers the host the gateway forwarded', () => {
    expect(isSameSiteRequest({ origin: 'https://universo.co', host: 'svc:3001', 'x-forwarded-host': 'universo.co' })).toBe(true);
  });
  it('refuses another origin', () => {
    expect(isSameSiteRequest({ origin: 'https://evil.example', host: 'localhost:8080' })).toBe(false);
  });
  it('refuses a cross-site fetch even without Origin', () => {
    expect(isSameSiteRequest({ 'sec-fetch-site': 'cross-site', host: 'localhost:8080' })).toBe(false);
  });
  it('refuses the opaque null origin and garbage', () => {
    expect(isSameSiteRequest({ origin: 'null', host: 'localhost:8080' })).toBe(false);
    expect(isSameSiteRequest({ origin: 'not a url', host: 'localhost:8080' })).toBe(false);
  });
  it('lets non-browser clients through', () => {
    expect(isSameSiteRequest({ host: 'localhost:8080' })).toBe(true);
  });
});
