import { Injectable } from '@nestjs/common';
import type { CharacterId } from '@universo/contracts';
import type { SessionClaims } from '@universo/service-kit';
import { CHARACTERS } from '../characters/characters';

/**
 * Decides who may chat with which character. Billing is the single source of truth for premium
 * access: when it exposes entitlements, a checker that asks it replaces FreeCharactersOnly
 * (bind it to ENTITLEMENT_CHECKER in EntitlementsModule); nothing else changes.
 */
export interface EntitlementChecker {
  canChatWith(character: CharacterId, session: SessionClaims | null): Promise<boolean>;
}

export const ENTITLEMENT_CHECKER = Symbol('ENTITLEMENT_CHECKER');

/** Until billing lands: everyone may chat with the free characters (Francesca), nobody with the others. */
@Injectable()
export class FreeCharactersOnly implements EntitlementChecker {
  async canChatWith(character: CharacterId): Promise<boolean> {
    return CHARACTERS.get(character)?.free === true;
  }
}
