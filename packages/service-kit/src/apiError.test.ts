import { BadRequestException, ConflictException, ForbiddenException, HttpException, NotFoundException } from '@nestjs/common';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, toApiError } from './apiError';
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

describe('toApiError when the database is out of reach', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a refused connection on every address', Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' })],
    ['the missing Unix socket of a stopped server', Object.assign(new Error('connect ENOENT /tmp/pg/.s.PGSQL.5432'), { code: 'ENOENT', syscall: 'connect' })],
    ['a connection that died under a query', { message: 'Query failed', driverError: new Error('Connection terminated unexpectedly') }],
    ['a server shutting down (57P01)', { driverError: { code: '57P01', message: 'terminating connection due to administrator command' } }],
    ['a server starting or recovering (57P03)', { code: '57P03', message: 'the database system is starting up' }],
    ['a crash of another backend (57P02)', { driverError: { code: '57P02' } }],
    ['a connection exception (class 08)', { driverError: { code: '08006' } }],
    ['too many connections', { driverError: { code: '53300' } }],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    [
      'a transaction whose connection died before its rollback',
      Object.assign(new Error('Database connection provided by a query runner was already released'), { name: 'QueryRunnerProviderAlreadyReleasedError' }),
    ],
    ['a query on a transaction whose connection died', Object.assign(new Error('Query runner already released'), { name: 'QueryRunnerAlreadyReleasedError' })],
    ['a wrapped cause', new Error('outer', { cause: new Error('Connection terminated due to connection timeout') })],
  ])('answers 503 in Spanish to %s, not logged as a bug', (_label, exception) => {
    const result = toApiError(exception);
    expect(result.error).toEqual({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(result.internal).toBe(false);
    expect(isDatabaseUnavailable(exception)).toBe(true);
  });

  it('keeps a query error about the data itself a 4xx or a 500', () => {
    expect(isDatabaseUnavailable({ driverError: { code: '23505' } })).toBe(false);
    expect(isDatabaseUnavailable(new Error('relation "x" does not exist'))).toBe(false);
    // A missing file the code itself opens is a bug, not an outage.
    expect(isDatabaseUnavailable(Object.assign(new Error('ENOENT'), { code: 'ENOENT', syscall: 'open' }))).toBe(false);
    expect(toApiError({ driverError: { code: '42P01', message: 'relation "x" does not exist' } }).error.statusCode).toBe(500);
  });
});
