import { formatColombianDate } from '@universo/contracts';
import type { EntitlementResponse } from '@universo/platform/api/billing';

/**
 * What the home page and the header say about the family's plan, from billing's answer
 * (`GET /api/billing/entitlement`). It only adapts words and links: what is unlocked is decided
 * by each service, never here.
 */
export type FamilyPlanView = { kind: 'unknown' } | { kind: 'visitor' } | { kind: 'free' } | { kind: 'premium'; confirming: boolean; until: string | null };

export function familyPlanView(entitlement: EntitlementResponse | null | undefined): FamilyPlanView {
  if (!entitlement) return { kind: 'unknown' };
  if (entitlement.tier === 'visitor') return { kind: 'visitor' };
  if (entitlement.tier === 'premium' && entitlement.premium) {
    return { kind: 'premium', confirming: entitlement.status === 'pending', until: entitlement.until };
  }
  return { kind: 'free' };
}

/** Whether the plan may be pitched: to visitors and free families, never to those who have it. */
export function pitchesPlan(view: FamilyPlanView): boolean {
  return view.kind === 'visitor' || view.kind === 'free';
}

/** The sentence under "tu plan está activo": its renewal date, or the payment being confirmed. */
export function planRenewalText(view: Extract<FamilyPlanView, { kind: 'premium' }>): string {
  const until = formatColombianDate(view.until);
  if (view.confirming) return until ? `Estamos confirmando tu pago; mientras tanto el plan está activo hasta el ${until}.` : 'Estamos confirmando tu pago.';
  return until ? `Se renueva el ${until}.` : 'Tu plan está activo.';
}
