import { apiErrorMessage, chatConsentRequired, errorMessageOf, httpErrorMessage, isApiRequestError, premiumItemOf } from './apiError';

describe('httpErrorMessage (spec section 7)', () => {
  it('is "{status}: {body}" when the answer has a body', () => {
    expect(httpErrorMessage(401, '{"message":"No autenticado"}', 'Unauthorized')).toBe('401: {"message":"No autenticado"}');
  });

  it('falls back to the status text when the body is empty or blank', () => {
    expect(httpErrorMessage(404, '', 'Not Found')).toBe('404: Not Found');
    expect(httpErrorMessage(502, '  \n', 'Bad Gateway')).toBe('502: Bad Gateway');
  });
});

describe('errorMessageOf', () => {
  it('reads our API errors, serialized errors, Error objects and strings', () => {
    expect(errorMessageOf({ status: 500, message: '500: boom', body: 'boom' })).toBe('500: boom');
    expect(errorMessageOf({ name: 'Error', message: 'serialized' })).toBe('serialized');
    expect(errorMessageOf(new Error('plain'))).toBe('plain');
    expect(errorMessageOf('text')).toBe('text');
    expect(errorMessageOf(undefined)).toBe('Error desconocido');
  });
});

describe('apiErrorMessage', () => {
  const error = (body: string) => ({ status: 400, message: `400: ${body}`, body });

  it('returns the message field of a JSON error body', () => {
    expect(apiErrorMessage(error('{"statusCode":400,"error":"Bad Request","message":"El correo ya existe"}'))).toBe('El correo ya existe');
  });

  it('joins a list of messages', () => {
    expect(apiErrorMessage(error('{"message":["uno","dos"]}'))).toBe('uno. dos');
  });

  it('is undefined when there is nothing readable for a family', () => {
    expect(apiErrorMessage(error('<html>Bad Gateway</html>'))).toBeUndefined();
    expect(apiErrorMessage(error('{"message":""}'))).toBeUndefined();
    expect(apiErrorMessage(error('null'))).toBeUndefined();
    expect(apiErrorMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBeUndefined();
    expect(apiErrorMessage(new Error('x'))).toBeUndefined();
  });
});

describe('isApiRequestError', () => {
  it('recognises the shape produced by the base query', () => {
    expect(isApiRequestError({ status: 404, message: '404: Not Found' })).toBe(true);
    expect(isApiRequestError({ status: 'PARSE_ERROR', message: 'x' })).toBe(true);
    expect(isApiRequestError({ message: 'x' })).toBe(false);
    expect(isApiRequestError(null)).toBe(false);
  });
});

describe('premiumItemOf', () => {
  const error = (status: number, body: string) => ({ status, message: `${status}: ${body}`, body });

  it('names the item of a service 403 for premium content', () => {
    expect(premiumItemOf(error(403, '{"statusCode":403,"error":"Forbidden","message":"x","premiumItem":"story-chapters"}'))).toBe('story-chapters');
  });

  it('is undefined for any other answer', () => {
    expect(premiumItemOf(error(403, '{"statusCode":403,"message":"Esta acción es solo para administradores."}'))).toBeUndefined();
    expect(premiumItemOf(error(403, '{"premiumItem":"todo"}'))).toBeUndefined();
    expect(premiumItemOf(error(404, '{"premiumItem":"story-chapters"}'))).toBeUndefined();
    expect(premiumItemOf(error(403, '<html>'))).toBeUndefined();
    expect(premiumItemOf({ status: 'FETCH_ERROR', message: 'x' })).toBeUndefined();
    expect(premiumItemOf(new Error('x'))).toBeUndefined();
  });
});

describe('chatConsentRequired', () => {
  const error = (status: number, body: string) => ({ status, message: `${status}: ${body}`, body });

  it("is true only for the chat's 403 that names the missing consent", () => {
    expect(chatConsentRequired(error(403, '{"statusCode":403,"message":"El chat está apagado","chatConsent":"required"}'))).toBe(true);
    expect(chatConsentRequired(error(403, '{"statusCode":403,"message":"Plan","premiumItem":"characters"}'))).toBe(false);
    expect(chatConsentRequired(error(503, '{"chatConsent":"required"}'))).toBe(false);
    expect(chatConsentRequired(error(403, 'no es JSON'))).toBe(false);
    expect(chatConsentRequired(new Error('x'))).toBe(false);
  });
});
