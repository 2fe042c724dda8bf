import { PROGRESS_LEVELS, type ProgressLevel } from '@universo/contracts';

export interface LevelStatus {
  currentLevel: number;
  levelName: string;
  /** 0 to 100 toward the next level; 100 at the top level. */
  progressPercentage: number;
  nextMilestone: string;
}

export function levelLabel(level: ProgressLevel): string {
  return `Nivel ${level.level}: ${level.name}`;
}

/** The level reached with these points: the highest whose threshold they meet. */
export function levelFor(totalPoints: number, levels: readonly ProgressLevel[] = PROGRESS_LEVELS): ProgressLevel {
  let reached = levels[0];
  if (!reached) throw new Error('No hay niveles definidos');
  for (const level of levels) if (totalPoints >= level.minPoints) reached = level;
  return reached;
}

/** Level, progress toward the next one (rounded down) and the next milestone as a sentence. */
export function levelStatus(totalPoints: number, levels: readonly ProgressLevel[] = PROGRESS_LEVELS): LevelStatus {
  const points = Math.max(0, Math.floor(totalPoints));
  const current = levelFor(points, levels);
  const next = levels.find((level) => level.minPoints > current.minPoints);
  if (!next) {
    return {
      currentLevel: current.level,
      levelName: current.name,
      progressPercentage: 100,
      nextMilestone: `¡Llegaste al nivel más alto, ${levelLabel(current)}! Sigue jugando y leyendo para ganar más logros.`,
    };
  }
  const missing = next.minPoints - points;
  return {
    currentLevel: current.level,
    levelName: current.name,
    progressPercentage: Math.floor(((points - current.minPoints) * 100) / (next.minPoints - current.minPoints)),
    nextMilestone: `Te ${missing === 1 ? 'falta 1 punto' : `faltan ${missing} puntos`} para llegar a ${levelLabel(next)}`,
  };
}
