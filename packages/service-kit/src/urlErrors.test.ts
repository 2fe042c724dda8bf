import { urlErrorAnswer } from './urlErrors';

describe('urlErrorAnswer', () => {
  it('answers the router refusals in the error shape, in Spanish, without echoing the address', () => {
    expect(urlErrorAnswer({ code: 'FST_ERR_MAX_PARAM_LENGTH', statusCode: 414 })).toEqual({
      statusCode: 414,
      error: 'URI Too Long',
      message: 'La dirección de la petición es demasiado larga.',
    });
    expect(urlErrorAnswer({ code: 'FST_ERR_BAD_URL', statusCode: 400 })).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'La dirección de la petición no es válida.',
    });
  });

  it('keeps any other router error a 400, never a 5xx', () => {
    expect(urlErrorAnswer({ code: 'FST_ERR_ASYNC_CONSTRAINT', statusCode: 500 })).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'La dirección de la petición no es válida.',
    });
  });
});
