import type { AxxonDemoResponse } from '@universo/platform/api/content';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { DemoResult } from './DemoResult';

const ANSWER: AxxonDemoResponse = {
  childName: 'Sofía',
  axxonResponse: {
    message: '¡Hola, Sofía!',
    magicInsights: { childEmotion: 'Alegría', businessPotential: 9, creativityLevel: 8, suggestedActivity: { id: 'limonada', title: 'Puesto de Limonada' } },
    rewards: [{ description: 'Pensar en tus clientes', points: 15 }],
    nextSuggestions: ['Decide tu primer paso.', 'Abre «Puesto de Limonada» en la Zona Mágica.'],
    reasons: {
      childEmotion: ['Palabras de alegría (+1).'],
      businessPotential: ['Pensaste en tus clientes (+2).'],
      creativityLevel: ['Un toque (+2).'],
      suggestedActivity: ['Limonada.'],
    },
    explanations: {
      childEmotion: 'Dijiste «me encanta»: por eso creo que estás feliz.',
      businessPotential: 'Tu idea dice a quién le vendes: eso suma.',
      creativityLevel: 'Le diste un toque tuyo («de fresa»): eso es ser creativo.',
      suggestedActivity: 'Tu idea es de limonada: en el Puesto de Limonada calculas costos y ganancias.',
    },
  },
};

describe('the AXXON answer on screen', () => {
  it('shows every score with the sentence that explains it', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <DemoResult result={ANSWER} />
      </MemoryRouter>,
    );
    for (const [testId, sentence] of [
      ['axxon-emocion-porque', 'Dijiste «me encanta»: por eso creo que estás feliz.'],
      ['axxon-potencial-porque', 'Tu idea dice a quién le vendes: eso suma.'],
      ['axxon-creatividad-porque', 'Le diste un toque tuyo («de fresa»): eso es ser creativo.'],
      ['axxon-actividad-porque', 'Tu idea es de limonada: en el Puesto de Limonada calculas costos y ganancias.'],
    ]) {
      expect(html).toContain(`data-testid="${testId}">${sentence}</dd>`);
    }
    // The points of each step are for grown-ups and tests, not for the screen.
    expect(html).not.toContain('(+2)');
  });
});
