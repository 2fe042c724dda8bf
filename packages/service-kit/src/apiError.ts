import { HttpException } from '@nestjs/common';
import { type ApiError, PREMIUM_ITEM_IDS, type PremiumItemId } from '@universo/contracts';
import { STATUS_CODES } from 'node:http';

const INTERNAL_MESSAGE = 'Error interno del servidor. Inténtalo de nuevo más tarde.';

/** Spanish messages for the errors fastify raises before a request reaches a controller. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la petición no es JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la petición está vacío.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la petición es demasiado grande.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido: envía JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida.',
};

/**
 * Nest re-throws fastify's body errors as plain HttpExceptions with fastify's English message
 * (the error code is lost on the way), so they are recognised by the start of that message.
 */
const FASTIFY_MESSAGE_STARTS: [string, string][] = [
  ['Body is not valid JSON', 'FST_ERR_CTP_INVALID_JSON_BODY'],
  ['Body cannot be empty', 'FST_ERR_CTP_EMPTY_JSON_BODY'],
  ['Request body is too large', 'FST_ERR_CTP_BODY_TOO_LARGE'],
  ['Unsupported Media Type', 'FST_ERR_CTP_INVALID_MEDIA_TYPE'],
];

function spanishFastifyMessage(message: string): string | undefined {
  const found = FASTIFY_MESSAGE_STARTS.find(([start]) => message.startsWith(start));
  return found ? FASTIFY_MESSAGES[found[1]] : undefined;
}

/** PostgreSQL error codes that mean the request, not the server, was wrong. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'Ya existe un registro con esos datos.'],
  '22P02': [400, 'Un valor de la petición no tiene el formato correcto.'],
  '22001': [400, 'Un texto de la petición es demasiado largo.'],
  '22003': [400, 'Un número de la petición está fuera de rango.'],
  '22021': [400, 'Un texto de la petición tiene caracteres no válidos.'],
  '22P05': [400, 'Un texto de la petición tiene caracteres no válidos.'],
};

/** Seconds a client should wait before retrying a 503 (sent as `Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

/**
 * Socket errors and PostgreSQL codes that mean the database cannot be reached right now (stopped,
 * restarting, crashed, out of connections), not that the request was wrong: class 08 (connection
 * exception), 57P01-57P03 (shutdown, crash, cannot connect now), 53300 (too many connections).
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** What node-postgres says when a connection dies under a query or cannot be opened in time (no code). */
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout/i;

/**
 * TypeORM releases a transaction's connection as soon as that connection errors; the rollback or
 * the next query then throws one of these instead of the connection error they hide (seen when
 * PostgreSQL shuts down or crashes in the middle of writes).
 */
const RELEASED_ON_CONNECTION_ERROR = new Set(['QueryRunnerProviderAlreadyReleasedError', 'QueryRunnerAlreadyReleasedError']);

/** True when `exception` (a TypeORM or pg error, possibly wrapping another) says the database is out of reach. */
export function isDatabaseUnavailable(exception: unknown): boolean {
  for (let e: unknown = exception, hops = 0; typeof e === 'object' && e !== null && hops < 4; hops++) {
    const { code, message, driverError, cause, name, syscall } = e as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
      name?: unknown;
      syscall?: unknown;
    };
    if (typeof name === 'string' && RELEASED_ON_CONNECTION_ERROR.has(name)) return true;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    // A Unix socket's file is gone while the server is stopped: connecting says ENOENT, not ECONNREFUSED.
    if (code === 'ENOENT' && syscall === 'connect') return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    e = driverError ?? cause;
  }
  return false;
}

function body(statusCode: number, message: string): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

function messageOf(response: unknown, fallback: string): string {
  if (typeof response === 'string') return response;
  if (typeof response === 'object' && response !== null) {
    const m = (response as { message?: unknown }).message;
    if (typeof m === 'string') return m;
    if (Array.isArray(m)) return m.map(String).join('. ');
  }
  return fallback;
}

/**
 * Turns anything thrown while handling a request into the one JSON error shape.
 * `internal` is true when the error was not expected and should be logged.
 */
export function toApiError(exception: unknown): { error: ApiError; internal: boolean; databaseUnavailable?: true } {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message = messageOf(response, exception.message);
    const error = body(status, spanishFastifyMessage(message) ?? message);
    const secondFactor = (response as { secondFactor?: unknown } | null)?.secondFactor;
    if (status === 403 && (secondFactor === 'enrol' || secondFactor === 'verify')) error.secondFactor = secondFactor;
    const premiumItem = (response as { premiumItem?: unknown } | null)?.premiumItem;
    if (status === 403 && typeof premiumItem === 'string' && (PREMIUM_ITEM_IDS as string[]).includes(premiumItem)) {
      error.premiumItem = premiumItem as PremiumItemId;
    }
    if (status === 403 && (response as { chatConsent?: unknown } | null)?.chatConsent === 'required') error.chatConsent = 'required';
    return { error, internal: status >= 500 };
  }
  if (isDatabaseUnavailable(exception)) {
    // The database is down or restarting: the request may succeed in a moment. Not logged as a
    // bug (the filter warns once per error); the pool reconnects by itself when it is back.
    return { error: body(503, DATABASE_UNAVAILABLE_MESSAGE), internal: false, databaseUnavailable: true };
  }
  if (typeof exception === 'object' && exception !== null) {
    const e = exception as { statusCode?: unknown; code?: unknown; message?: unknown; driverError?: { code?: unknown } };
    const pgCode = typeof e.driverError?.code === 'string' ? e.driverError.code : undefined;
    if (pgCode && PG_CLIENT_ERRORS[pgCode]) {
      const [status, message] = PG_CLIENT_ERRORS[pgCode];
      return { error: body(status, message), internal: false };
    }
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      const code = typeof e.code === 'string' ? e.code : '';
      const message = FASTIFY_MESSAGES[code] ?? (typeof e.message === 'string' ? e.message : 'Petición no válida.');
      return { error: body(e.statusCode, message), internal: false };
    }
  }
  return { error: body(500, INTERNAL_MESSAGE), internal: true };
}
