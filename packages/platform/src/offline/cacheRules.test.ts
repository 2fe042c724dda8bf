import { cacheRuleFor, mayKeep } from './cacheRules';

const origin = 'https://universo.example';
const rule = (url: string, init: { method?: string; mode?: string } = {}) =>
  cacheRuleFor({ method: init.method ?? 'GET', url: `${origin}${url}`, origin, mode: init.mode });

describe('cacheRuleFor', () => {
  it('answers page loads network first, whatever the route', () => {
    expect(rule('/', { mode: 'navigate' })).toBe('page');
    expect(rule('/historia/1/capitulo/3', { mode: 'navigate' })).toBe('page');
    // An API or media address opened as a page is never stored as one.
    expect(rule('/api/books', { mode: 'navigate' })).toBeNull();
    expect(rule('/media/audio/book-1/chapter-01.ogg', { mode: 'navigate' })).toBeNull();
  });

  it('keeps each remote entry and the remote map as offline copies only', () => {
    expect(rule('/remotes/stories/remoteEntry.js')).toBe('remote-entry');
    expect(rule('/remotes.json')).toBe('remote-entry');
    expect(rule('/remotes/stories/standalone.html')).toBeNull();
  });

  it('takes hashed files and drawings from the cache first', () => {
    expect(rule('/main.0a1b2c3d.js')).toBe('hashed-asset');
    expect(rule('/remotes/stories/__federation_expose_App.9f8e7d6c.js')).toBe('hashed-asset');
    expect(rule('/450.07431219.css')).toBe('hashed-asset');
    expect(rule('/media/illustrations/3f2a9c1b0d4e5f67.svg')).toBe('hashed-asset');
    // Not hashed: the service worker itself, an unhashed script.
    expect(rule('/sw.js')).toBeNull();
    expect(rule('/remotes/stories/preload.html')).toBeNull();
  });

  it('keeps the public reads and nothing else of the API', () => {
    for (const path of ['/api/books', '/api/books/3', '/api/products', '/api/blog']) expect(rule(path)).toBe('public-read');
    expect(rule('/api/books?page=2')).toBeNull();
    for (const path of ['/api/auth/session', '/api/auth/user', '/api/axxon/progress', '/api/blog/un-articulo', '/api/subscription-status', '/api/chat']) {
      expect(rule(path)).toBeNull();
    }
  });

  it('sends chapters to the network first and narration to the saved copy first', () => {
    expect(rule('/api/books/2/chapters/4')).toBe('chapter');
    expect(rule('/media/audio/book-2/chapter-04.ogg?v=0123456789ab')).toBe('narration');
    expect(rule('/media/audio/book-2/chapter-04.mp3')).toBe('narration');
    expect(rule('/media/audio/book-2/chapter-04.timings.json?v=0123456789ab')).toBe('narration');
    expect(rule('/media/audio/zona-magica/0123456789abcd.ogg')).toBeNull();
    // The chapter page asks first whether its narration is there.
    expect(rule('/media/audio/book-2/chapter-04.ogg?v=0123456789ab', { method: 'HEAD' })).toBe('narration');
  });

  it('queues progress events only, and leaves every other write and method alone', () => {
    expect(rule('/api/axxon/progress', { method: 'POST' })).toBe('progress');
    expect(rule('/api/axxon/plays', { method: 'POST' })).toBeNull();
    expect(rule('/api/auth/logout', { method: 'POST' })).toBeNull();
    expect(rule('/api/books/1', { method: 'PUT' })).toBeNull();
    expect(rule('/api/books/1', { method: 'HEAD' })).toBeNull();
    expect(rule('/media/illustrations/3f2a9c1b0d4e5f67.svg', { method: 'HEAD' })).toBeNull();
  });

  it('never handles another origin', () => {
    expect(cacheRuleFor({ method: 'GET', url: 'https://elsewhere.example/main.0a1b2c3d.js', origin })).toBeNull();
    expect(cacheRuleFor({ method: 'GET', url: 'not a url', origin })).toBeNull();
  });
});

describe('mayKeep', () => {
  it('keeps a 200 the gateway lets anyone store', () => {
    expect(mayKeep(200, 'public, max-age=5')).toBe(true);
    expect(mayKeep(200, 'no-cache')).toBe(true);
    expect(mayKeep(200, 'public, max-age=31536000, immutable')).toBe(true);
    expect(mayKeep(200, null)).toBe(true);
  });

  it('never keeps a private or no-store answer, nor anything but a whole 200', () => {
    expect(mayKeep(200, 'private, no-store')).toBe(false);
    expect(mayKeep(200, 'No-Store')).toBe(false);
    expect(mayKeep(200, 'private, no-cache')).toBe(false);
    expect(mayKeep(206, 'public')).toBe(false);
    expect(mayKeep(404, 'no-cache')).toBe(false);
    expect(mayKeep(403, null)).toBe(false);
  });
});
