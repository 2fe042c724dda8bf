import { CHARACTER_IDS } from '@universo/contracts';
import { CHARACTER_FACTS, characterFacts, contradictions } from './index';

describe('CHARACTER_FACTS', () => {
  it('names exactly the contract characters, in the spec order, Francesca alone free', () => {
    expect(CHARACTER_FACTS.map((c) => c.id)).toEqual([...CHARACTER_IDS]);
    expect(CHARACTER_FACTS.filter((c) => c.free).map((c) => c.id)).toEqual(['francesca']);
  });

  it('never contradicts itself: no description states another age or kind', () => {
    for (const facts of CHARACTER_FACTS) {
      expect({ id: facts.id, problems: contradictions(`${facts.description} ${facts.chatPrompt} ${facts.role} ${facts.tagline}`, facts.id) }).toEqual({
        id: facts.id,
        problems: [],
      });
    }
  });

  it("states Francesca's age in her description as the books do", () => {
    expect(characterFacts('francesca').age).toBe(8);
    expect(characterFacts('francesca').description).toContain('ocho años');
  });
});

describe('contradictions', () => {
  it('finds a wrong age in the third person, in words or digits', () => {
    expect(contradictions('Francesca tenía nueve años y una alcancía.')).toHaveLength(1);
    expect(contradictions('Francesca, una niña de 7 años, abrió el cofre.')).toHaveLength(1);
    expect(contradictions('Leo tiene diez años.')).toEqual(['«Leo tiene diez años»: Leo no tiene una edad en los libros']);
  });

  it('finds a wrong kind', () => {
    expect(contradictions('Sombra, un perro del barrio, ladró.')).toHaveLength(1);
    expect(contradictions('Chispas es una luciérnaga inventora.')).toEqual([]);
    expect(contradictions('Sombra, el gato negro de la plaza.')).toEqual([]);
  });

  it("reads a character's own words in the first person only when told who speaks", () => {
    expect(contradictions('¡Hola! Soy Francesca y tengo ocho años.', 'francesca')).toEqual([]);
    expect(contradictions('Tengo nueve años.', 'francesca')).toEqual(['«Tengo nueve años»: Francesca tiene 8 años']);
    expect(contradictions('Tengo nueve años.')).toEqual([]);
    expect(contradictions('Soy un gato negro.', 'chispas')).toHaveLength(1);
  });

  it('leaves other people and other ages alone', () => {
    expect(contradictions('Sam tenía ocho años y Lina, cuatro. Llevo treinta años vendiendo en este mercado.', 'don_ramon')).toEqual([]);
  });
});
