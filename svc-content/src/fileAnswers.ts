import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';

/**
 * For the OpenAPI document: a handler whose 200 is a file (a photo, a drawing, a printable), not
 * JSON. Without it the document would promise JSON and the contract tests would refuse the answer.
 */
export const FileAnswer = (mediaType: string, description: string): MethodDecorator =>
  applyDecorators(ApiProduces(mediaType), ApiOkResponse({ description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } }));
