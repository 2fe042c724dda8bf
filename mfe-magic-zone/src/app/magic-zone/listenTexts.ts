import { activityFixedTexts } from '../../features/activities/activitySpeech';
import { dashboardFixedTexts } from '../../features/child-dashboard/dashboardSpeech';
import { drawingFixedTexts } from '../../features/advanced-drawing/drawingSpeech';
import { axxonFixedTexts } from '../../features/axxon-demo/axxonSpeech';
import { planFixedTexts } from '../../features/business-plan/planSpeech';
import { simulatorFixedTexts } from '../../features/business-simulator/simulatorSpeech';
import { investmentFixedTexts } from '../../features/investment-game/investmentSpeech';
import { lemonadeFixedTexts } from '../../features/lemonade-stand/lemonadeSpeech';
import { logoFixedTexts } from '../../features/logo-creator/logoSpeech';
import { marketFixedTexts } from '../../features/market-strategy/marketSpeech';
import { personalizedFixedTexts } from '../../features/personalized-challenges/personalizedSpeech';
import { libraryFixedTexts } from '../../features/resource-library/librarySpeech';
import { spendOrSaveFixedTexts } from '../../features/spend-or-save/spendOrSaveSpeech';
import { weeklyFixedTexts } from '../../features/weekly-challenges/weeklySpeech';
import { normalizeSpeech } from '../../shared/listen/clipName';

/**
 * The catalogue: every fixed text of the Magic Zone that has an "Escuchar" button, for the
 * recording script (svc-content/scripts/narrateMagicZone.ts) and the test that finds a recording
 * for each one. Never imported by the screens: the bundle carries no list, only the file-name hash.
 * Texts that change (numbers, names, what the service sends) are read live, never recorded.
 */
export function magicZoneFixedTexts(): string[] {
  return [
    ...new Set(
      [
        ...activityFixedTexts(),
        ...spendOrSaveFixedTexts(),
        ...lemonadeFixedTexts(),
        ...logoFixedTexts(),
        ...planFixedTexts(),
        ...axxonFixedTexts(),
        ...simulatorFixedTexts(),
        ...marketFixedTexts(),
        ...investmentFixedTexts(),
        ...libraryFixedTexts(),
        ...drawingFixedTexts(),
        ...weeklyFixedTexts(),
        ...personalizedFixedTexts(),
        ...dashboardFixedTexts(),
      ].map(normalizeSpeech),
    ),
  ];
}
