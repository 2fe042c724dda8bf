import { creativitySentence, scoreCreativity } from './creativity';
import { featuresWith, idea } from '../../../test/support/ideaFeatures';

describe('creativity', () => {
  it('is 1 without an idea', () => {
    expect(scoreCreativity(featuresWith()).score).toBe(1);
  });

  it('rates originality: classic 3, common 4, uncommon 6', () => {
    expect(scoreCreativity(featuresWith({ ideas: [idea('limonada', 'limonada', { commonness: 'clasica' })] })).score).toBe(3);
    expect(scoreCreativity(featuresWith({ ideas: [idea('pulseras', 'pulseras')] })).score).toBe(4);
    expect(scoreCreativity(featuresWith({ ideas: [idea(null, 'robots')] })).score).toBe(6);
  });

  it('adds a combination, a twist and describing words', () => {
    const lemonade = idea('limonada', 'limonada', { commonness: 'clasica' });
    const cookies = idea('galletas', 'galletas', { commonness: 'clasica' });
    expect(scoreCreativity(featuresWith({ ideas: [lemonade, cookies] })).score).toBe(5);
    expect(scoreCreativity(featuresWith({ ideas: [lemonade], twists: ['de fresa'] })).score).toBe(5);
    expect(scoreCreativity(featuresWith({ ideas: [lemonade], descriptive: ['fría'] })).score).toBe(4);
    expect(scoreCreativity(featuresWith({ ideas: [lemonade], descriptive: ['fría', 'rosada', 'deliciosa'] })).score).toBe(5);
  });

  it('caps at 10 and explains every point', () => {
    const { score, reasons } = scoreCreativity(
      featuresWith({
        ideas: [idea(null, 'robots'), idea('juguetes', 'juguetes')],
        twists: ['recicladas'],
        descriptive: ['brillantes', 'grandes', 'azules'],
      }),
    );
    expect(score).toBe(10);
    expect(reasons).toEqual([
      'Tienes una idea propia (+2).',
      'Una idea poco común: «robots» (+4).',
      'Combinas ideas: robots y juguetes (+2).',
      'Le das un toque especial: «recicladas» (+2).',
      'Describes tu idea con detalle: «brillantes», «grandes» y «azules» (+2).',
    ]);
  });
});

describe('creativity in one sentence', () => {
  it('names the most original thing, or how to make a classic one’s own', () => {
    expect(creativitySentence(featuresWith())).toBe('Cuando me cuentes una idea, te diré qué tan original es.');
    expect(creativitySentence(featuresWith({ ideas: [idea('limonada', 'limonada', { commonness: 'clasica' })] }))).toBe(
      'Muchos niños venden limonada: un sabor, un color o una forma que nadie más tenga la haría más tuya.',
    );
    expect(creativitySentence(featuresWith({ ideas: [idea('pulseras', 'pulseras')] }))).toBe(
      'Tu idea de pulseras es buena: un toque que nadie más tenga la haría única.',
    );
    expect(creativitySentence(featuresWith({ ideas: [idea(null, 'robots')] }))).toBe('Casi nadie ha pensado en «robots»: eso es ser creativo.');
    expect(creativitySentence(featuresWith({ ideas: [idea('limonada', 'limonada', { commonness: 'clasica' })], twists: ['de fresa'] }))).toBe(
      'Le diste un toque tuyo («de fresa»): eso es ser creativo.',
    );
    expect(creativitySentence(featuresWith({ ideas: [idea('videos', 'videos'), idea('mascotas', 'cuidado de mascotas')] }))).toBe(
      'Juntaste dos ideas (videos y cuidado de mascotas): eso es ser creativo.',
    );
  });

  it('comes with the score', () => {
    const f = featuresWith({ ideas: [idea(null, 'robots')], twists: ['que brillan'] });
    expect(scoreCreativity(f).sentence).toBe(creativitySentence(f));
  });
});
