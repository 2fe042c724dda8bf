import { AXXON_SAMPLE_IDEAS } from '@universo/contracts';
import { analyzeIdea } from './analyzeIdea';

const insightsOf = (message: string) => analyzeIdea({ childName: 'Ana', message }).axxonResponse.magicInsights;

/** One sentence (a single full stop or exclamation at its end), short, with no points or scores in it. */
function expectOneChildSentence(sentence: string): void {
  expect(sentence).toMatch(/^[¡¿]?\p{Lu}.*[.!]$/u);
  expect(sentence.slice(0, -1)).not.toMatch(/[.!?]\s/);
  expect(sentence).not.toMatch(/\(\+|\/10|puntos/);
  expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(25);
}

describe('AXXON analysis', () => {
  const samples = AXXON_SAMPLE_IDEAS.map((sample) => ({ label: sample.label, ...insightsOf(sample.message) }));

  it('scores its own five sample ideas well: business potential 8 or more, creativity 6 or more', () => {
    for (const sample of samples) {
      expect([sample.label, sample.businessPotential >= 8, sample.creativityLevel >= 6]).toEqual([sample.label, true, true]);
    }
  });

  it('reads the samples sensibly', () => {
    const [lemonade, bracelets, , videos] = samples;
    expect(lemonade?.suggestedActivity.id).toBe('limonada');
    expect(bracelets?.childEmotion).toBe('Alegría');
    expect(videos?.childEmotion).toBe('Alegría');
  });

  it('explains every score of every sample in one sentence a child understands', () => {
    for (const sample of AXXON_SAMPLE_IDEAS) {
      const { explanations } = analyzeIdea({ childName: 'Ana', message: sample.message }).axxonResponse;
      expect(Object.keys(explanations).sort()).toEqual(['businessPotential', 'childEmotion', 'creativityLevel', 'suggestedActivity']);
      for (const sentence of Object.values(explanations)) expectOneChildSentence(sentence);
    }
  });

  it('says what adds to the score in the child’s terms: “Tu idea dice a quién le vendes: eso suma”', () => {
    const { explanations } = analyzeIdea({ childName: 'Ana', message: 'Quiero vender galletas a mis vecinos' }).axxonResponse;
    expect(explanations.businessPotential).toBe('Tu idea dice qué vendes y a quién le vendes: eso suma; si dices cuánto cobras, sumará más.');
    expect(explanations.creativityLevel).toBe('Muchos niños venden galletas: un sabor, un color o una forma que nadie más tenga la haría más tuya.');
  });

  it('scores a detailed idea with customers and a price above a vague one', () => {
    const vague = insightsOf('Quiero tener un negocio');
    const detailed = insightsOf('Quiero vender pulseras de colores a mis compañeros del colegio a 2000 pesos. Primero voy a comprar hilos con mi mamá.');
    expect(vague.businessPotential).toBeLessThanOrEqual(1);
    expect(detailed.businessPotential).toBe(10);
    expect(detailed.creativityLevel).toBeGreaterThan(vague.creativityLevel);
  });

  it('scores an original idea above a classic one', () => {
    const classic = insightsOf('Quiero vender limonada');
    const original = insightsOf('Quiero hacer robots de cartón reciclado que se iluminan, grandes y coloridos, y venderlos a mis primos');
    expect(original.creativityLevel).toBeGreaterThanOrEqual(8);
    expect(original.creativityLevel).toBeGreaterThan(classic.creativityLevel + 4);
  });

  it('takes points off an idea too big for a child', () => {
    const big = insightsOf('Quiero una fábrica de carros y ganar millones');
    const small = insightsOf('Quiero lavar los carros de mis vecinos los sábados por 3000 pesos');
    expect(small.businessPotential).toBeGreaterThan(big.businessPotential + 4);
  });

  it('suggests the activity of the idea', () => {
    expect(insightsOf('Quiero ahorrar para una bicicleta').suggestedActivity.id).toBe('gasta-ahorra');
    expect(insightsOf('Quiero crear el logo de mi tienda de galletas').suggestedActivity.id).toBe('crea-logo');
    expect(insightsOf('Quiero vender helados').suggestedActivity.id).toBe('plan-emprendimiento');
  });

  it('keeps every score between 0 and 10 and always explains it', () => {
    for (const message of ['xyz', 'millones millones fábrica', 'Estoy triste', `${'robots de cartón, '.repeat(20)}`]) {
      const { axxonResponse } = analyzeIdea({ childName: 'Ana', message });
      for (const score of [axxonResponse.magicInsights.businessPotential, axxonResponse.magicInsights.creativityLevel]) {
        expect(Number.isInteger(score) && score >= 0 && score <= 10).toBe(true);
      }
      expect(axxonResponse.reasons.businessPotential.length).toBeGreaterThan(0);
      expect(axxonResponse.reasons.creativityLevel.length).toBeGreaterThan(0);
      expect(axxonResponse.reasons.childEmotion.length).toBeGreaterThan(0);
      for (const sentence of Object.values(axxonResponse.explanations)) expectOneChildSentence(sentence);
      expect(axxonResponse.nextSuggestions.length).toBeGreaterThanOrEqual(2);
      expect(axxonResponse.nextSuggestions.length).toBeLessThanOrEqual(4);
    }
  });

  it('answers the same message the same way', () => {
    const message = AXXON_SAMPLE_IDEAS[1]?.message ?? '';
    expect(analyzeIdea({ childName: 'Ana', message })).toEqual(analyzeIdea({ childName: 'Ana', message }));
  });

  it('answers in the chosen character voice', () => {
    expect(analyzeIdea({ childName: 'Ana', message: 'Hola', character: 'sombra' }).axxonResponse.message).toMatch(/^Miau/);
  });
});
