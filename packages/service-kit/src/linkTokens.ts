import { ACCOUNT_TOKEN_PATTERN } from '@universo/contracts';
import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of a link sent by e-mail (an address confirmation, a password reset, a newsletter
 * subscription): 32 random bytes, base64url, 43 characters. The shell checks a link's token
 * against the same pattern.
 */
export const LINK_TOKEN_PATTERN = ACCOUNT_TOKEN_PATTERN;

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Link tokens are stored hashed (sha256, hex): the database alone cannot use any link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
