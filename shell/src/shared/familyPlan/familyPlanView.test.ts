import type { EntitlementResponse } from '@universo/platform/api/billing';
import { familyPlanView, pitchesPlan, planRenewalText } from './familyPlanView';

const entitlement = (
  tier: EntitlementResponse['tier'],
  premium: boolean,
  status: EntitlementResponse['status'] = null,
  until: string | null = null,
): EntitlementResponse => ({
  tier,
  premium,
  status,
  until,
});

describe('familyPlanView', () => {
  it('knows nothing before billing answered', () => {
    expect(familyPlanView(undefined)).toEqual({ kind: 'unknown' });
    expect(pitchesPlan(familyPlanView(undefined))).toBe(false);
  });

  it('pitches the plan to visitors and free families only', () => {
    expect(familyPlanView(entitlement('visitor', false))).toEqual({ kind: 'visitor' });
    expect(familyPlanView(entitlement('free', false, 'expired'))).toEqual({ kind: 'free' });
    expect(pitchesPlan({ kind: 'visitor' })).toBe(true);
    expect(pitchesPlan({ kind: 'free' })).toBe(true);
    const premium = familyPlanView(entitlement('premium', true, 'authorized', '2026-12-25T15:00:00.000Z'));
    expect(premium).toEqual({ kind: 'premium', confirming: false, until: '2026-12-25T15:00:00.000Z' });
    expect(pitchesPlan(premium)).toBe(false);
  });

  it('never reads premium from a tier that billing did not honour', () => {
    expect(familyPlanView(entitlement('premium', false, 'authorized'))).toEqual({ kind: 'free' });
  });

  it('names the renewal date, or the payment being confirmed', () => {
    expect(planRenewalText({ kind: 'premium', confirming: false, until: '2026-12-25T15:00:00.000Z' })).toBe('Se renueva el 25 de diciembre de 2026.');
    expect(planRenewalText({ kind: 'premium', confirming: true, until: '2026-11-28T03:00:00.000Z' })).toBe(
      'Estamos confirmando tu pago; mientras tanto el plan está activo hasta el 27 de noviembre de 2026.',
    );
    expect(planRenewalText({ kind: 'premium', confirming: false, until: null })).toBe('Tu plan está activo.');
  });

  it('reads dates in the Bogotá calendar and leaves out invalid ones', () => {
    expect(planRenewalText({ kind: 'premium', confirming: false, until: '2026-01-01T03:00:00.000Z' })).toBe('Se renueva el 31 de diciembre de 2025.');
    expect(planRenewalText({ kind: 'premium', confirming: false, until: 'no es fecha' })).toBe('Tu plan está activo.');
  });
});
