import { PROGRESS_LEVELS } from '@universo/contracts';
import { levelFor, levelStatus } from './levels';

describe('progress levels', () => {
  it('has increasing thresholds starting at 0, numbered from 1', () => {
    expect(PROGRESS_LEVELS[0]?.minPoints).toBe(0);
    PROGRESS_LEVELS.forEach((level, i) => {
      expect(level.level).toBe(i + 1);
      if (i > 0) expect(level.minPoints).toBeGreaterThan(PROGRESS_LEVELS[i - 1]?.minPoints ?? Infinity);
    });
  });

  it('reaches a level at its threshold exactly', () => {
    expect(levelFor(0).level).toBe(1);
    expect(levelFor(99).level).toBe(1);
    expect(levelFor(100).level).toBe(2);
    expect(levelFor(349).level).toBe(2);
    expect(levelFor(350).level).toBe(3);
    expect(levelFor(900).level).toBe(4);
    expect(levelFor(1900).level).toBe(5);
    expect(levelFor(3500).level).toBe(6);
    expect(levelFor(99999).level).toBe(6);
  });

  it.each([
    [
      'at 0 points: the first level, with the way to the next',
      0,
      { currentLevel: 1, levelName: 'Semilla', progressPercentage: 0, nextMilestone: 'Te faltan 100 puntos para llegar a Nivel 2: Brote' },
    ],
    [
      'at the top level: says so',
      4000,
      {
        currentLevel: 6,
        levelName: 'Leyenda del Universo',
        progressPercentage: 100,
        nextMilestone: '¡Llegaste al nivel más alto, Nivel 6: Leyenda del Universo! Sigue jugando y leyendo para ganar más logros.',
      },
    ],
  ])('the whole status %s', (_title, points, status) => {
    expect(levelStatus(points)).toEqual(status);
  });

  it('measures progress toward the next level, rounded down', () => {
    expect(levelStatus(310)).toMatchObject({
      currentLevel: 2,
      progressPercentage: 84,
      nextMilestone: 'Te faltan 40 puntos para llegar a Nivel 3: Árbol de Ideas',
    });
    expect(levelStatus(349)).toMatchObject({ progressPercentage: 99, nextMilestone: 'Te falta 1 punto para llegar a Nivel 3: Árbol de Ideas' });
    expect(levelStatus(350)).toMatchObject({ currentLevel: 3, progressPercentage: 0 });
  });

  it('treats odd totals safely', () => {
    expect(levelStatus(-5)).toMatchObject({ currentLevel: 1, progressPercentage: 0 });
    expect(levelStatus(150.7)).toMatchObject({ currentLevel: 2, progressPercentage: 20 });
  });
});
