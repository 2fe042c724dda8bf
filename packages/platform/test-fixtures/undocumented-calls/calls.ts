// Each call below names something the services' documents do not have; `tsc` must refuse each one.
import { apiRequest } from '../../src/api/apiRequest';

export const unknownPath = apiRequest('get', '/api/libros');
export const unknownMethod = apiRequest('delete', '/api/books');
export const missingPathParameter = apiRequest('get', '/api/books/{id}');
export const incompleteBody = apiRequest('post', '/api/auth/login', { body: { email: 'ana@example.com' } });
export const undocumentedQuery = apiRequest('get', '/api/books', { query: { orden: 'titulo' } });

// A documented call compiles.
export const documented = apiRequest('get', '/api/books/{id}/chapters/{number}', { path: { id: 1, number: 2 } });
