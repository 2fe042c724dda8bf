import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { mediaTypeOf } from '../domain/imageRules';

/** The Spanish answers of one upload route (each names what it uploads: a drawing, a photo). */
export interface RawUploadMessages {
  wrongContentType: string;
  tooLarge: string;
  interrupted: string;
}

export interface RawUploadRoute {
  /** The route as registered (`/api/axxon/drawings`); only its POST takes a raw body. */
  path: string;
  /** The media types its body may have (`image/png`, ...), lower case. */
  mediaTypes: readonly string[];
  maxBytes: number;
  messages: RawUploadMessages;
}

const BAD_LENGTH = 'La longitud del contenido no es válida.';

/** Reads a request body up to `maxBytes` bytes, refusing more as soon as it is declared or received. */
function readLimited(payload: Readable, declaredLength: number, route: RawUploadRoute): Promise<Buffer> {
  const { maxBytes, messages } = route;
  if (declaredLength > maxBytes) return Promise.reject(new PayloadTooLargeException(messages.tooLarge));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    function onData(chunk: Buffer) {
      received += chunk.length;
      if (received > maxBytes) {
        stop();
        reject(new PayloadTooLargeException(messages.tooLarge));
        return;
      }
      chunks.push(chunk);
    }
    function onEnd() {
      stop();
      if (!Number.isNaN(declaredLength) && received !== declaredLength) reject(new BadRequestException(BAD_LENGTH));
      else resolve(Buffer.concat(chunks, received));
    }
    function onError() {
      stop();
      reject(new BadRequestException(messages.interrupted));
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}

function uploadRouteOf(request: FastifyRequest, routes: readonly RawUploadRoute[]): RawUploadRoute | undefined {
  if (request.method !== 'POST') return undefined;
  return routes.find((route) => request.routeOptions.url === route.path);
}

// One fastify instance takes several upload routes that may share a media type (PNG drawings and
// PNG photos), and fastify accepts one parser per type: the routes are kept per instance and every
// parser looks up the route of the request.
const routesOf = new WeakMap<FastifyInstance, RawUploadRoute[]>();

/**
 * Teaches the service's fastify instance to take a raw image body on an upload route only, with
 * that route's own size limit (the service's JSON limit stays as it is). Any other type sent to an
 * upload route answers 415 before its body is read; an image sent anywhere else answers 415 as any
 * unknown type always did. Errors are Nest exceptions, so they leave as the one JSON error shape.
 * Call it before the server is ready (a module's onModuleInit).
 */
export function acceptRawUploads(fastify: FastifyInstance, route: RawUploadRoute): void {
  let routes = routesOf.get(fastify);
  if (!routes) {
    const known: RawUploadRoute[] = [];
    routes = known;
    routesOf.set(fastify, known);
    fastify.addHook('preParsing', async (request, _reply, payload) => {
      const upload = uploadRouteOf(request, known);
      if (upload && !upload.mediaTypes.includes(mediaTypeOf(request.headers['content-type']))) {
        throw new UnsupportedMediaTypeException(upload.messages.wrongContentType);
      }
      return payload;
    });
  }
  const known = routes;
  known.push(route);
  for (const type of route.mediaTypes) {
    if (fastify.hasContentTypeParser(type)) continue;
    fastify.addContentTypeParser(type, async (request: FastifyRequest, payload: Readable) => {
      // An unknown path answers its 404 without the body, as fastify does for types it cannot parse.
      if (request.is404) return undefined;
      const upload = uploadRouteOf(request, known);
      if (!upload?.mediaTypes.includes(type)) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
      return readLimited(payload, Number(request.headers['content-length']), upload);
    });
  }
}
