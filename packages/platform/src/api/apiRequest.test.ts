import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { apiPath, apiRequest } from './apiRequest';

describe('apiRequest', () => {
  it('fills the path parameters URI-encoded, and passes the query and the body', () => {
    expect(apiRequest('get', '/api/books/{id}/chapters/{number}', { path: { id: 3, number: 12 } })).toEqual({
      url: '/api/books/3/chapters/12',
      method: 'GET',
    });
    expect(apiRequest('delete', '/api/children/{id}', { path: { id: 'a/b c' } })).toEqual({ url: '/api/children/a%2Fb%20c', method: 'DELETE' });
    expect(apiRequest('get', '/api/contact/messages', { query: { page: 2 } })).toEqual({ url: '/api/contact/messages', method: 'GET', params: { page: 2 } });
    expect(apiRequest('post', '/api/auth/login', { body: { email: 'ana@example.com', password: 'secreta' } })).toEqual({
      url: '/api/auth/login',
      method: 'POST',
      body: { email: 'ana@example.com', password: 'secreta' },
    });
    expect(apiRequest('post', '/api/auth/logout')).toEqual({ url: '/api/auth/logout', method: 'POST' });
  });

  it('refuses a path without one of its parameters', () => {
    expect(() => apiPath('/api/books/{id}')).toThrow('Falta el parámetro id de /api/books/{id}');
  });
});

/**
 * "A call to a path or method the document lacks fails the build": `npm run typecheck` runs tsc
 * over every workspace, and tsc refuses each undocumented call of the fixture.
 */
it('makes tsc refuse a path, a method, a parameter, a body field or a query the document lacks', () => {
  const root = resolve(__dirname, '..', '..', '..', '..');
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
      '--noEmit',
      '--pretty',
      'false',
      '-p',
      join(__dirname, '..', '..', 'test-fixtures', 'undocumented-calls'),
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const errors = run.stdout
    .split('\n')
    .filter((line) => line.includes('error TS'))
    .map((line) => line.replace(/^.*calls\.ts\((\d+),\d+\): /, 'línea $1: '));
  expect(errors).toEqual([
    `línea 4: error TS2345: Argument of type '"/api/libros"' is not assignable to parameter of type 'ApiPath<"get">'.`,
    `línea 5: error TS2345: Argument of type '"/api/books"' is not assignable to parameter of type 'ApiPath<"delete">'.`,
    'línea 6: error TS2554: Expected 3 arguments, but got 2.',
    `línea 7: error TS2741: Property 'password' is missing in type '{ email: string; }' but required in type '{ email: string; password: string; }'.`,
    `línea 8: error TS2322: Type '{ orden: string; }' is not assignable to type 'undefined'.`,
  ]);
  expect(run.status).not.toBe(0);
}, 120_000);
