import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

/**
 * One id per request, made by the gateway (nginx's `$request_id`, 32 hex digits) and carried by
 * every call a service makes to another on that request's behalf, so one id finds a request in
 * the logs of nginx and of each service it touched.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a request id may look like: nginx's hex, a UUID, or a tracing system's token. Nothing a log line could be forged with. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the one it came with when it is well formed, else a new one (a direct call, a forged header). */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && REQUEST_ID.test(given) ? given : randomBytes(16).toString('hex');
}

const context = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being handled, when there is one (not at start-up or in a scheduled job). */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** The headers a call to another service carries for the request being handled. */
export function peerHeaders(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {};
}

/**
 * Answers every request with its id and runs the rest of its handling inside the id's context
 * (the `done` of an onRequest hook carries the context through the whole request).
 */
export function registerRequestIds(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    // The request logger (logging.ts) reads it from the raw request.
    (request.raw as typeof request.raw & { id?: string }).id = request.id;
    context.run({ requestId: request.id }, done);
  });
}
