import { progressEvent } from './progressEvent';

const id = () => '6f1c2a4e-3b7d-4c2a-9e1f-0a1b2c3d4e5f';

describe('progressEvent', () => {
  it('builds the body with a fresh eventId and the moment it happened', () => {
    const now = () => new Date('2026-05-04T15:00:00.000Z');
    expect(progressEvent('game_finished', 'gasta-ahorra', { points: 17, details: { saved: 30 } }, id, now)).toEqual({
      type: 'game_finished',
      activity: 'gasta-ahorra',
      points: 17,
      details: { saved: 30 },
      eventId: id(),
      occurredAt: '2026-05-04T15:00:00.000Z',
    });
  });

  it('names the play svc-content dealt, when there is one', () => {
    const playId = '0b7e6a52-5f0c-4f5e-8d7b-1c2d3e4f5a6b';
    expect(progressEvent('game_finished', 'gasta-ahorra', { playId, details: { moves: '111-111-111' } }, id)).toMatchObject({
      playId,
      details: { moves: '111-111-111' },
    });
    expect(progressEvent('game_finished', 'gasta-ahorra', {}, id)).not.toHaveProperty('playId');
  });

  it('keeps points whole and within 0 to 1000', () => {
    expect(progressEvent('game_finished', 'inversion', { points: 1500 }, id).points).toBe(1000);
    expect(progressEvent('game_finished', 'inversion', { points: -4 }, id).points).toBe(0);
    expect(progressEvent('game_finished', 'inversion', { points: 12.6 }, id).points).toBe(13);
    expect(progressEvent('logo_created', 'crea-logo', {}, id)).not.toHaveProperty('points');
  });

  it('keeps at most 10 short details', () => {
    const details = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, 'x'.repeat(200)]));
    const event = progressEvent('challenge_completed', 'retos', { details }, id);
    expect(Object.keys(event.details ?? {})).toHaveLength(10);
    expect(Object.values(event.details ?? {}).every((v) => typeof v === 'string' && v.length === 120)).toBe(true);
    expect(progressEvent('challenge_completed', 'retos', { details: {} }, id)).not.toHaveProperty('details');
  });
});
