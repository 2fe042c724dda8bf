import { canaryHttpDirectives, parseRemoteCanary } from './canary';

const REMOTES = ['stories', 'magicZone', 'commerce', 'community'];

describe('parseRemoteCanary', () => {
  it('reads <remote>=<share>, with or without a % sign, and nothing when unset', () => {
    expect(parseRemoteCanary('stories=10', REMOTES)).toEqual({ remote: 'stories', percent: 10 });
    expect(parseRemoteCanary(' magicZone=2.5% ', REMOTES)).toEqual({ remote: 'magicZone', percent: 2.5 });
    expect(parseRemoteCanary('stories=0', REMOTES)).toEqual({ remote: 'stories', percent: 0 });
    expect(parseRemoteCanary(undefined, REMOTES)).toBeUndefined();
    expect(parseRemoteCanary('  ', REMOTES)).toBeUndefined();
  });

  it('refuses a value nginx could not honour, saying why in Spanish', () => {
    expect(() => parseRemoteCanary('stories', REMOTES)).toThrow(/escribe <remoto>=<porcentaje>/);
    expect(() => parseRemoteCanary('stories=-5', REMOTES)).toThrow(/escribe/);
    expect(() => parseRemoteCanary('stories=101', REMOTES)).toThrow(/de 0 a 100/);
    expect(() => parseRemoteCanary('shop=10', REMOTES)).toThrow(/no es un remoto/);
    expect(() => parseRemoteCanary('stories=10; rm', REMOTES)).toThrow(/escribe/);
  });
});

describe('canaryHttpDirectives', () => {
  it('splits on the bucket id; with no share every browser is stable (split_clients refuses 0%)', () => {
    expect(canaryHttpDirectives({ remote: 'stories', percent: 10 }).split).toEqual({
      key: '"$universo_bucket" $universo_track_stories',
      entries: [
        ['10%', 'canary'],
        ['*', 'stable'],
      ],
    });
    expect(canaryHttpDirectives({ remote: 'stories', percent: 0 }).split.entries).toEqual([['*', 'stable']]);
  });
});
