import { AXXON_SAMPLE_IDEAS } from '@universo/contracts';
import { analyzeIdea } from './analyzeIdea';

const insightsOf = (message: string) => analyzeIdea({ childName: 'Ana', message }).axxonResponse.magicInsights;

describe('AXXON analysis', () => {
  const samples = AXXON_SAMPLE_IDEAS.map((sample) => ({ label: sample.label, ...insightsOf(sample.message) }));

  it('gives the five sample ideas of the screen different scores', () => {
    const scores = samples.map((s) => `${s.businessPotential}/${s.creativityLevel}`);
    expect(new Set(scores).size).toBeGreaterThanOrEqual(4);
    expect(new Set(samples.map((s) => s.businessPotential)).size).toBeGreaterThan(1);
    expect(new Set(samples.map((s) => s.creativityLevel)).size).toBeGreaterThan(1);
  });

  it('scores the samples sensibly', () => {
    const [lemonade, bracelets, homework, videos, cookies] = samples;
    expect(lemonade?.suggestedActivity.id).toBe('limonada');
    expect(cookies?.businessPotential).toBeLessThan(lemonade?.businessPotential ?? 0);
    expect(bracelets?.childEmotion).toBe('Alegría');
    expect(homework?.businessPotential).toBeGreaterThan(cookies?.businessPotential ?? 10);
    // Lemonade and cookies are the classics: the least creative of the five.
    const least = Math.min(...samples.map((s) => s.creativityLevel));
    expect(lemonade?.creativityLevel).toBe(least);
    expect(cookies?.creativityLevel).toBe(least);
    expect(videos?.creativityLevel).toBeGreaterThan(least);
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
