import type { OpenAPIObject } from '@nestjs/swagger';
import { mergeDocuments, underPrefixes } from './merge';

const doc = (paths: Record<string, unknown>, schemas: Record<string, unknown> = {}): OpenAPIObject =>
  ({ openapi: '3.1.0', info: { title: 'x', version: '1' }, paths, components: { schemas }, tags: [{ name: 'T' }] }) as unknown as OpenAPIObject;
const op = (ref?: string) => ({
  get: {
    tags: ['T'],
    responses: { '200': { description: 'ok', ...(ref ? { content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } } } : {}) } },
  },
});
const info = { title: 'API', description: 'd', version: '0.1.0' };

describe('mergeDocuments', () => {
  it('keeps the paths the gateway routes to each service, not health nor service-to-service paths', () => {
    const merged = mergeDocuments(
      [
        {
          name: 'a',
          api: ['/api/books'],
          document: doc({ '/api/books': op(), '/api/books/{id}': op(), '/api/booksX': op(), '/health': op(), '/internal/family-data': op() }),
        },
        { name: 'b', api: ['/api/chat'], document: doc({ '/api/chat': op(), '/health': op() }) },
      ],
      info,
    );
    expect(Object.keys(merged.paths).sort()).toEqual(['/api/books', '/api/books/{id}', '/api/chat']);
    expect(merged.openapi).toBe('3.1.0');
    expect(merged.info).toEqual(info);
  });

  it('keeps two different schemas of one name apart, and only the schemas an operation reaches', () => {
    const merged = mergeDocuments(
      [
        {
          name: 'a',
          api: ['/api/a'],
          document: doc({ '/api/a': op('Child') }, { Child: { type: 'object', properties: { name: { type: 'string' } } }, Unused: { type: 'string' } }),
        },
        { name: 'b', api: ['/api/b'], document: doc({ '/api/b': op('Child') }, { Child: { type: 'object', properties: { age: { type: 'integer' } } } }) },
      ],
      info,
    );
    const schemas = merged.components?.schemas ?? {};
    expect(Object.keys(schemas).sort()).toEqual(['ApiError', 'Child', 'Child_b']);
    expect(JSON.stringify(merged.paths['/api/b'])).toContain('#/components/schemas/Child_b');
    expect(JSON.stringify(merged.paths['/api/a'])).toContain('#/components/schemas/Child"');
  });

  it('refuses one path in two services', () => {
    expect(() =>
      mergeDocuments(
        [
          { name: 'a', api: ['/api/x'], document: doc({ '/api/x': op() }) },
          { name: 'b', api: ['/api/x'], document: doc({ '/api/x': op() }) },
        ],
        info,
      ),
    ).toThrow('La ruta /api/x está en dos servicios');
  });

  it('matches prefixes by whole segments', () => {
    expect(underPrefixes('/api/books/1', ['/api/books'])).toBe(true);
    expect(underPrefixes('/api/books', ['/api/books/'])).toBe(true);
    expect(underPrefixes('/api/booksX', ['/api/books'])).toBe(false);
  });
});
