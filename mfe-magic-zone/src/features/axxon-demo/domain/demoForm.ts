import { normalizeName } from '@universo/contracts';
import type { AxxonDemoDto as AxxonDemoRequest, MagicZoneActivityRef } from '@universo/platform/api/content';

// The two fields follow svc-content's rules (AXXON_DEMO_RULES in @universo/contracts).

/** Spec section 5: submit is disabled until the name and the message are filled. */
export function canSubmitDemo(name: string, message: string): boolean {
  return name.trim() !== '' && message.trim() !== '';
}

/** The request, as svc-content stores it (the name's spaces collapsed, the message trimmed). */
export function demoRequest(name: string, message: string): AxxonDemoRequest {
  return { childName: normalizeName(name), message: message.trim() };
}

/** Spec section 9: AXXON scales are out of 10 and the creativity badge is highlighted above 7. */
export const DEMO_SCALE = 10;
export const CREATIVITY_HIGHLIGHT_ABOVE = 7;

export function isCreativityHighlighted(level: number): boolean {
  return level > CREATIVITY_HIGHLIGHT_ABOVE;
}

export function scoreText(score: number): string {
  return `${score}/${DEMO_SCALE}`;
}

/** Spec section 8: demo errors are only logged; the child sees a gentle invitation to try again. */
export const DEMO_RETRY_MESSAGE = 'AXXON no pudo leer tu idea esta vez. Revisa tu mensaje y vuelve a intentarlo en un momento.';

/** The suggested activity opens in place in the Magic Zone (its `actividad` parameter). */
export function suggestedActivityHref(activity: Pick<MagicZoneActivityRef, 'id'>): string {
  return `/zona-magica?actividad=${encodeURIComponent(activity.id)}`;
}
