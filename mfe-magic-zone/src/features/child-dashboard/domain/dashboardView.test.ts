import type { Reward } from '@universo/platform/api/content';
import { DASHBOARD_ERROR, dashboardErrorMessage, dashboardScreen, levelTitle, nextLevelTitle, progressValue, rewardDate, sortRewards } from './dashboardView';

const user = { id: 'u1' };
const httpError = (status: number, body = '') => ({ status, message: `${status}: ${body}`, body });

describe('dashboard screen state (spec sections 4, 6 and 8)', () => {
  it('waits for the user, then asks visitors to log in', () => {
    expect(dashboardScreen({ user: undefined, userFailed: false, hasData: false, error: undefined })).toBe('loading');
    expect(dashboardScreen({ user: undefined, userFailed: true, hasData: false, error: undefined })).toBe('visitor');
    expect(dashboardScreen({ user: null, userFailed: false, hasData: false, error: undefined })).toBe('visitor');
  });

  it('shows the dashboard, or the profile prompt when the service answers 404', () => {
    expect(dashboardScreen({ user, userFailed: false, hasData: false, error: undefined })).toBe('loading');
    expect(dashboardScreen({ user, userFailed: false, hasData: true, error: undefined })).toBe('ready');
    expect(dashboardScreen({ user, userFailed: false, hasData: false, error: httpError(404) })).toBe('no-profile');
    expect(dashboardScreen({ user, userFailed: false, hasData: false, error: httpError(401) })).toBe('visitor');
    expect(dashboardScreen({ user, userFailed: false, hasData: false, error: httpError(500) })).toBe('error');
    expect(dashboardScreen({ user, userFailed: false, hasData: false, error: { status: 'FETCH_ERROR', message: 'x' } })).toBe('error');
  });

  it("shows the server's message, or 'Error cargando dashboard'", () => {
    expect(dashboardErrorMessage(httpError(503, JSON.stringify({ statusCode: 503, message: 'Servicio en mantenimiento' })))).toBe('Servicio en mantenimiento');
    expect(dashboardErrorMessage(httpError(502, '<html>Bad Gateway</html>'))).toBe(DASHBOARD_ERROR);
    expect(dashboardErrorMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe('Error cargando dashboard');
  });
});

describe('dashboard formatting', () => {
  it('names the levels from the contracts', () => {
    expect([1, 3, 9].map(levelTitle)).toEqual(['Nivel 1: Semilla', 'Nivel 3: Árbol de Ideas', 'Nivel 9']);
    expect([1, 6].map(nextLevelTitle)).toEqual(['Nivel 2: Brote', null]);
  });

  it('keeps the progress bar within 0 and 100', () => {
    expect([40, 33.6, 140, -3, Number.NaN].map(progressValue)).toEqual([40, 34, 100, 0, 0]);
  });

  it('writes unlock dates in Colombian Spanish, in Bogotá time', () => {
    expect(rewardDate('2025-11-20T15:00:00.000Z')).toBe('20 de noviembre de 2025');
    expect(rewardDate('2025-11-21T03:00:00.000Z')).toBe('20 de noviembre de 2025');
    expect(rewardDate(null)).toBeNull();
    expect(rewardDate('nunca')).toBeNull();
  });

  it('lists unlocked rewards first, newest first', () => {
    const reward = (id: string, unlockedAt: string | null): Reward => ({
      id,
      rewardTitle: id,
      rewardDescription: '',
      isUnlocked: unlockedAt !== null,
      unlockedAt,
    });
    const sorted = sortRewards([reward('a', null), reward('b', '2025-01-01T00:00:00Z'), reward('c', null), reward('d', '2025-02-01T00:00:00Z')]);
    expect(sorted.map((r) => r.id)).toEqual(['d', 'b', 'a', 'c']);
  });
});
