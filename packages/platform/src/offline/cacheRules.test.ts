import { type CacheRule, cacheRuleFor, mayKeep } from './cacheRules';

const origin = 'https://universo.example';
const rule = (url: string, init: { method?: string; mode?: string } = {}) =>
  cacheRuleFor({ method: init.method ?? 'GET', url: `${origin}${url}`, origin, mode: init.mode });

type Case = [path: string, init: { method?: string; mode?: string }, expected: CacheRule | null];

/** Each rule the service worker applies, with the requests that get it (a GET unless said). */
const RULES: [string, Case[]][] = [
  [
    'answers page loads network first, whatever the route',
    [
      ['/', { mode: 'navigate' }, 'page'],
      ['/historia/1/capitulo/3', { mode: 'navigate' }, 'page'],
      // An API or media address opened as a page is never stored as one.
      ['/api/books', { mode: 'navigate' }, null],
      ['/media/audio/book-1/chapter-01.ogg', { mode: 'navigate' }, null],
    ],
  ],
  [
    'keeps each remote entry and the remote map as offline copies only',
    [
      ['/remotes/stories/remoteEntry.js', {}, 'remote-entry'],
      ['/remotes.json', {}, 'remote-entry'],
      ['/remotes/stories/standalone.html', {}, null],
    ],
  ],
  [
    'takes hashed files and drawings from the cache first',
    [
      ['/main.0a1b2c3d.js', {}, 'hashed-asset'],
      ['/remotes/stories/__federation_expose_App.9f8e7d6c.js', {}, 'hashed-asset'],
      ['/450.07431219.css', {}, 'hashed-asset'],
      ['/media/illustrations/3f2a9c1b0d4e5f67.svg', {}, 'hashed-asset'],
      // Not hashed: the service worker itself, an unhashed script.
      ['/sw.js', {}, null],
      ['/remotes/stories/preload.html', {}, null],
    ],
  ],
  [
    'keeps the public reads and nothing else of the API',
    [
      ['/api/books', {}, 'public-read'],
      ['/api/books/3', {}, 'public-read'],
      ['/api/products', {}, 'public-read'],
      ['/api/blog', {}, 'public-read'],
      ['/api/books?page=2', {}, null],
      ['/api/auth/session', {}, null],
      ['/api/auth/user', {}, null],
      ['/api/axxon/progress', {}, null],
      ['/api/blog/un-articulo', {}, null],
      ['/api/subscription-status', {}, null],
      ['/api/chat', {}, null],
    ],
  ],
  [
    'sends chapters to the network first and narration to the saved copy first',
    [
      ['/api/books/2/chapters/4', {}, 'chapter'],
      ['/media/audio/book-2/chapter-04.ogg?v=0123456789ab', {}, 'narration'],
      ['/media/audio/book-2/chapter-04.mp3', {}, 'narration'],
      ['/media/audio/book-2/chapter-04.timings.json?v=0123456789ab', {}, 'narration'],
      ['/media/audio/zona-magica/0123456789abcd.ogg', {}, null],
      // The chapter page asks first whether its narration is there.
      ['/media/audio/book-2/chapter-04.ogg?v=0123456789ab', { method: 'HEAD' }, 'narration'],
    ],
  ],
  [
    'queues progress events only, and leaves every other write and method alone',
    [
      ['/api/axxon/progress', { method: 'POST' }, 'progress'],
      ['/api/axxon/plays', { method: 'POST' }, null],
      ['/api/auth/logout', { method: 'POST' }, null],
      ['/api/books/1', { method: 'PUT' }, null],
      ['/api/books/1', { method: 'HEAD' }, null],
      ['/media/illustrations/3f2a9c1b0d4e5f67.svg', { method: 'HEAD' }, null],
    ],
  ],
];

describe('cacheRuleFor', () => {
  describe.each(RULES)('%s', (_rule, cases) => {
    it.each(cases)('%s %j → %s', (path, init, expected) => {
      expect(rule(path, init)).toBe(expected);
    });
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
