import 'reflect-metadata';
import { applyDecorators, BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import { API_BODY_LIMIT, jsonNestsDeeperThan, MAX_JSON_DEPTH, sizeInBytes } from '@universo/contracts';
import type { FastifyInstance } from 'fastify';
import { parse as parseQueryString } from 'node:querystring';

/**
 * The body size of every route that does not say otherwise (64 KB), the gateway's default too.
 * No JSON request of ours comes near it; MAX_JSON_DEPTH (20) is as generous: none passes 4 levels.
 */
export const DEFAULT_BODY_LIMIT_BYTES = sizeInBytes(API_BODY_LIMIT);

export const BODY_MESSAGES = {
  tooDeep: `El JSON de la petición tiene demasiados niveles anidados (como máximo ${MAX_JSON_DEPTH}).`,
  onlyJson: 'Tipo de contenido no admitido: envía JSON.',
} as const;

/** The key of a route's fastify `config` that holds its BodyPolicy. */
const POLICY_KEY = 'universoBody';

export interface BodyPolicyOptions {
  /** A bigger body than the default 64 KB, as nginx writes sizes (`256k`); list the path in the route table's `bodyLimits` too. */
  maxSize?: string;
  /** Also accept `application/x-www-form-urlencoded` (a plain HTML form, a provider's notification). */
  acceptForm?: boolean;
}

/**
 * A route's exception to the body rules every route follows (JSON only, 64 KB). Only routes that
 * really take something else say so: the sandbox payment page's forms, payment notifications.
 */
export const BodyPolicy = (policy: BodyPolicyOptions): MethodDecorator => applyDecorators(RouteConfig({ [POLICY_KEY]: policy }));

/** The BodyPolicy a handler declares, if any (read for the OpenAPI document: such a route reads a body). */
export function bodyPolicyOf(handler: object): BodyPolicyOptions | undefined {
  const config: unknown = Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler);
  return (config as Record<string, unknown> | undefined)?.[POLICY_KEY] as BodyPolicyOptions | undefined;
}

function policyIn(config: unknown): BodyPolicyOptions {
  return ((config as Record<string, unknown> | undefined)?.[POLICY_KEY] as BodyPolicyOptions | undefined) ?? {};
}

/**
 * The one way a service reads request bodies, replacing the parsers fastify and Nest bring:
 *
 * - `application/json`: at most the route's size (64 KB unless its BodyPolicy says more; a bigger
 *   declared Content-Length is refused with 413 before a byte is read), then the depth scan (400
 *   beyond MAX_JSON_DEPTH), then fastify's own safe parser (prototype poisoning refused).
 * - `application/x-www-form-urlencoded`: only on routes whose BodyPolicy accepts forms; elsewhere 415.
 * - anything else (text/plain, multipart…): 415, unless a module adds a parser for its own route
 *   (svc-content's PNG uploads).
 *
 * Every refusal is a Nest exception or a fastify body error, so it leaves in the one JSON error
 * shape with a Spanish message (see toApiError). Call before the app is initialised.
 */
export function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const { maxSize } = policyIn(route.config);
    if (maxSize) route.bodyLimit = sizeInBytes(maxSize);
  });
  fastify.removeAllContentTypeParsers();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new BadRequestException(BODY_MESSAGES.tooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    // An unknown path answers its 404, as for any type.
    if (request.is404) return done(null, undefined);
    if (!policyIn(request.routeOptions.config).acceptForm) return done(new UnsupportedMediaTypeException(BODY_MESSAGES.onlyJson), undefined);
    done(null, { ...parseQueryString(body as string) });
  });
}
