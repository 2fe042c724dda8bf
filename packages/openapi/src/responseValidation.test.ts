import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ERROR_SCHEMA } from './errors';
import { type ObservedResponse, responseValidator } from './responseValidation';

const document = {
  openapi: '3.1.0',
  paths: {
    '/api/books': {
      get: {
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Book' } } } } },
          '400': { $ref: '#/components/responses/ClientError' },
          '4XX': { $ref: '#/components/responses/ClientError' },
        },
      },
    },
    '/api/books/{id}': {
      get: {
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Book' } } } },
          '404': { $ref: '#/components/responses/ClientError' },
        },
      },
      delete: { responses: { '204': { description: 'borrado' } } },
    },
    '/api/books/latest': {
      get: {
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      ApiError: API_ERROR_SCHEMA,
      Book: {
        type: 'object',
        required: ['id', 'title', 'cover'],
        properties: { id: { type: 'string', format: 'uuid' }, title: { type: 'string' }, cover: { anyOf: [{ type: 'null' }, { type: 'string' }] } },
      },
    },
    responses: { ClientError: { description: 'error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } } },
  },
};

const ID = '0b7f3c9e-5a4d-4e8b-9c1d-2f6a7b8c9d0e';
const json = (method: string, url: string, status: number, body: unknown): ObservedResponse => ({
  method,
  url,
  status,
  contentType: 'application/json; charset=utf-8',
  body,
  text: JSON.stringify(body),
});
const validate = responseValidator(document);

describe('responseValidator', () => {
  it('accepts answers the document describes: a list, a page by id, a nullable field, an error under its own code', () => {
    expect(validate(json('GET', '/api/books?level=inicial', 200, [{ id: ID, title: 'Francesca', cover: null }]))).toEqual([]);
    expect(validate(json('GET', `/api/books/${ID}`, 200, { id: ID, title: 'Francesca', cover: '/media/a.webp' }))).toEqual([]);
    expect(validate(json('GET', '/api/books?level=x', 400, { statusCode: 400, error: 'Bad Request', message: 'Nivel no válido' }))).toEqual([]);
    expect(validate({ method: 'DELETE', url: `/api/books/${ID}`, status: 204, body: {}, text: '' })).toEqual([]);
  });

  it('reports an error described only by the 4XX range: each error a route answers is listed under its code', () => {
    const problems = validate(json('GET', '/api/books', 409, { statusCode: 409, error: 'Conflict', message: 'Ya existe' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('describe el error 409 solo por el rango 4XX');
  });

  it('prefers a fixed path to a template', () => {
    expect(validate(json('GET', '/api/books/latest', 200, { id: 'x' }))).toEqual([]);
  });

  it('reports a field that disappeared, a field of another type and a field the document does not list', () => {
    expect(validate(json('GET', `/api/books/${ID}`, 200, { id: ID, cover: null }))[0]).toContain("(raíz) must have required property 'title'");
    expect(validate(json('GET', `/api/books/${ID}`, 200, { id: ID, title: 7, cover: null }))[0]).toContain('/title must be string');
    expect(validate(json('GET', '/api/books', 200, [{ id: ID, title: 'F', cover: null, parentEmail: 'a@b.co' }]))[0]).toContain(
      '«parentEmail» no está en el documento',
    );
    expect(validate(json('GET', `/api/books/${ID}`, 200, { id: 'no-uuid', title: 'F', cover: null }))[0]).toContain('/id must match format "uuid"');
  });

  it('reports an error answer out of shape, an undocumented status, operation or body, and another media type', () => {
    expect(validate(json('GET', `/api/books/${ID}`, 404, { statusCode: 404, message: 'No existe' }))[0]).toContain("must have required property 'error'");
    expect(validate(json('GET', `/api/books/${ID}`, 500, { statusCode: 500, error: 'x', message: 'y' }))[0]).toContain('no documenta la respuesta 500');
    expect(validate(json('POST', '/api/books', 201, {}))[0]).toContain('el documento no tiene la operación POST /api/books');
    expect(validate({ method: 'DELETE', url: `/api/books/${ID}`, status: 204, body: {}, text: 'hola' })[0]).toContain('no describe un cuerpo');
    expect(validate({ method: 'GET', url: '/api/books', status: 200, contentType: 'text/html', body: {}, text: '<p>' })[0]).toContain(
      'la respuesta es text/html',
    );
  });

  it('accepts a 404 in the error shape for an address the service does not serve, and nothing else there', () => {
    expect(validate(json('GET', '/api/nada', 404, { statusCode: 404, error: 'Not Found', message: 'No encontramos lo que buscas.' }))).toEqual([]);
    expect(validate(json('GET', '/api/nada', 404, { oops: true }))[0]).toContain('el error no tiene la forma ApiError');
  });

  it('reads an answer that extends a component (allOf) as closed once, over the base and its own fields', () => {
    const extended = structuredClone(document) as typeof document & { components: { schemas: Record<string, unknown> } };
    extended.components.schemas.Draft = {
      allOf: [{ $ref: '#/components/schemas/Book' }, { type: 'object', required: ['notes'], properties: { notes: { type: 'string' } } }],
    };
    extended.paths['/api/books/latest'].get.responses['200'].content['application/json'].schema = { $ref: '#/components/schemas/Draft' } as never;
    const check = responseValidator(extended);
    const draft = { id: ID, title: 'Francesca', cover: null, notes: 'borrador' };
    expect(check(json('GET', '/api/books/latest', 200, draft))).toEqual([]);
    expect(check(json('GET', '/api/books/latest', 200, { ...draft, notes: undefined }))[0]).toContain("must have required property 'notes'");
    expect(check(json('GET', '/api/books/latest', 200, { ...draft, title: undefined }))[0]).toContain("must have required property 'title'");
    expect(check(json('GET', '/api/books/latest', 200, { ...draft, parentEmail: 'a@b.co' }))[0]).toContain('«parentEmail» no está en el documento');
    // The base on its own stays closed: a Book with the draft's field is still refused.
    expect(check(json('GET', `/api/books/${ID}`, 200, draft))[0]).toContain('«notes» no está en el documento');
  });

  it('compiles every committed service document', () => {
    for (const service of ['auth', 'content', 'chat', 'billing']) {
      const committed = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', `svc-${service}`, 'openapi.json'), 'utf8')) as object;
      expect(responseValidator(committed)(json('GET', '/health', 200, { status: 'ok', service }))).toEqual([]);
    }
  });
});
