import { Controller, Get, Post, Req } from '@nestjs/common';
import { premiumRequiredMessage } from '@universo/contracts';
import { BODY_MESSAGES, BodyPolicy, ErrorAnswer, PremiumAnswer, RequirePremium } from '@universo/service-kit';
import { operationFacts } from './document';
import { errorResponses, SHARED_ERROR_RESPONSES } from './errors';

@Controller('gallery')
@RequirePremium('advanced-drawing')
class GalleryController {
  @Get()
  list(): string[] {
    return [];
  }
}

@Controller('games')
class GamesController {
  @Get()
  @PremiumAnswer('advanced-games')
  @ErrorAnswer(409, 'Sin perfil.', 'Primero crea un perfil.')
  games(): string[] {
    return [];
  }

  @Post('notify')
  @BodyPolicy({ acceptForm: true })
  notify(@Req() _request: unknown): string {
    return 'ok';
  }
}

const examples = (response: unknown): string[] =>
  Object.values(
    (response as { content: { 'application/json': { examples: Record<string, { value: { message: string } }> } } }).content['application/json'].examples,
  ).map((example) => example.value.message);

describe('operationFacts', () => {
  it("reads RequirePremium's 403 from the controller, with the item's Spanish message", () => {
    const facts = operationFacts(GalleryController, 'list', 'get');
    expect(facts.handlerErrors).toEqual([expect.objectContaining({ status: 403, messages: [premiumRequiredMessage('advanced-drawing')] })]);
    expect(examples(errorResponses(facts)['403'])).toEqual([premiumRequiredMessage('advanced-drawing')]);
  });

  it("lists a handler's own premium check and errors in source order", () => {
    const facts = operationFacts(GamesController, 'games', 'get');
    expect(facts.handlerErrors.map((answer) => answer.status)).toEqual([403, 409]);
    expect(examples(errorResponses(facts)['403'])).toEqual([premiumRequiredMessage('advanced-games')]);
  });

  it('treats a BodyPolicy route as one that reads a body: invalid JSON, too large, another type', () => {
    const facts = operationFacts(GamesController, 'notify', 'post');
    expect(facts.hasBody).toBe(true);
    const responses = errorResponses(facts);
    expect(responses['413']).toEqual({ $ref: '#/components/responses/TooLarge' });
    expect(responses['415']).toEqual({ $ref: '#/components/responses/NotJson' });
    // Without rules of its own, its 400 is the shared answer to a body that is not JSON.
    expect(responses['400']).toEqual({ $ref: '#/components/responses/InvalidJson' });
    expect(examples(SHARED_ERROR_RESPONSES.InvalidJson)).toEqual(['El cuerpo de la petición no es JSON válido.']);
    // The shared 415 says what the body parsers answer.
    expect(examples(SHARED_ERROR_RESPONSES.NotJson)).toEqual([BODY_MESSAGES.onlyJson]);
  });
});
