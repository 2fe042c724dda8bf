import { BadRequestException, ConflictException, ForbiddenException, HttpException, NotFoundException } from '@nestjs/common';
import { toApiError } from './apiError';
import { SecondFactorRequiredException } from './sessionAccess';

describe('toApiError', () => {
  it('tells which second factor an admin action still needs, on a 403 only', () => {
    expect(toApiError(new SecondFactorRequiredException('verify')).error).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Para moderar, confirma tu identidad con el código de tu aplicación de autenticación.',
      secondFactor: 'verify',
    });
    expect(toApiError(new SecondFactorRequiredException('enrol')).error.secondFactor).toBe('enrol');
    expect(toApiError(new ForbiddenException({ message: 'No', secondFactor: 'otro' })).error).not.toHaveProperty('secondFactor');
    expect(toApiError(new BadRequestException({ message: 'No', secondFactor: 'verify' })).error).not.toHaveProperty('secondFactor');
  });

  it('keeps the status and message of HTTP exceptions', () => {
    expect(toApiError(new NotFoundException('Libro no encontrado')).error).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Libro no encontrado',
    });
  });

  it('joins a list of validation messages into one string', () => {
    const { error } = toApiError(new BadRequestException({ message: ['uno', 'dos'] }));
    expect(error).toEqual({ statusCode: 400, error: 'Bad Request', message: 'uno. dos' });
  });

  it('maps fastify body errors to 4xx with a Spanish message', () => {
    const { error, internal } = toApiError({ statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY', message: 'x' });
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('El cuerpo de la petición no es JSON válido.');
    expect(internal).toBe(false);
  });

  it('maps a unique violation to 409 and a malformed value to 400', () => {
    expect(toApiError({ driverError: { code: '23505' } }).error.statusCode).toBe(409);
    expect(toApiError({ driverError: { code: '22P02' } }).error.statusCode).toBe(400);
  });

  it('hides unexpected errors behind a generic 500', () => {
    const { error, internal } = toApiError(new Error('secret stack detail'));
    expect(error.statusCode).toBe(500);
    expect(error.message).not.toContain('secret');
    expect(internal).toBe(true);
  });

  it('reports server-side HTTP exceptions as internal', () => {
    expect(toApiError(new HttpException('x', 503)).internal).toBe(true);
    expect(toApiError(new ConflictException('ya existe')).internal).toBe(false);
  });
});
