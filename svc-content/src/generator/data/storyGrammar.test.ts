import { CHARACTER_IDS } from '@universo/contracts';
import { grammarProblems, slotsOf, type StoryGrammar } from '../domain/storyGrammar';
import { STORY_GRAMMAR } from '.';

/** Every template of the grammar with where it lives. */
function templates(grammar: StoryGrammar): [string, string][] {
  const out: [string, string][] = [];
  const walk = (where: string, value: unknown): void => {
    if (typeof value === 'string') out.push([where, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(`${where}.${i}`, v));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) if (k !== 'match' && k !== 'id' && k !== 'teacher') walk(`${where}.${k}`, v);
  };
  walk('grammar', grammar);
  return out;
}

describe('the book generator’s building blocks (src/generator/data)', () => {
  it('are valid: known slots, every pool filled, every character with its voice', () => {
    expect(grammarProblems(STORY_GRAMMAR)).toEqual([]);
    expect(STORY_GRAMMAR.characters.map((c) => c.id).sort()).toEqual([...CHARACTER_IDS].sort());
  });

  it('report a typo in a slot, a missing tone and an unknown teacher', () => {
    const broken = {
      ...STORY_GRAMMAR,
      calls: [...STORY_GRAMMAR.calls, 'Hola {heroina}'],
      tones: { ...STORY_GRAMMAR.tones, fantasy: undefined },
      lessons: [...STORY_GRAMMAR.lessons, { ...STORY_GRAMMAR.lessons[0]!, id: 'x', teacher: 'pirata' }],
    } as unknown as StoryGrammar;
    const problems = grammarProblems(broken);
    expect(problems).toContain(`calls.${STORY_GRAMMAR.calls.length}: hueco desconocido {heroina}`);
    expect(problems).toContain('tones: falta fantasy');
    expect(problems).toContain('lessons.x: maestro desconocido pirata');
  });

  it('give every character two lessons to teach, in its own voice', () => {
    for (const id of CHARACTER_IDS) expect([id, STORY_GRAMMAR.lessons.filter((l) => l.teacher === id).length]).toEqual([id, 2]);
    for (const c of STORY_GRAMMAR.characters) for (const s of c.speaks) expect(s.trim().endsWith(':')).toBe(true);
  });

  it('never put an article before a plural slot (its gender changes with the project)', () => {
    const bad = templates(STORY_GRAMMAR).filter(([, t]) =>
      /\b(?:el|la|los|las|un|una|unos|unas) \{(?:productos|materiales|clientes|emprendimiento|causa|unidades)\}/i.test(t),
    );
    expect(bad).toEqual([]);
  });

  it('paint a place only where the place is named', () => {
    const bad = templates(STORY_GRAMMAR).filter(([, t]) => slotsOf(t).includes('detalle_lugar') && !slotsOf(t).includes('lugar'));
    expect(bad).toEqual([]);
  });

  it('make every project a thing a child can make and sell, and keep the theme in the fallback', () => {
    for (const p of STORY_GRAMMAR.projects)
      expect([p.id, p.match.length > 0, p.match.every((m) => m === m.toLowerCase() && !/[áéíóú]/.test(m))]).toEqual([p.id, true, true]);
    expect(slotsOf(STORY_GRAMMAR.themeProject.productos)).toContain('tema');
  });
});
