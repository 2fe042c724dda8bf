import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { isPngContentType } from '../domain/drawingRules';
import { DRAWINGS_MESSAGES } from '../drawings.messages';

export interface PngUploadRoute {
  /** The route as registered (`/api/axxon/drawings`); only its POST takes a PNG body. */
  path: string;
  maxBytes: number;
}

/** Reads a request body up to `maxBytes` bytes, refusing more as soon as it is declared or received. */
function readLimited(payload: Readable, declaredLength: number, maxBytes: number): Promise<Buffer> {
  if (declaredLength > maxBytes) return Promise.reject(new PayloadTooLargeException(DRAWINGS_MESSAGES.tooLarge(maxBytes)));
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
        reject(new PayloadTooLargeException(DRAWINGS_MESSAGES.tooLarge(maxBytes)));
        return;
      }
      chunks.push(chunk);
    }
    function onEnd() {
      stop();
      if (!Number.isNaN(declaredLength) && received !== declaredLength) reject(new BadRequestException('La longitud del contenido no es válida.'));
      else resolve(Buffer.concat(chunks, received));
    }
    function onError() {
      stop();
      reject(new BadRequestException('La subida del dibujo se interrumpió. Inténtalo de nuevo.'));
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}

const isUpload = (request: FastifyRequest, route: PngUploadRoute): boolean => request.method === 'POST' && request.routeOptions.url === route.path;

/**
 * Teaches the service's fastify instance to take a raw PNG body on the upload route only, with
 * that route's own size limit (the service's JSON limit stays 1 MB). Any other type sent to the
 * upload route answers 415 before its body is read; a PNG sent anywhere else answers 415 as any
 * unknown type always did. Errors are Nest exceptions, so they leave as the one JSON error shape.
 */
export function acceptPngUploads(fastify: FastifyInstance, route: PngUploadRoute): void {
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    if (isUpload(request, route) && !isPngContentType(request.headers['content-type'])) {
      throw new UnsupportedMediaTypeException(DRAWINGS_MESSAGES.wrongContentType);
    }
    return payload;
  });
  fastify.addContentTypeParser('image/png', async (request: FastifyRequest, payload: Readable) => {
    // An unknown path answers its 404 without the body, as fastify does for types it cannot parse.
    if (request.is404) return undefined;
    if (!isUpload(request, route)) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
    return readLimited(payload, Number(request.headers['content-length']), route.maxBytes);
  });
}
