import { type CacheRule, cacheRuleFor, mayKeep } from './cacheRules';

const origin = 'https://universo.example';

/** How a request is asked (GET unless said), the rule it gets, and the paths on the site asked that way. */
type Case = [init: { method?: string; mode?: string }, expected: CacheRule | null, paths: string[]];

const GET = {};
const NAVIGATE = { mode: 'navigate' };
const HEAD = { method: 'HEAD' };
const POST = { method: 'POST' };

const RULES: Record<string, Case[]> = {
  'answers page loads network first, whatever the route': [
    [NAVIGATE, 'page', ['/', '/historia/1/capitulo/3']],
    // An API or media address opened as a page is never stored as one.
    [NAVIGATE, null, ['/api/books', '/media/audio/book-1/chapter-01.ogg']],
  ],
  'keeps each remote entry and the remote map as offline copies only': [
    [GET, 'remote-entry', ['/remotes/stories/remoteEntry.js', '/remotes.json']],
    [GET, null, ['/remotes/stories/standalone.html']],
  ],
  'takes hashed files and drawings from the cache first': [
    [
      GET,
      'hashed-asset',
      ['/main.0a1b2c3d.js', '/remotes/stories/__federation_expose_App.9f8e7d6c.js', '/450.07431219.css', '/media/illustrations/3f2a9c1b0d4e5f67.svg'],
    ],
    // Not hashed: the service worker itself, an unhashed script.
    [GET, null, ['/sw.js', '/remotes/stories/preload.html']],
  ],
  'keeps the public reads and nothing else of the API': [
    [GET, 'public-read', ['/api/books', '/api/books/3', '/api/products', '/api/blog']],
    [
      GET,
      null,
      ['/api/books?page=2', '/api/auth/session', '/api/auth/user', '/api/axxon/progress', '/api/blog/un-articulo', '/api/subscription-status', '/api/chat'],
    ],
  ],
  'sends chapters to the network first and narration to the saved copy first': [
    [GET, 'chapter', ['/api/books/2/chapters/4']],
    [
      GET,
      'narration',
      ['/media/audio/book-2/chapter-04.ogg?v=0123456789ab', '/media/audio/book-2/chapter-04.mp3', '/media/audio/book-2/chapter-04.timings.json?v=0123456789ab'],
    ],
    [GET, null, ['/media/audio/zona-magica/0123456789abcd.ogg']],
    // The chapter page asks first whether its narration is there.
    [HEAD, 'narration', ['/media/audio/book-2/chapter-04.ogg?v=0123456789ab']],
  ],
  'queues progress events only, and leaves every other write and method alone': [
    [POST, 'progress', ['/api/axxon/progress']],
    [POST, null, ['/api/axxon/plays', '/api/auth/logout']],
    [{ method: 'PUT' }, null, ['/api/books/1']],
    [HEAD, null, ['/api/books/1', '/media/illustrations/3f2a9c1b0d4e5f67.svg']],
  ],
};

describe('cacheRuleFor', () => {
  describe.each(Object.entries(RULES))('%s', (_behaviour, cases) => {
    it.each(cases)('%j → %s', (init, expected, paths) => {
      for (const path of paths) {
        expect([path, cacheRuleFor({ method: init.method ?? 'GET', url: `${origin}${path}`, origin, mode: init.mode })]).toEqual([path, expected]);
      }
    });
  });

  it('never handles another origin', () => {
    expect(cacheRuleFor({ method: 'GET', url: 'https://elsewhere.example/main.0a1b2c3d.js', origin })).toBeNull();
    expect(cacheRuleFor({ method: 'GET', url: 'not a url', origin })).toBeNull();
  });
});

describe('mayKeep', () => {
  // Kept: a whole 200 the gateway lets anyone store. Never kept: a private or no-store answer, nor anything but a whole 200.
  it.each<[number, string | null, boolean]>([
    [200, 'public, max-age=5', true],
    [200, 'no-cache', true],
    [200, 'public, max-age=31536000, immutable', true],
    [200, null, true],
    [200, 'private, no-store', false],
    [200, 'No-Store', false],
    [200, 'private, no-cache', false],
    [206, 'public', false],
    [404, 'no-cache', false],
    [403, null, false],
  ])('a %i with Cache-Control %p: kept %p', (status, cacheControl, kept) => {
    expect(mayKeep(status, cacheControl)).toBe(kept);
  });
});
