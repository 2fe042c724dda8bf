import type { ProgressEventType } from '@universo/contracts';

/**
 * Points each event is worth (documented in svc-content/README.md). A game's own score earns a
 * small bonus so that playing well counts, but a bonus is capped so that no single game can jump a
 * level; a challenge is worth its own points (the personalised challenges' 50 to 225).
 */
export const POINT_RULES = {
  gameBase: 20,
  gameBonusDivisor: 10,
  gameBonusCap: 30,
  businessPlan: 40,
  challengeDefault: 30,
  challengeMin: 30,
  challengeMax: 250,
  chapter: 15,
  logo: 15,
  /** Only the first demo of each day counts (the demo can be asked again and again). */
  demoFirstOfDay: 5,
} as const;

/** What one event is worth on its own, from its type and the points the activity reported. */
export function basePoints(type: ProgressEventType, reported: number | null): number {
  switch (type) {
    case 'game_finished': {
      const bonus = Math.floor(Math.max(0, reported ?? 0) / POINT_RULES.gameBonusDivisor);
      return POINT_RULES.gameBase + Math.min(bonus, POINT_RULES.gameBonusCap);
    }
    case 'business_plan_created':
      return POINT_RULES.businessPlan;
    case 'challenge_completed':
      if (reported === null) return POINT_RULES.challengeDefault;
      return Math.min(POINT_RULES.challengeMax, Math.max(POINT_RULES.challengeMin, reported));
    case 'chapter_read':
      return POINT_RULES.chapter;
    case 'logo_created':
      return POINT_RULES.logo;
    case 'demo_used':
      return POINT_RULES.demoFirstOfDay;
  }
}

/**
 * The points of an event given whether an earlier event of the same day was already a demo that
 * counted. Kept separate from basePoints so the one rule that depends on history is explicit.
 */
export function pointsInContext(type: ProgressEventType, reported: number | null, demoAlreadyCountedToday: boolean): number {
  if (type === 'demo_used' && demoAlreadyCountedToday) return 0;
  return basePoints(type, reported);
}
