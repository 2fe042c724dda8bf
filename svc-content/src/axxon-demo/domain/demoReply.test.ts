import { composeMessage, demoRewards, nextSuggestions, type ReplyInput } from './demoReply';
import { featuresWith, idea } from '../../../test/support/ideaFeatures';

const activity = { id: 'plan-emprendimiento', title: 'Plan de Emprendimiento' };

function input(overrides: Partial<ReplyInput> = {}): ReplyInput {
  return {
    childName: 'Sofía',
    character: 'francesca',
    emotion: 'neutral',
    features: featuresWith(),
    businessPotential: 0,
    creativityLevel: 1,
    activity,
    ...overrides,
  };
}

describe('demo reply', () => {
  it('greets the child by name in the character voice', () => {
    expect(composeMessage(input())).toMatch(/^¡Hola, Sofía! AXXON y yo leímos tu mensaje/);
    expect(composeMessage(input({ character: 'chispas' }))).toMatch(/^¡Bzzz, hola, Sofía!/);
    expect(composeMessage(input({ character: 'sombra' }))).toMatch(/^Miau, hola, Sofía\./);
    expect(composeMessage(input({ character: 'leo' }))).toContain('¡Chócala!');
  });

  it('answers the emotion, names a strength and asks for the first gap', () => {
    const message = composeMessage(input({ emotion: 'preocupacion', features: featuresWith({ ideas: [idea('galletas', 'galletas')] }) }));
    expect(message).toContain('nervios');
    expect(message).toContain('Tu idea de galletas tiene mucho potencial.');
    expect(message).toContain('¿Quiénes crees que serían tus clientes?');
  });

  it('praises a price first and an original idea above 7', () => {
    const message = composeMessage(input({ creativityLevel: 8, features: featuresWith({ ideas: [idea(null, 'robots')], price: '500 pesos' }) }));
    expect(message).toContain('¡Y ya pensaste en un precio (500 pesos)!');
    expect(message).toContain('¡Es una idea muy original!');
    expect(message).not.toContain('robots');
  });

  it('gives rewards for what the child did well', () => {
    expect(demoRewards(input())).toEqual([{ description: 'Compartir tu idea con AXXON', points: 10 }]);
    const all = demoRewards(
      input({
        businessPotential: 9,
        creativityLevel: 8,
        features: featuresWith({ ideas: [idea('pulseras', 'pulseras')], customers: ['amigas'], price: '2000 pesos', planSteps: ['primero'] }),
      }),
    );
    expect(all.map((r) => r.points)).toEqual([10, 10, 15, 15, 15, 20, 20]);
  });

  it('suggests 2 to 4 concrete steps ending with the activity', () => {
    const vague = nextSuggestions(input());
    expect(vague).toEqual([
      'Piensa en algo que te guste hacer y que otras personas necesiten, y escríbelo en una frase.',
      'Averigua cuánto costaría empezar y cuánto podrías cobrar.',
      'Abre «Plan de Emprendimiento» en la Zona Mágica.',
    ]);
    const cookies = nextSuggestions(input({ features: featuresWith({ ideas: [idea('galletas', 'galletas')] }) }));
    expect(cookies).toHaveLength(4);
    expect(cookies[0]).toBe('Haz una lista de tres personas que podrían comprar galletas.');
    const complete = nextSuggestions(
      input({
        creativityLevel: 8,
        features: featuresWith({ ideas: [idea('pulseras', 'pulseras')], customers: ['amigas'], price: '2000', materials: ['hilos'], planSteps: ['primero'] }),
      }),
    );
    expect(complete).toEqual(['Cuéntale tu idea a tu familia y pregúntales qué mejorarían.', 'Abre «Plan de Emprendimiento» en la Zona Mágica.']);
  });

  it('does not repeat an uncommon word of the child in its suggestions', () => {
    const steps = nextSuggestions(input({ features: featuresWith({ ideas: [idea(null, 'cosos')] }) }));
    expect(steps.join(' ')).not.toContain('cosos');
    expect(steps[0]).toBe('Haz una lista de tres personas que podrían comprar lo que vas a ofrecer.');
  });
});
