import { readToken, signToken } from '../signedToken';

/** Whose data an internal family-data request is about: svc-auth's user id and the account's e-mail. */
export interface FamilyOwner {
  userId: string;
  /** Lower-cased, as svc-auth stores it. */
  email: string;
}

export type FamilyGrantPurpose = 'export' | 'erase';

/**
 * What svc-auth signs when it asks another service for a family's data or its erasure. It is not
 * a session: a grant is short-lived, names its purpose, and still works once the family's
 * sessions have ended (a retried erasure, the retention of an unconfirmed account).
 */
export interface FamilyGrant {
  sub: string;
  email: string;
  purpose: FamilyGrantPurpose;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** The header that carries the grant; only service-to-service calls send it (nginx never routes /internal). */
export const FAMILY_GRANT_HEADER = 'x-universo-family-grant';

/** How long a grant is valid: one call, with room for a slow network. */
export const FAMILY_GRANT_TTL_SECONDS = 60;

// A different domain from the session's signature, so a session cookie is never a valid grant.
const GRANT_DOMAIN = 'family-grant';

export function signFamilyGrant(owner: FamilyOwner, purpose: FamilyGrantPurpose, secret: string, now: Date = new Date()): string {
  const grant: FamilyGrant = {
    sub: owner.userId,
    email: owner.email,
    purpose,
    exp: Math.floor(now.getTime() / 1000) + FAMILY_GRANT_TTL_SECONDS,
  };
  return signToken(GRANT_DOMAIN, grant, secret);
}

/** The grant of a well-signed, unexpired token for that purpose, or null for anything else. */
export function verifyFamilyGrant(token: string | undefined, purpose: FamilyGrantPurpose, secret: string, now: Date = new Date()): FamilyGrant | null {
  const grant = readToken(GRANT_DOMAIN, token, secret, isGrant, now);
  return grant && grant.purpose === purpose ? grant : null;
}

function isGrant(value: unknown): value is FamilyGrant {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as Record<string, unknown>;
  return (
    typeof g.sub === 'string' &&
    g.sub.length > 0 &&
    typeof g.email === 'string' &&
    (g.purpose === 'export' || g.purpose === 'erase') &&
    typeof g.exp === 'number'
  );
}
