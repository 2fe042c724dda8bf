import type { CreateSubscriptionResponse } from '@universo/platform/api/billing';
import { apiErrorMessage } from '@universo/platform';
import { SUBSCRIBE_MESSAGES } from './planCopy';

/** Thrown when billing answered without a usable payment link (spec section 4: "an error is raised"). */
export class MissingPaymentLinkError extends Error {
  constructor() {
    super(SUBSCRIBE_MESSAGES.noPaymentLink);
    this.name = 'MissingPaymentLinkError';
  }
}

/**
 * The address the browser is sent to: an http(s) URL, or a path on this site (the sandbox's
 * `/api/billing/sandbox/checkout/<id>`). Anything else (`javascript:`, `//elsewhere`, garbage) is
 * no link at all.
 */
export function safePaymentLink(raw: unknown, siteOrigin: string): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value, siteOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const relative = value.startsWith('/') && !value.startsWith('//');
  if (relative) return url.origin === new URL(siteOrigin).origin ? `${url.pathname}${url.search}${url.hash}` : null;
  return url.href;
}

export function paymentLinkOf(response: Partial<CreateSubscriptionResponse> | null | undefined, siteOrigin: string): string {
  const link = safePaymentLink(response?.init_point, siteOrigin);
  if (!link) throw new MissingPaymentLinkError();
  return link;
}

/** Spec section 8: the error's message, or the default sentence. */
export function subscribeErrorDescription(error: unknown): string {
  if (error instanceof MissingPaymentLinkError) return error.message;
  return apiErrorMessage(error) ?? SUBSCRIBE_MESSAGES.errorDefault;
}
