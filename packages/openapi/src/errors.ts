import type { ReferenceObject, ResponseObject, ResponsesObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { ApiError } from '@universo/contracts';
import { PREMIUM_ITEM_IDS, SECOND_FACTOR_ENROL_MESSAGE, SECOND_FACTOR_VERIFY_MESSAGE } from '@universo/contracts';
import {
  ADMIN_CHECK_UNAVAILABLE_MESSAGE,
  ADMINS_ONLY_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  NOT_LOGGED_IN_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  type ErrorAnswerDescription,
  URL_TOO_LONG_MESSAGE,
} from '@universo/service-kit';

export const API_ERROR_SCHEMA_NAME = 'ApiError';

/**
 * The one error shape every service answers with (service-kit's toApiError). Typed by the
 * contract's ApiError keys, so a field added there and not here (or the reverse) fails the type check.
 */
const API_ERROR_PROPERTIES: Record<keyof ApiError, SchemaObject> = {
  statusCode: { type: 'integer', minimum: 400, maximum: 599, description: 'El código HTTP de la respuesta.' },
  error: { type: 'string', description: 'El nombre del código HTTP (por ejemplo "Bad Request").' },
  message: { type: 'string', description: 'Qué pasó, en español, para mostrarlo a la familia.' },
  secondFactor: { type: 'string', enum: ['enrol', 'verify'], description: 'En un 403 de administración: el segundo factor que le falta a esta sesión.' },
  premiumItem: { type: 'string', enum: [...PREMIUM_ITEM_IDS], description: 'En un 403 de contenido premium: qué parte del plan le falta a la familia.' },
  chatConsent: { type: 'string', enum: ['required'], description: 'En un 403 del chat: el adulto debe activar el chat para el niño que juega.' },
};

export const API_ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'Toda respuesta de error de los servicios tiene esta forma, con un mensaje en español.',
  required: ['statusCode', 'error', 'message'],
  properties: API_ERROR_PROPERTIES,
  additionalProperties: false,
};

