import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Observable, tap } from 'rxjs';

/**
 * A read that is the same for every visitor and every family (the shop catalogue, the book list,
 * a book, the article list): the gateway's micro-cache and the browser may keep it a few seconds,
 * so a change shows within that time. Never for an answer that depends on the session or the plan.
 */
export const PUBLIC_READ_MAX_AGE_SECONDS = 5;
export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}`;

/** Sets the public cache header on a successful answer only: an error (a 404, a 503) is never kept. */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(tap(() => void context.switchToHttp().getResponse<FastifyReply>().header('cache-control', PUBLIC_READ_CACHE_CONTROL)));
  }
}

/** Marks a handler as a public read (see PUBLIC_READ_CACHE_CONTROL). */
export const PublicRead = (): MethodDecorator & ClassDecorator => UseInterceptors(PublicReadInterceptor);

/** A weak validator of a body's bytes: equal bodies, equal tags, on every replica. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Pure: does an If-None-Match header name this tag (weak comparison, `*` included)? */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string): string => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * fastify onSend hook: a public read's 200 gets an ETag, and a request that already holds that
 * version gets a 304 without the body. Answers without `Cache-Control: public` are left alone.
 */
export function publicReadEtagHook(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload?: unknown) => void): void {
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  const method = request.method;
  if (
    (method !== 'GET' && method !== 'HEAD') ||
    reply.statusCode !== 200 ||
    !/^public\b/.test(cacheControl) ||
    !(typeof payload === 'string' || Buffer.isBuffer(payload))
  ) {
    done(null, payload);
    return;
  }
  const etag = weakEtag(payload);
  void reply.header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) {
    void reply.code(304);
    done(null, '');
    return;
  }
  done(null, payload);
}
