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

const DATE = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' });

/** "15 de diciembre de 2026" (the Bogotá calendar), or null for a missing or invalid date. */
export function colombianDate(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : DATE.format(date);
}

/** The sentence under "tu plan está activo": its renewal date, or the payment being confirmed. */
export function planRenewalText(view: Extract<FamilyPlanView, { kind: 'premium' }>): string {
  const until = colombianDate(view.until);
  if (view.confirming) return until ? `Estamos confirmando tu pago; mientras tanto el plan está activo hasta el ${until}.` : 'Estamos confirmando tu pago.';
  return until ? `Se renueva el ${until}.` : 'Tu plan está activo.';
}
