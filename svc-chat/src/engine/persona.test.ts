import { characterFacts, contradictions } from '@universo/characters';
import { CHARACTER_IDS, type CharacterId } from '@universo/contracts';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUSINESS_STEPS, checkPersona, type Persona, PERSONAS, PERSONAS_DIR, readPersonas, REPLY_KINDS } from './persona';
import { asksForPersonalData, replyProblem, withinReadingLimits } from './replyRules';

/** The longest memory the engine keeps, so every filled line is checked at its longest. */
const LONGEST = { name: 'Maximiliano', idea: 'vender pulseras de colores muy bonitas', goal: 'una bicicleta roja con canasta' };

function allLines(persona: Persona): { where: string; line: string }[] {
  const out: { where: string; line: string }[] = [];
  for (const [group, lists] of [
    ['openers', persona.openers],
    ['replies', persona.replies],
    ['business', persona.business],
    ['friends', persona.friends],
  ] as const) {
    for (const [key, lines] of Object.entries(lists as Record<string, string[]>)) {
      for (const line of lines) out.push({ where: `${persona.id}.${group}.${key}`, line });
    }
  }
  return out;
}

const filled = (line: string) => line.replace(/\{(\w+)\}/g, (_a, slot: keyof typeof LONGEST) => LONGEST[slot]);

describe('personas', () => {
  it('has a written persona for each of the six characters', () => {
    expect(Object.keys(PERSONAS).sort()).toEqual([...CHARACTER_IDS].sort());
    for (const id of CHARACTER_IDS) {
      const { profile } = PERSONAS[id];
      expect(profile.who.length).toBeGreaterThan(40);
      expect(profile.voice.length).toBeGreaterThan(40);
      expect(profile.cares.length).toBeGreaterThan(1);
      expect(profile.teaches.length).toBeGreaterThan(1);
    }
  });

  it.each(CHARACTER_IDS)('%s: every line is short, kind, Spanish and safe', (id) => {
    for (const { where, line } of allLines(PERSONAS[id])) {
      const text = filled(line);
      expect({ where, text, ok: withinReadingLimits(text) }).toEqual({ where, text, ok: true });
      expect({ where, text, problem: replyProblem(text) }).toEqual({ where, text, problem: null });
      // Spanish punctuation: a question or exclamation that closes also opens.
      expect({ where, text, ok: !/[?!]/.test(text) || /[¿¡]/.test(text) }).toEqual({ where, text, ok: true });
    }
  });

  it.each(CHARACTER_IDS)('%s: no line ever asks for personal data', (id) => {
    const forbidden = [
      /¿d[oó]nde vives\?/i,
      /tu (n[uú]mero de )?tel[eé]fono\?/i,
      /¿c[oó]mo te llamas\?/i,
      /tu (direcci[oó]n|correo|apellido|contrase[ñn]a|celular)\?/i,
      /¿(en|a) qu[eé] (colegio|escuela)/i,
      /¿cu[aá]ntos a[ñn]os tienes\?/i,
      /nombre completo\?/i,
    ];
    for (const { where, line } of allLines(PERSONAS[id])) {
      expect({ where, line, asks: asksForPersonalData(line) || forbidden.some((f) => f.test(line)) }).toEqual({ where, line, asks: false });
    }
  });

  it.each(CHARACTER_IDS)('%s: says it is a story character in a program, not a real person', (id) => {
    for (const line of PERSONAS[id].replies.realOrNot) {
      expect(line).toMatch(/personaje/);
      expect(line).toMatch(/programa/);
      expect(line).toMatch(/no soy/i);
    }
  });

  it('never addresses the child with a gendered word (the reader may be a girl or a boy)', () => {
    const gendered = /\b(bienvenid[oa]|amiguit[oa]|campe[oó]n|list[oa] para|estás list[oa]|eres (un|una) (gran|buen|buena)|emprendedor(a)?!)/i;
    for (const id of CHARACTER_IDS)
      for (const { where, line } of allLines(PERSONAS[id])) expect({ where, bad: gendered.test(line) }).toEqual({ where, bad: false });
  });

  it('gives each character its own lines: no two characters share one', () => {
    const owner = new Map<string, CharacterId>();
    for (const id of CHARACTER_IDS) {
      for (const { line } of allLines(PERSONAS[id]).filter((l) => !l.where.includes('.openers.'))) {
        expect({ line, first: owner.get(line) ?? id }).toEqual({ line, first: id });
        owner.set(line, id);
      }
    }
  });

  it('has every kind of reply and every business step for every character', () => {
    for (const id of CHARACTER_IDS) {
      for (const kind of REPLY_KINDS) expect(PERSONAS[id].replies[kind].length).toBeGreaterThanOrEqual(2);
      for (const step of BUSINESS_STEPS) expect(PERSONAS[id].business[step].length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('checkPersona', () => {
  const francesca = JSON.parse(readFileSync(join(PERSONAS_DIR, 'francesca.json'), 'utf8')) as Persona;

  it('refuses a persona with a missing list, an unknown slot or too few plain lines', () => {
    expect(() => checkPersona({ ...francesca, replies: { ...francesca.replies, saving: [] } }, 'francesca', 'x.json')).toThrow(/replies\.saving/);
    expect(() => checkPersona({ ...francesca, replies: { ...francesca.replies, help: ['Hola {edad}', 'a', 'b'] } }, 'francesca', 'x.json')).toThrow(/\{edad\}/);
    expect(() => checkPersona({ ...francesca, replies: { ...francesca.replies, thanks: ['¡De nada, {name}!', 'Gracias'] } }, 'francesca', 'x.json')).toThrow(
      /thanks/,
    );
    expect(() => checkPersona(francesca, 'leo', 'x.json')).toThrow(/id debe ser "leo"/);
  });

  it('reads a folder of personas and names the bad file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'personas-'));
    for (const id of CHARACTER_IDS) writeFileSync(join(dir, `${id}.json`), readFileSync(join(PERSONAS_DIR, `${id}.json`)));
    expect(Object.keys(readPersonas(dir))).toHaveLength(6);
    writeFileSync(join(dir, 'sombra.json'), JSON.stringify({ id: 'sombra' }));
    expect(() => readPersonas(dir)).toThrow(/sombra\.json/);
  });
});

describe('personas agree with the books (@universo/characters)', () => {
  function linesOf(value: unknown): string[] {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.flatMap(linesOf);
    if (value && typeof value === 'object') return Object.values(value).flatMap(linesOf);
    return [];
  }

  it.each(CHARACTER_IDS)('%s states no age or kind that differs from the shared facts', (id) => {
    const problems = linesOf(PERSONAS[id]).flatMap((line) => contradictions(line, id));
    expect(problems).toEqual([]);
  });

  it('takes who the character is from the shared facts, not from its file', () => {
    for (const id of CHARACTER_IDS) expect(PERSONAS[id].profile.who).toBe(characterFacts(id).description);
  });

  it('refuses a persona file that restates who the character is', () => {
    const file = { ...PERSONAS.leo, profile: { ...PERSONAS.leo.profile, who: 'Un niño de doce años.' } };
    expect(() => checkPersona(file, 'leo', 'leo.json')).toThrow(/profile.who/);
  });

  it('a persona line with a wrong age is caught', () => {
    expect(contradictions('¡Hola! Soy Francesca y tengo nueve años.', 'francesca')).not.toEqual([]);
  });
});
