import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RETRY_AFTER_SECONDS, toApiError } from './apiError';

/** Every error leaves every service in the same JSON shape (see toApiError). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { error, internal, databaseUnavailable } = toApiError(exception);
    if (internal) {
      this.logger.error(`${request.method} ${request.url}: ${exception instanceof Error ? exception.stack : String(exception)}`);
    } else if (databaseUnavailable) {
      this.logger.warn(
        `${request.method} ${request.url}: la base de datos no responde (${exception instanceof Error ? exception.message : String(exception)})`,
      );
    }
    // Every 503 (database down, billing unreachable) is temporary: say when to try again.
    if (error.statusCode === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    void reply.status(error.statusCode).header('content-type', 'application/json; charset=utf-8').send(error);
  }
}
