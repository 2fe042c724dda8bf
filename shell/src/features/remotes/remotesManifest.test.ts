import { findRemoteForPath, parseRemotesManifest, pathBelongsTo, readInlinedRemotes } from './remotesManifest';

const remotes = parseRemotesManifest({
  remotes: [
    { name: 'stories', entry: '/remotes/stories/remoteEntry.js', routes: ['/historia', '/personajes', '/generar-libro'] },
    { name: 'commerce', entry: '/remotes/commerce/remoteEntry.js', routes: ['/tienda', '/account/subscription'] },
  ],
});

describe('parseRemotesManifest', () => {
  it('keeps well-formed entries and drops the others', () => {
    const parsed = parseRemotesManifest({
      remotes: [
        { name: 'stories', entry: '/remotes/stories/remoteEntry.js', routes: ['/historia'] },
        { name: '', entry: '/x', routes: [] },
        { name: 'bad', entry: '/x', routes: ['historia'] },
        null,
      ],
    });
    expect(parsed.map((r) => r.name)).toEqual(['stories']);
  });

  it('rejects a body without a remotes list', () => {
    expect(() => parseRemotesManifest({})).toThrow();
    expect(() => parseRemotesManifest(null)).toThrow();
  });
});

describe('findRemoteForPath', () => {
  it('finds the owner of a route and of the paths below it', () => {
    expect(findRemoteForPath(remotes, '/historia')?.name).toBe('stories');
    expect(findRemoteForPath(remotes, '/historia/1/capitulo/2')?.name).toBe('stories');
    expect(findRemoteForPath(remotes, '/historia/')?.name).toBe('stories');
    expect(findRemoteForPath(remotes, '/account/subscription')?.name).toBe('commerce');
    expect(findRemoteForPath(remotes, '/Tienda')?.name).toBe('commerce');
  });

  it('does not match a mere prefix of a segment, nor unknown paths', () => {
    expect(findRemoteForPath(remotes, '/historias')).toBeUndefined();
    expect(findRemoteForPath(remotes, '/account')).toBeUndefined();
    expect(findRemoteForPath(remotes, '/no-existe')).toBeUndefined();
  });

  it('matches nothing while no remote is known', () => {
    expect(findRemoteForPath([], '/historia')).toBeUndefined();
  });
});

describe('pathBelongsTo', () => {
  it('ignores a trailing slash in the declared route', () => {
    expect(pathBelongsTo('/blog/articulo', '/blog/')).toBe(true);
  });
});

describe('readInlinedRemotes (the map the gateway put in the page)', () => {
  it('reads the map the gateway filled in, with its escaped characters', () => {
    const text = '\n{ "remotes": [{ "name": "stories", "entry": "/remotes/stories/remoteEntry.js", "routes": ["/historia", "/a\\u003cb"] }] }\n';
    expect(readInlinedRemotes(text)).toEqual([{ name: 'stories', entry: '/remotes/stories/remoteEntry.js', routes: ['/historia', '/a<b'] }]);
  });

  it('gives nothing (the shell then fetches /remotes.json) when the page was not filled in', () => {
    expect(readInlinedRemotes('<!--# include virtual="/remotes.json" -->')).toBeUndefined();
    expect(readInlinedRemotes('')).toBeUndefined();
    expect(readInlinedRemotes(null)).toBeUndefined();
    expect(readInlinedRemotes(undefined)).toBeUndefined();
    expect(readInlinedRemotes('{"remotes": [')).toBeUndefined();
    expect(readInlinedRemotes('{"otra": []}')).toBeUndefined();
  });
});
