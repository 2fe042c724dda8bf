import { Inject, Injectable } from '@nestjs/common';
import type { CharacterId } from '@universo/contracts';
import { SERVICE_CONFIG, type SessionClaims } from '@universo/service-kit';
import { CHARACTERS } from '../characters/characters';
import { ChatConfig } from '../config';
import { BillingEntitlementClient } from './billingEntitlementClient';
import { EntitlementCache } from './entitlementCache';

export { BillingUnavailableError } from './billingEntitlementClient';

/** Who is asking: the verified session (null for visitors) and its raw cookie value, to forward to billing. */
export interface ChatViewer {
  session: SessionClaims | null;
  sessionToken: string | undefined;
}

/**
 * Decides who may chat with which character. Throws BillingUnavailableError when premium access
 * cannot be decided (fail closed: the caller answers 503).
 */
export interface EntitlementChecker {
  canChatWith(character: CharacterId, viewer: ChatViewer): Promise<boolean>;
}

export const ENTITLEMENT_CHECKER = Symbol('ENTITLEMENT_CHECKER');

export function isFreeCharacter(character: CharacterId): boolean {
  return CHARACTERS.get(character)?.free === true;
}

/**
 * Free characters (Francesca) chat with everyone without asking anyone. The others need premium
 * access, which billing decides: visitors never have it (no call); a user's answer is cached
 * per replica for ENTITLEMENT_CACHE_SECONDS.
 */
@Injectable()
export class BillingEntitlementChecker implements EntitlementChecker {
  private readonly client: BillingEntitlementClient;
  private readonly cache: EntitlementCache;

  constructor(@Inject(SERVICE_CONFIG) config: ChatConfig) {
    this.client = new BillingEntitlementClient(config.BILLING_URL, config.ENTITLEMENT_TIMEOUT_MS);
    this.cache = new EntitlementCache(config.ENTITLEMENT_CACHE_SECONDS * 1000);
  }

  async canChatWith(character: CharacterId, viewer: ChatViewer): Promise<boolean> {
    if (isFreeCharacter(character)) return true;
    const { session, sessionToken } = viewer;
    if (!session || !sessionToken) return false;
    return this.cache.get(session.sub, () => this.client.isPremium(sessionToken));
  }
}
