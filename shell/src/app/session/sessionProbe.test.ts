import { getSessionProbe, probeSession, resetSessionProbe, sessionProbeAnswer } from './sessionProbe';

const user = { id: 'u1', username: 'vale', email: 'v@x.co', firstName: 'Valentina', lastName: 'R', age: 8, role: 'family', createdAt: '' };

function answering(status: number, body: string) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue(new Response(body, { status }));
}

describe('probeSession', () => {
  beforeEach(() => resetSessionProbe());

  it('asks GET /api/auth/session once, with cookies', async () => {
    const fetchFn = answering(200, JSON.stringify({ active: true, user }));
    await probeSession(fetchFn);
    await probeSession(fetchFn);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn.mock.calls[0]![0]).toBe('/api/auth/session');
    expect(fetchFn.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
    expect(getSessionProbe()).toEqual({ status: 'known', user });
  });

  it("reads a visitor's ordinary 200 { active: false } as nobody logged in (no 401 for the console)", async () => {
    await probeSession(answering(200, '{"active":false}'));
    expect(getSessionProbe()).toEqual({ status: 'known', user: null });
  });

  it('gives up on anything else, so the store asks again later', async () => {
    await probeSession(answering(502, '<html>'));
    expect(getSessionProbe()).toEqual({ status: 'failed' });
    resetSessionProbe();
    await probeSession(jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(getSessionProbe()).toEqual({ status: 'failed' });
    resetSessionProbe();
    await probeSession(answering(200, 'not json'));
    expect(getSessionProbe()).toEqual({ status: 'failed' });
    resetSessionProbe();
    await probeSession(answering(200, JSON.stringify(user)));
    expect(getSessionProbe()).toEqual({ status: 'failed' });
  });
});

describe('sessionProbeAnswer', () => {
  beforeEach(() => resetSessionProbe());

  it('waits for the request already on its way instead of sending another', async () => {
    let answer!: (response: Response) => void;
    const fetchFn = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const probing = probeSession(fetchFn);
    const shared = sessionProbeAnswer();
    answer(new Response(JSON.stringify({ active: true, user }), { status: 200 }));
    await probing;
    await expect(shared).resolves.toEqual(user);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('answers null for nobody logged in and undefined for a failure', async () => {
    await probeSession(answering(200, '{"active":false}'));
    await expect(sessionProbeAnswer()).resolves.toBeNull();
    resetSessionProbe();
    await probeSession(answering(502, '<html>'));
    await expect(sessionProbeAnswer()).resolves.toBeUndefined();
  });
});
