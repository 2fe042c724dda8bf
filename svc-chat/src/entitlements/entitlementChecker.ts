import { Inject, Injectable } from '@nestjs/common';
import type { CharacterId } from '@universo/contracts';
import { RemoteEntitlementSource, SERVICE_CONFIG, type SessionClaims } from '@universo/service-kit';
import { CHARACTERS } from '../characters/characters';
import { ChatConfig } from '../config';

export { BillingUnavailableError } from '@universo/service-kit';

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
 * Free characters (Francesca, the floating chat) chat with everyone without asking anyone. The
 * others are the premium item `characters`, which billing decides: visitors never have it (no
 * call); a family's answer is cached per replica for ENTITLEMENT_CACHE_SECONDS.
 */
@Injectable()
export class BillingEntitlementChecker implements EntitlementChecker {
  private readonly source: RemoteEntitlementSource;

  constructor(@Inject(SERVICE_CONFIG) config: ChatConfig) {
    this.source = new RemoteEntitlementSource(config);
  }

  async canChatWith(character: CharacterId, viewer: ChatViewer): Promise<boolean> {
    if (isFreeCharacter(character)) return true;
    const { session, sessionToken } = viewer;
    if (!session || !sessionToken) return false;
    return (await this.source.entitlementOf(session.sub, sessionToken)).premium;
  }
}
