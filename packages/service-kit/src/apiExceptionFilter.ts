import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toApiError } from './apiError';

/** Every error leaves every service in the same JSON shape (see toApiError). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { error, internal } = toApiError(exception);
    if (internal) {
      this.logger.error(`${request.method} ${request.url}: ${exception instanceof Error ? exception.stack : String(exception)}`);
    }
    void reply.status(error.statusCode).header('content-type', 'application/json; charset=utf-8').send(error);
  }
}
