import type { EntitlementResponse } from '@universo/platform/api/billing';
import { getFamilyPlan, refreshFamilyPlan, resetFamilyPlan } from './familyPlanProbe';

const answer = (body: EntitlementResponse | string, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) }) as Response;

const premium: EntitlementResponse = { tier: 'premium', premium: true, status: 'authorized', until: '2026-12-25T15:00:00.000Z' };
const free: EntitlementResponse = { tier: 'free', premium: false, status: null, until: null };

describe('familyPlanProbe', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    resetFamilyPlan();
    now = 1_000_000;
  });

  it('asks billing once while the answer is fresh, again when it is old', async () => {
    const fetchFn = jest.fn(async () => answer(premium));
    await refreshFamilyPlan('u1', fetchFn as unknown as typeof fetch, clock);
    await refreshFamilyPlan(undefined, fetchFn as unknown as typeof fetch, clock);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(getFamilyPlan()).toEqual({ kind: 'premium', confirming: false, until: premium.until });
    now += 30_000;
    await refreshFamilyPlan(undefined, fetchFn as unknown as typeof fetch, clock);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('forgets the plan at once when the person changes, then reads the new one', async () => {
    await refreshFamilyPlan('u1', (async () => answer(premium)) as unknown as typeof fetch, clock);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const pending = refreshFamilyPlan(
      null,
      (async () => {
        await gate;
        return answer({ tier: 'visitor', premium: false, status: null, until: null });
      }) as unknown as typeof fetch,
      clock,
    );
    expect(getFamilyPlan()).toEqual({ kind: 'unknown' });
    release();
    await pending;
    expect(getFamilyPlan()).toEqual({ kind: 'visitor' });
  });

  it('keeps only the answer for the latest person when two requests race', async () => {
    let releaseOld!: () => void;
    const old = refreshFamilyPlan(
      'u1',
      (async () => {
        await new Promise<void>((r) => (releaseOld = r));
        return answer(premium);
      }) as unknown as typeof fetch,
      clock,
    );
    await refreshFamilyPlan('u2', (async () => answer(free)) as unknown as typeof fetch, clock);
    releaseOld();
    await old;
    expect(getFamilyPlan()).toEqual({ kind: 'free' });
  });

  it('falls back to unknown when billing fails or answers nonsense', async () => {
    await refreshFamilyPlan('u1', (async () => answer('boom', 503)) as unknown as typeof fetch, clock);
    expect(getFamilyPlan()).toEqual({ kind: 'unknown' });
    await refreshFamilyPlan('u2', (async () => answer('{"tier":1}')) as unknown as typeof fetch, clock);
    expect(getFamilyPlan()).toEqual({ kind: 'unknown' });
    await refreshFamilyPlan(
      'u3',
      (async () => {
        throw new TypeError('red caída');
      }) as unknown as typeof fetch,
      clock,
    );
    expect(getFamilyPlan()).toEqual({ kind: 'unknown' });
  });
});
