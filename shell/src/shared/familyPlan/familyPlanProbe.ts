import type { ApiPath } from '@universo/platform';
import type { EntitlementResponse } from '@universo/platform/api/billing';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { watchedValue } from '../watched/watchedValue';
import { type FamilyPlanView, familyPlanView } from './familyPlanView';

/**
 * The family's plan as billing decides it, learned with one plain request (like the session
 * probe: no store needed), shared by the header and the home page. Read again when the person
 * changes (login, logout) and, when older than MAX_AGE_MS, on the next page change, so a plan
 * that starts or ends shows up without a reload.
 */
const MAX_AGE_MS = 30_000;

let entitlement: EntitlementResponse | null = null;
const view = watchedValue<FamilyPlanView>({ kind: 'unknown' });
let fetchedAt = 0;
let identity: string | null | undefined;
let inFlight: Promise<void> | null = null;
/** Bumped by every request: only the latest one may publish. */
let generation = 0;

function isEntitlement(value: unknown): value is EntitlementResponse {
  const v = value as EntitlementResponse | null;
  return typeof v === 'object' && v !== null && typeof v.premium === 'boolean' && typeof v.tier === 'string';
}

function publish(next: EntitlementResponse | null): void {
  entitlement = next;
  view.set(familyPlanView(next));
}

/**
 * Reads GET /api/billing/entitlement unless a fresh answer for the same person is known.
 * `who` is the user's id, null for a visitor, undefined when the caller does not know.
 */
export function refreshFamilyPlan(who?: string | null, fetchFn: typeof fetch = fetch, now: () => number = Date.now): Promise<void> {
  const changed = who !== undefined && who !== identity;
  if (who !== undefined) identity = who;
  if (changed && entitlement) publish(null);
  if (!changed && entitlement && now() - fetchedAt < MAX_AGE_MS) return Promise.resolve();
  if (inFlight && !changed) return inFlight;
  const mine = ++generation;
  const request = (async () => {
    try {
      const response = await fetchFn('/api/billing/entitlement' satisfies ApiPath<'get'>, { credentials: 'include', headers: { Accept: 'application/json' } });
      const text = await response.text();
      const body: unknown = response.ok ? JSON.parse(text) : undefined;
      if (mine !== generation) return;
      fetchedAt = now();
      publish(isEntitlement(body) ? body : null);
    } catch {
      // Billing unreachable: pages fall back to what they say to everybody.
      if (mine === generation) publish(null);
    } finally {
      if (mine === generation) inFlight = null;
    }
  })();
  inFlight = request;
  return request;
}

export const getFamilyPlan = view.get;

/** The family's plan for a page or the header; `who` as in refreshFamilyPlan. */
export function useFamilyPlan(who?: string | null): FamilyPlanView {
  const { pathname } = useLocation();
  useEffect(() => {
    void refreshFamilyPlan(who);
  }, [who, pathname]);
  return useSyncExternalStore(view.subscribe, getFamilyPlan, getFamilyPlan);
}

/** For tests. */
export function resetFamilyPlan(): void {
  entitlement = null;
  view.set({ kind: 'unknown' });
  fetchedAt = 0;
  identity = undefined;
  inFlight = null;
}
