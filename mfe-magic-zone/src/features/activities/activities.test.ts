import { ALL_ACTIVITIES, findActivity, FREE_ACTIVITIES, PREMIUM_ACTIVITIES } from './activities';

describe('activities (spec section 2, Magic Zone)', () => {
  it('lists the spec activities by tier', () => {
    expect(FREE_ACTIVITIES.map((a) => a.id)).toEqual(['gasta-ahorra', 'plan-emprendimiento', 'crea-logo', 'limonada']);
    expect(PREMIUM_ACTIVITIES.map((a) => a.id)).toEqual(['juegos-avanzados', 'biblioteca-completa', 'retos-personalizados', 'dibujo-avanzado']);
    expect(findActivity('retos')?.tier).toBe('free');
    expect(findActivity('nada')).toBeUndefined();
    expect(new Set(ALL_ACTIVITIES.map((a) => a.id)).size).toBe(ALL_ACTIVITIES.length);
  });
});
