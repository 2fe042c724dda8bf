import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { baseApi } from './api/baseApi';
import type { SubscriptionStatusResponse, User } from './api/generated/api';
import { currentUserApi } from './auth/api/getCurrentUser';
import { subscriptionStatusApi } from './premium/api/getSubscriptionStatus';
import { type AppStore, createAppStore } from './store/createAppStore';

// Test data and helpers for the tests of the platform, the shell and the remotes
// (@universo/platform/testing): never imported by the apps themselves.

/** A signed-in family's adult, as GET /api/auth/user answers. */
export const FAMILY_USER: User = {
  id: 'u1',
  username: 'vale',
  email: 'v@x.co',
  firstName: 'Valentina',
  lastName: 'R',
  age: 8,
  role: 'family',
  createdAt: '',
  emailConfirmed: true,
};

/**
 * What GET /api/billing/subscription/status answers for a plan in `status` (null: the family never
 * subscribed); the plan is unlocked when authorized or pending, unless `details` say otherwise.
 */
export function subscriptionStatus(
  status: SubscriptionStatusResponse['status'],
  details: Partial<SubscriptionStatusResponse> = {},
): SubscriptionStatusResponse {
  return {
    hasSubscription: status !== null,
    status,
    amount: null,
    currency: null,
    nextPaymentDate: null,
    startDate: null,
    premium: status === 'authorized' || status === 'pending',
    graceEndsAt: null,
    ...details,
  };
}

/** What a screen's store holds before it paints: no request is made for any of it. */
export interface ScreenSetup {
  /** Who the session says is signed in (null: a visitor); left out, the session is still unknown. */
  user?: User | null;
  /** What billing answered about the family's plan. */
  plan?: SubscriptionStatusResponse;
  /** Anything else the screen reads, put in the store after the user and the plan. */
  seed?: (store: AppStore) => Promise<unknown>;
  /** The address the router starts at. */
  path?: string;
}

/** A screen as the browser first paints it; the store's cache (and its removal timers) is dropped afterwards. */
export async function renderScreen(element: ReactElement, { user, plan, seed, path = '/' }: ScreenSetup = {}): Promise<string> {
  const store = createAppStore();
  try {
    if (user !== undefined) await store.dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, user));
    if (plan) await store.dispatch(subscriptionStatusApi.util.upsertQueryData('getSubscriptionStatus', undefined, plan));
    await seed?.(store);
    return renderToStaticMarkup(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </Provider>,
    );
  } finally {
    store.dispatch(baseApi.util.resetApiState());
  }
}