/** What is known about one operation from Nest's metadata (guards, parameters, validation rules). */
export interface OperationFacts {
  httpMethod: string;
  /** The request has a body, query or path parameters checked by the validation pipe. */
  validated: boolean;
  /** The Spanish messages of the class-validator rules of its body, query and parameter DTOs. */
  validationMessages: string[];
  hasPathParameters: boolean;
  hasBody: boolean;
  sessionRequired: boolean;
  adminOnly: boolean;
  rateLimited: boolean;
  /** State-changing and not marked @AllowCrossSite: a request from another site gets a 403. */
  sameSiteChecked: boolean;
  /** Marked @PublicRead: its 200 carries an ETag, and a request that holds that version gets a 304. */
  publicRead: boolean;
  /** The errors the handler declares with @ErrorAnswer (a missing profile, a spent play...). */
  handlerErrors: ErrorAnswerDescription[];
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  414: 'URI Too Long',
  409: 'Conflict',
  410: 'Gone',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

const CROSS_SITE_MESSAGE = 'Solicitud rechazada: solo se aceptan peticiones desde Universo de Francesca.';
const BODY_TOO_LARGE_MESSAGE = 'El cuerpo de la petición es demasiado grande.';
const NOT_JSON_MESSAGE = 'Tipo de contenido no admitido: envía JSON.';
const INVALID_JSON_MESSAGE = 'El cuerpo de la petición no es JSON válido.';
const NOT_FOUND_MESSAGE = 'No encontramos lo que buscas.';
const CLIENT_ERROR_MESSAGE = 'Petición no válida.';

function errorResponse(status: number, description: string, messages: string[]): ResponseObject {
  const unique = [...new Set(messages)];
  const examples = Object.fromEntries(
    unique.map((message, index) => [
      `m${String(index + 1).padStart(2, '0')}`,
      { summary: message, value: { statusCode: status, error: STATUS_TEXT[status] ?? 'Error', message } },
    ]),
  );
  return {
    description,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${API_ERROR_SCHEMA_NAME}` }, ...(unique.length > 0 ? { examples } : {}) } },
  };
}

const RULES_DESCRIPTION = 'La petición no cumple las reglas (cada regla con su mensaje en español).';

/** The error answers many operations share, once in `components.responses`. */
export const SHARED_ERROR_RESPONSES: Record<string, ResponseObject> = {
  // The 400 of a body whose DTO has no rule with a fixed message, and of parameters without one.
  InvalidJson: errorResponse(400, RULES_DESCRIPTION, [INVALID_JSON_MESSAGE]),
  InvalidRequest: errorResponse(400, RULES_DESCRIPTION, [CLIENT_ERROR_MESSAGE]),
  NoSession: errorResponse(401, 'Hace falta una sesión activa.', [NOT_LOGGED_IN_MESSAGE]),
  CrossSite: errorResponse(403, 'La petición viene de otra web: solo se aceptan las de Universo de Francesca.', [CROSS_SITE_MESSAGE]),
  AdminOnly: errorResponse(
    403,
    'Solo para administradores con el segundo factor verificado (`secondFactor` dice si falta darlo de alta o verificarlo), o la petición viene de otra web.',
    [ADMINS_ONLY_MESSAGE, SECOND_FACTOR_ENROL_MESSAGE, SECOND_FACTOR_VERIFY_MESSAGE, CROSS_SITE_MESSAGE],
  ),
  NotFound: errorResponse(404, 'No existe lo que nombra la ruta.', [NOT_FOUND_MESSAGE]),
  UriTooLong: errorResponse(414, 'Un parámetro de la ruta es demasiado largo (más de 100 caracteres).', [URL_TOO_LONG_MESSAGE]),
  TooLarge: errorResponse(413, 'El cuerpo de la petición es demasiado grande.', [BODY_TOO_LARGE_MESSAGE]),
  NotJson: errorResponse(415, 'El cuerpo no es del tipo que la ruta acepta.', [NOT_JSON_MESSAGE]),
  RateLimited: errorResponse(429, 'Demasiadas peticiones seguidas: espera y vuelve a intentarlo.', [TOO_MANY_REQUESTS_MESSAGE]),
  ClientError: errorResponse(400, 'Otro error de la petición (una regla que el servicio comprueba), con la misma forma y un mensaje en español.', []),
  Unavailable: {
    ...errorResponse(503, 'El servicio no puede responder ahora (base de datos u otro servicio caído); Retry-After dice cuándo reintentar.', [
      DATABASE_UNAVAILABLE_MESSAGE,
    ]),
    headers: { 'Retry-After': { description: 'Segundos de espera antes de reintentar.', schema: { type: 'integer' } } },
  },
  AdminUnavailable: {
    ...errorResponse(503, 'No se pudo comprobar el acceso de administración o la base de datos no responde; Retry-After dice cuándo reintentar.', [
      DATABASE_UNAVAILABLE_MESSAGE,
      ADMIN_CHECK_UNAVAILABLE_MESSAGE,
    ]),
    headers: { 'Retry-After': { description: 'Segundos de espera antes de reintentar.', schema: { type: 'integer' } } },
  },
};

/** What a public read adds to its answers (service-kit's publicReadEtagHook). */
export const NOT_MODIFIED_RESPONSE: ResponseObject = {
  description: 'La versión que tienes sigue vigente (If-None-Match nombró su ETag): sin cuerpo.',
  headers: { ETag: { description: 'La versión de la respuesta.', schema: { type: 'string' } } },
};

/** Every answer `components.responses` holds, in a service's document and in the merged one. */
export const SHARED_RESPONSES: Record<string, ResponseObject> = { ...SHARED_ERROR_RESPONSES, NotModified: NOT_MODIFIED_RESPONSE };

const shared = (name: keyof typeof SHARED_ERROR_RESPONSES): ReferenceObject => ({ $ref: `#/components/responses/${name}` });

function groupByStatus(answers: ErrorAnswerDescription[]): Map<string, ErrorAnswerDescription[]> {
  const groups = new Map<string, ErrorAnswerDescription[]>();
  for (const answer of answers) groups.set(String(answer.status), [...(groups.get(String(answer.status)) ?? []), answer]);
  return groups;
}

/** The description and example messages of an error answer (shared ones by their name). */
function responseMessagesAndDescription(response: ResponseObject | ReferenceObject): { description: string | undefined; messages: string[] } {
  const resolved = '$ref' in response ? SHARED_ERROR_RESPONSES[response.$ref.split('/').pop() ?? ''] : response;
  if (!resolved) return { description: undefined, messages: [] };
  const examples = resolved.content?.['application/json']?.examples ?? {};
  const messages = Object.values(examples)
    .map((example) => (example as { value?: { message?: string } }).value?.message ?? '')
    .filter(Boolean);
  return { description: resolved.description, messages };
}

/**
 * The error answers an operation can give, from what its guards and parameters say. Each one is
 * the ApiError shape with the Spanish messages the code sends; `4XX` covers the rules a handler
 * checks itself (a missing book, a spent budget...), with the same shape.
 */
export function errorResponses(facts: OperationFacts): ResponsesObject {
  const responses: ResponsesObject = {};
  if (facts.validationMessages.length > 0) {
    const messages = [...facts.validationMessages, ...(facts.hasBody ? [INVALID_JSON_MESSAGE] : [])];
    responses['400'] = errorResponse(400, RULES_DESCRIPTION, messages);
  } else if (facts.hasBody) responses['400'] = shared('InvalidJson');
  else if (facts.validated) responses['400'] = shared('InvalidRequest');
  if (facts.sessionRequired || facts.adminOnly) responses['401'] = shared('NoSession');
  if (facts.adminOnly) responses['403'] = shared('AdminOnly');
  else if (facts.sameSiteChecked) responses['403'] = shared('CrossSite');
  if (facts.hasPathParameters) {
    responses['404'] = shared('NotFound');
    responses['414'] = shared('UriTooLong');
  }
  if (facts.hasBody) {
    responses['413'] = shared('TooLarge');
    responses['415'] = shared('NotJson');
  }
  if (facts.rateLimited) responses['429'] = shared('RateLimited');
  if (facts.publicRead) responses['304'] = { $ref: '#/components/responses/NotModified' };
  for (const [status, answers] of groupByStatus(facts.handlerErrors)) {
    // Beside what the guards or parameters already answer with that status (a 400 of the rules, a 404 of the path).
    const before = responses[status];
    const known = before ? responseMessagesAndDescription(before) : { description: undefined, messages: [] };
    const description = [known.description, ...answers.map((answer) => answer.description)].filter(Boolean).join(' O bien: ');
    responses[status] = errorResponse(Number(status), description, [...known.messages, ...answers.flatMap((answer) => answer.messages)]);
  }
  responses['4XX'] = shared('ClientError');
  responses['503'] = shared(facts.adminOnly ? 'AdminUnavailable' : 'Unavailable');
  return responses;
}
