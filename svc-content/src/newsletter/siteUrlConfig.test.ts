import { loadConfig } from '@universo/service-kit';
import { ContentConfig, publicSiteUrl } from '../config';

const base = { PORT: '3002', DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/francesca_content', SESSION_SECRET: 'k'.repeat(40) };

describe('PUBLIC_URL (the links in e-mails)', () => {
  it('defaults to the local gateway outside production and drops a trailing slash', () => {
    expect(publicSiteUrl(loadConfig(ContentConfig, base))).toBe('http://localhost:8080');
    expect(publicSiteUrl(loadConfig(ContentConfig, { ...base, PUBLIC_URL: 'https://universo.co/' }))).toBe('https://universo.co');
  });

  it('is required in production, and must be an http(s) URL', () => {
    expect(() => loadConfig(ContentConfig, { ...base, NODE_ENV: 'production', SESSION_SECRET: 'Zq8'.repeat(14) })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig(ContentConfig, { ...base, PUBLIC_URL: 'universo.co' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the public write limits as numbers', () => {
    const config = loadConfig(ContentConfig, { ...base, CONTACT_MESSAGE_LIMIT: '7', PUBLIC_WRITE_WINDOW_SECONDS: '60' });
    expect([config.CONTACT_MESSAGE_LIMIT, config.PUBLIC_WRITE_WINDOW_SECONDS, config.COMMUNITY_POST_LIMIT]).toEqual([7, 60, 10]);
    expect(() => loadConfig(ContentConfig, { ...base, CONTACT_MESSAGE_LIMIT: '0' })).toThrow();
  });
});
