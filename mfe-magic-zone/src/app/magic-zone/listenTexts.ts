import { activityFixedTexts } from '../../features/activities/activitySpeech';
import { spendOrSaveFixedTexts } from '../../features/spend-or-save/spendOrSaveSpeech';
import { normalizeSpeech } from '../../shared/listen/clipName';

/**
 * Every fixed text of the Magic Zone that has an "Escuchar" button, for the recording script
 * (svc-content/scripts/narrateMagicZone.ts) and the test that finds a recording for each one.
 * Never imported by the screens: the bundle carries no list, only the file-name hash.
 */
export function magicZoneFixedTexts(): string[] {
  return [...new Set([...activityFixedTexts(), ...spendOrSaveFixedTexts()].map(normalizeSpeech))];
}
