import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';

/** The metadata key of @AllowCrossSite (the OpenAPI documents read it to say which writes refuse other sites). */
export const ALLOW_CROSS_SITE = 'universo:allowCrossSite';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Marks a handler that other sites may call (a payment provider's webhook, for example). */
export const AllowCrossSite = () => SetMetadata(ALLOW_CROSS_SITE, true);

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Decides whether a state-changing request comes from our own pages. Browsers send
 * Sec-Fetch-Site and Origin on cross-site requests; clients that are not browsers send neither
 * and carry no victim's cookies, so they are let through to the normal checks.
 */
export function isSameSiteRequest(headers: Record<string, string | string[] | undefined>): boolean {
  const fetchSite = firstHeader(headers['sec-fetch-site']);
  if (fetchSite === 'cross-site') return false;
  const origin = firstHeader(headers.origin);
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  const host = firstHeader(headers['x-forwarded-host']) ?? firstHeader(headers.host);
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Cross-site request forgery protection for every state-changing request of a service. */
@Injectable()
export class SameSiteGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    const allowed = this.reflector.getAllAndOverride<boolean>(ALLOW_CROSS_SITE, [context.getHandler(), context.getClass()]);
    if (allowed) return true;
    if (!isSameSiteRequest(request.headers)) {
      throw new ForbiddenException('Solicitud rechazada: solo se aceptan peticiones desde Universo de Francesca.');
    }
    return true;
  }
}
