import type { ApiError } from '@universo/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';

export const BAD_URL_MESSAGE = 'La dirección de la petición no es válida.';
export const URL_TOO_LONG_MESSAGE = 'La dirección de la petición es demasiado larga.';

/** The router's own refusals, which never reach Nest's exception filter. */
const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: BAD_URL_MESSAGE,
  FST_ERR_MAX_PARAM_LENGTH: URL_TOO_LONG_MESSAGE,
};

/**
 * The router's errors (a malformed address, a path parameter over fastify's maxParamLength) in
 * the one error shape with a Spanish message. fastify's default answer adds an English message
 * that repeats the address, and a `code` no client expects.
 */
export function urlErrorAnswer(error: { code?: string; statusCode?: number }): ApiError {
  const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: MESSAGES[error.code ?? ''] ?? BAD_URL_MESSAGE };
}

/** fastify's `frameworkErrors` option. */
export function answerUrlError(error: { code?: string; statusCode?: number }, _request: FastifyRequest, reply: FastifyReply): void {
  const answer = urlErrorAnswer(error);
  void reply.code(answer.statusCode).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(answer));
}
