import { openApiPath, routesMissingFrom } from './routes';

describe('routes against a document', () => {
  const document = { paths: { '/api/books': { get: {} }, '/api/books/{bookId}/chapters/{number}': { get: {}, put: {} } } };

  it("turns fastify's parameters into OpenAPI's", () => {
    expect(openApiPath('/api/books/:bookId/chapters/:number')).toBe('/api/books/{bookId}/chapters/{number}');
  });

  it('finds documented routes and names the ones that are not (a path, or a method of a path)', () => {
    expect(
      routesMissingFrom(document, [
        { method: 'GET', url: '/api/books' },
        { method: 'PUT', url: '/api/books/:bookId/chapters/:number' },
      ]),
    ).toEqual([]);
    expect(
      routesMissingFrom(document, [
        { method: 'POST', url: '/api/books' },
        { method: 'GET', url: '/api/blog' },
      ]),
    ).toEqual(['POST /api/books', 'GET /api/blog']);
  });
});
