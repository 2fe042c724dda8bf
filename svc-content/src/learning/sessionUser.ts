import { UnauthorizedException } from '@nestjs/common';
import type { SessionClaims } from '@universo/service-kit';
import { LEARNING_MESSAGES } from './learning.messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user id of a verified session: svc-auth's users have UUIDs; anything else is not a session of ours. */
export function userIdOf(session: SessionClaims): string {
  if (!UUID.test(session.sub)) throw new UnauthorizedException(LEARNING_MESSAGES.badSession);
  return session.sub.toLowerCase();
}
