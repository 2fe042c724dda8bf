import { STORY_GRAMMAR } from '../data';
import { Deck, seededRandom } from './random';
import { castEpisodes, chooseHero, chooseProject, cleanChildName } from './storyCast';

describe('story cast', () => {
  it('cleans a child’s name to one short line', () => {
    expect(cleanChildName('  Ana\n María ')).toBe('Ana María');
    expect(cleanChildName('   ')).toBeNull();
    expect(cleanChildName(null)).toBeNull();
    expect(cleanChildName('x'.repeat(60))).toHaveLength(40);
  });

  it('chooses the child as hero only when personalised', () => {
    expect(chooseHero({ personalizedElements: true }, 'Tomás')).toEqual({ name: 'Tomás', characterId: null, isChild: true });
    expect(chooseHero({ personalizedElements: true }, null).name).toBe('Francesca');
    expect(chooseHero({ personalizedElements: false }, 'Tomás').name).toBe('Francesca');
  });

  it.each([
    ['emprendimiento', 'emprendimiento'],
    ['Cómo AHORRAR dinero', 'ahorro'],
    ['limonada de fresa', 'limonada'],
    ['mi perrito', 'mascotas'],
    ['el planeta y el reciclaje', 'reciclaje'],
    ['dinosaurios', 'tema'],
  ])('takes the project of the theme %p: %p', (theme, id) => {
    expect(chooseProject(theme, STORY_GRAMMAR, seededRandom(1)).id).toBe(id);
  });

  it('casts episodes with different teachers, never the hero, and friends the reader already knows', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const random = seededRandom(seed);
      const hero = chooseHero({ personalizedElements: seed % 2 === 0 }, 'Lucía');
      const episodes = castEpisodes(4, hero, STORY_GRAMMAR, new Deck(random, STORY_GRAMMAR.settings), random);
      const helpers = episodes.map((e) => e.helper.id);
      expect(new Set(helpers).size).toBe(4);
      if (hero.characterId) expect(helpers).not.toContain(hero.characterId);
      episodes.forEach((e, i) => {
        expect(e.lesson.teacher).toBe(e.helper.id);
        expect(e.friend.id).not.toBe(hero.characterId);
        if (i > 0) expect(e.friend.id).toBe(helpers[i - 1]);
        else expect(helpers.slice(1)).not.toContain(e.friend.id);
      });
    }
  });
});
