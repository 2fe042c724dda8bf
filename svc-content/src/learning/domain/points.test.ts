import { basePoints, POINT_RULES, pointsInContext } from './points';

describe('points per event', () => {
  it('gives a finished game 20 plus a tenth of its score, the bonus capped at 30', () => {
    expect(basePoints('game_finished', null)).toBe(20);
    expect(basePoints('game_finished', 0)).toBe(20);
    expect(basePoints('game_finished', 9)).toBe(20);
    expect(basePoints('game_finished', 45)).toBe(24);
    expect(basePoints('game_finished', 300)).toBe(50);
    expect(basePoints('game_finished', 1000)).toBe(50);
  });

  it('gives a business plan 40, a chapter 15 and a logo 15', () => {
    expect(basePoints('business_plan_created', null)).toBe(40);
    expect(basePoints('business_plan_created', 999)).toBe(40);
    expect(basePoints('chapter_read', 500)).toBe(15);
    expect(basePoints('logo_created', null)).toBe(15);
  });

  it('gives a challenge its own points within 30 and 250, or 30', () => {
    expect(basePoints('challenge_completed', null)).toBe(30);
    expect(basePoints('challenge_completed', 0)).toBe(30);
    expect(basePoints('challenge_completed', 50)).toBe(50);
    expect(basePoints('challenge_completed', 225)).toBe(225);
    expect(basePoints('challenge_completed', 1000)).toBe(250);
  });

  it('counts only the first demo of a day', () => {
    expect(pointsInContext('demo_used', null, false)).toBe(POINT_RULES.demoFirstOfDay);
    expect(pointsInContext('demo_used', null, true)).toBe(0);
    expect(pointsInContext('logo_created', null, true)).toBe(15);
  });
});
