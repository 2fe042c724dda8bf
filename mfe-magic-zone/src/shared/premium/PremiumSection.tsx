import type { ReactNode } from 'react';
import { PageState, PremiumGate, premiumItemOf, SUBSCRIPTION_STATUS_TAG } from '@universo/platform';

/** What a premium section needs of its RTK Query hook's result. */
export interface PremiumQuery<T> {
  currentData?: T;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PremiumSectionProps<T> {
  query: PremiumQuery<T>;
  /** What the gate names: '{feature} es parte del Plan Emprendedor Mágico'. */
  feature: string;
  /** The Spanish loading text, e.g. 'Cargando los juegos...'. */
  loadingMessage: string;
  /** The Spanish text of a failure that is not the plan (network, 5xx). */
  errorMessage: string;
  children: (data: T) => ReactNode;
}

/**
 * A premium Magic Zone section whose content comes from svc-content: loading, then the content,
 * the shared premium gate when the service refused it (403 with `premiumItem`: the server said so,
 * for visitors too), or an error with a retry.
 */
export function PremiumSection<T>({ query, feature, loadingMessage, errorMessage, children }: PremiumSectionProps<T>) {
  const { currentData, error, isFetching, refetch } = query;
  if (error && !isFetching) {
    if (premiumItemOf(error)) {
      return (
        <PremiumGate feature={feature} locked>
          {null}
        </PremiumGate>
      );
    }
    return <PageState status="error" title="¡Ups! Algo salió mal" message={errorMessage} onRetry={() => void refetch()} />;
  }
  if (currentData === undefined) return <PageState status="loading" message={loadingMessage} />;
  return <>{children(currentData)}</>;
}

/** The premium content depends on who is looking and on their plan: login, logout or a payment asks again. */
export const PREMIUM_CONTENT_TAGS = ['Session', SUBSCRIPTION_STATUS_TAG] as const;

/**
 * Seconds a premium section's answer is kept once nobody shows it: none, so reopening a section
 * asks the service again (a plan that ended is not shown from memory).
 */
export const PREMIUM_CONTENT_KEEP_SECONDS = 0;
