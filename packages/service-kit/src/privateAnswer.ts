import { Header } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/**
 * An answer for one family only (its children, its progress, its plan): no cache keeps it,
 * neither the gateway's nor the browser's. The opposite of PUBLIC_READ_CACHE_CONTROL.
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Marks a handler whose every answer is personal (see PRIVATE_CACHE_CONTROL). */
export const PrivateAnswer = (): MethodDecorator => Header('cache-control', PRIVATE_CACHE_CONTROL);

/**
 * For a handler that answers the same URL differently by plan (a free chapter, a premium one):
 * private from this point on, 403 included, and varying by the session cookie.
 */
export function keepPrivate(reply: FastifyReply): void {
  void reply.header('cache-control', PRIVATE_CACHE_CONTROL).header('vary', 'Cookie');
}
