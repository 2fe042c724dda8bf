import { getPlayingProbe, playingFrom, probePlaying, requestWhoIsPlaying, takeWhoIsPlayingRequest } from './playingProbe';

const lucia = {
  id: 'c1',
  childName: 'Lucía',
  childAge: 7,
  learningLevel: 'principiante',
  preferredCharacter: 'leo',
  avatar: 'zorro',
  createdAt: '',
  updatedAt: '',
};
const mateo = { ...lucia, id: 'c2', childName: 'Mateo', avatar: 'cohete' };

describe('playingFrom', () => {
  it('names the child who is playing and counts the children', () => {
    expect(playingFrom('u1', { children: [lucia, mateo], activeChildId: 'c2' })).toEqual({
      userId: 'u1',
      playing: { childName: 'Mateo', avatar: 'cohete' },
      childCount: 2,
    });
    expect(playingFrom('u1', { children: [], activeChildId: null })).toEqual({ userId: 'u1', playing: null, childCount: 0 });
  });

  it('ignores anything that is not the children answer', () => {
    expect(playingFrom('u1', { message: 'Inicia sesión para continuar.' })).toBeNull();
    expect(playingFrom('u1', null)).toBeNull();
  });
});

describe('probePlaying', () => {
  it('asks once per family and publishes the answer', async () => {
    const fetchFn = jest.fn(async () => new Response(JSON.stringify({ children: [lucia], activeChildId: 'c1' }), { status: 200 }));
    await probePlaying('u9', fetchFn as unknown as typeof fetch);
    await probePlaying('u9', fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(getPlayingProbe()).toEqual({ userId: 'u9', playing: { childName: 'Lucía', avatar: 'zorro' }, childCount: 1 });
  });
});

describe('the switcher request', () => {
  it('is taken once', () => {
    requestWhoIsPlaying();
    expect(takeWhoIsPlayingRequest()).toBe(true);
    expect(takeWhoIsPlayingRequest()).toBe(false);
  });
});
