import { errorResponses, type OperationFacts, SHARED_ERROR_RESPONSES } from './errors';

const facts = (over: Partial<OperationFacts>): OperationFacts => ({
  httpMethod: 'get',
  validated: false,
  validationMessages: [],
  hasPathParameters: false,
  hasBody: false,
  sessionRequired: false,
  adminOnly: false,
  rateLimited: false,
  sameSiteChecked: false,
  publicRead: false,
  handlerErrors: [],
  ...over,
});

describe('errorResponses', () => {
  it('a public read: only what any request can meet (another 4xx, the database down)', () => {
    expect(Object.keys(errorResponses(facts({}))).sort()).toEqual(['4XX', '503']);
  });

  it('a public read with an ETag: a 304 for a request that already holds its version', () => {
    expect(errorResponses(facts({ publicRead: true }))['304']).toEqual({ $ref: '#/components/responses/NotModified' });
  });

  it.each([
    ['a body whose DTO has no rule with a fixed message', { hasBody: true, validated: true }, 'InvalidJson'],
    ['parameters without one', { validated: true }, 'InvalidRequest'],
  ])('the 400 of %s is a shared answer', (_what, over, name) => {
    expect(errorResponses(facts(over))['400']).toEqual({ $ref: `#/components/responses/${name}` });
  });

  it('a 400 a handler declares itself is listed beside the shared one, with its messages', () => {
    const responses = errorResponses(
      facts({ validated: true, handlerErrors: [{ status: 400, description: 'La fecha no es válida.', messages: ['Elige una fecha de esta semana.'] }] }),
    );
    const examples = (responses['400'] as unknown as { content: { 'application/json': { examples: Record<string, { value: { message: string } }> } } }).content[
      'application/json'
    ].examples;
    expect(Object.values(examples).map((e) => e.value.message)).toEqual(['Petición no válida.', 'Elige una fecha de esta semana.']);
  });

  it("an admin write with a body: the rules' messages, the session, the admin check, the limits", () => {
    const responses = errorResponses(
      facts({
        httpMethod: 'post',
        validated: true,
        hasBody: true,
        validationMessages: ['El título es obligatorio'],
        adminOnly: true,
        rateLimited: true,
        sameSiteChecked: true,
      }),
    );
    expect(Object.keys(responses).sort()).toEqual(['400', '401', '403', '413', '415', '429', '4XX', '503']);
    expect(responses['403']).toEqual({ $ref: '#/components/responses/AdminOnly' });
    expect(responses['503']).toEqual({ $ref: '#/components/responses/AdminUnavailable' });
    const examples = (responses['400'] as unknown as { content: { 'application/json': { examples: Record<string, { value: unknown }> } } }).content[
      'application/json'
    ].examples;
    expect(Object.values(examples).map((e) => e.value)).toEqual([
      { statusCode: 400, error: 'Bad Request', message: 'El título es obligatorio' },
      { statusCode: 400, error: 'Bad Request', message: 'El cuerpo de la petición no es JSON válido.' },
    ]);
  });

  it("a handler's own errors: their status with their Spanish messages, beside what the parameters already answer", () => {
    const responses = errorResponses(
      facts({
        hasPathParameters: true,
        handlerErrors: [
          { status: 409, description: 'El niño aún no tiene perfil.', messages: ['Primero crea el perfil del niño.'] },
          { status: 409, description: 'La partida ya se usó.', messages: ['Esta partida ya terminó.'] },
          { status: 404, description: 'La partida no existe.', messages: ['No encontramos esa partida.'] },
        ],
      }),
    );
    const messages = (status: string) =>
      Object.values(
        (responses[status] as unknown as { content: { 'application/json': { examples: Record<string, { value: { statusCode: number; message: string } }> } } })
          .content['application/json'].examples,
      ).map((e) => e.value);
    expect(messages('409')).toEqual([
      { statusCode: 409, error: 'Conflict', message: 'Primero crea el perfil del niño.' },
      { statusCode: 409, error: 'Conflict', message: 'Esta partida ya terminó.' },
    ]);
    expect(messages('404').map((m) => m.message)).toEqual(['No encontramos lo que buscas.', 'No encontramos esa partida.']);
    expect((responses['404'] as { description: string }).description).toBe('No existe lo que nombra la ruta. O bien: La partida no existe.');
    expect(responses['4XX']).toEqual({ $ref: '#/components/responses/ClientError' });
  });

  it('every shared answer is the ApiError shape with Spanish examples', () => {
    for (const [name, response] of Object.entries(SHARED_ERROR_RESPONSES)) {
      const media = response.content?.['application/json'];
      expect(media?.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
      if (name !== 'ClientError') expect(Object.keys(media?.examples ?? {}).length).toBeGreaterThan(0);
    }
  });
});
