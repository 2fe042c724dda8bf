import { BOOK_TONES, CHARACTER_IDS, type BookTone, type CharacterId } from '@universo/contracts';

/**
 * The building blocks the generator assembles a book from. They are data (../data/*.json), so a
 * writer edits the stories without touching code. A template is Spanish text with slots such as
 * {heroe} or {tema}; SLOTS lists every slot the generator fills.
 */
export const SLOTS = [
  'heroe', // the hero: the child's name or Francesca
  'tema', // the theme the family typed
  'lugar', // where the page happens ("la plaza de Los Almendros")
  'detalle_lugar', // a sentence that paints that place
  'emprendimiento', // the project ("un puesto de limonada")
  'productos', // what it makes, plural ("vasos de limonada")
  'materiales',
  'clientes',
  'causa', // what the money is for
  'costo', // "2 monedas": the cost of one product
  'precio', // "3 monedas": its price
  'ganancia', // "1 moneda": price minus cost
  'meta', // "30 monedas": the money the project needs
  'unidades', // how many products reach the goal
  'ayudante', // the character of the episode
  'amigo', // another character who joins in
] as const;
export type Slot = (typeof SLOTS)[number];

/** One of the six characters of the universe, always with the same personality. */
export interface CharacterBlocks {
  id: CharacterId;
  name: string;
  /** How the character shows up (a page's opening). */
  arrivals: string[];
  /** Short lines in its voice, said while the hero works. */
  remarks: string[];
  /** How it starts to speak before it teaches a lesson (ends with ":"). */
  speaks: string[];
}

/** A project the theme leads to: its words fill the slots of every page. */
export interface ProjectBlocks {
  id: string;
  /** Word beginnings, without accents, that choose this project for a theme ("ahorr"). */
  match: string[];
  emprendimiento: string;
  productos: string;
  materiales: string;
  clientes: string;
}

/** A money mistake and the lesson one character teaches about it. */
export interface LessonBlocks {
  id: string;
  teacher: CharacterId;
  /** The page where the mistake happens. */
  mistake: string;
  /** The lesson itself, in the teacher's voice (the page starts with one of its `speaks`). */
  lesson: string;
  /** The idea in a few words, for the final Pausa Mágica ("el ahorro crece despacio"). */
  moral: string;
}

/** What changes with the tone: the title, the first page, the obstacles and the end. */
export interface ToneBlocks {
  titles: string[];
  openings: string[];
  obstacles: string[];
  /** Sentences that give a page the tone's colour; added to reach a page's length. */
  flavor: string[];
  endings: string[];
}

export interface SettingBlocks {
  lugar: string;
  detalle_lugar: string;
}

export interface StoryGrammar {
  characters: CharacterBlocks[];
  settings: SettingBlocks[];
  projects: ProjectBlocks[];
  /** The project when no other matches: its words carry the theme itself. */
  themeProject: ProjectBlocks;
  causes: string[];
  calls: string[];
  plans: string[];
  attempts: string[];
  turns: string[];
  interludes: string[];
  lessons: LessonBlocks[];
  resolutions: string[];
  celebrations: string[];
  pausa: { intros: string[]; questions: string[]; closings: string[] };
  tones: Record<BookTone, ToneBlocks>;
}

const SLOT_PATTERN = /\{([^{}]*)\}/g;

/** The slots a template uses. */
export function slotsOf(template: string): string[] {
  return [...template.matchAll(SLOT_PATTERN)].map((m) => m[1] ?? '');
}

/**
 * Every problem of a grammar, in Spanish ([] when it is valid): unknown slots, empty pools, a
 * character missing, a lesson taught by nobody. Checked by a test and when the module loads.
 */
export function grammarProblems(grammar: StoryGrammar): string[] {
  const found: string[] = [];
  const known = new Set<string>(SLOTS);
  const check = (where: string, texts: readonly string[], min = 1): void => {
    if (!Array.isArray(texts) || texts.length < min) found.push(`${where}: necesita al menos ${min} textos`);
    (texts ?? []).forEach((text, i) => {
      if (typeof text !== 'string' || text.trim() === '') found.push(`${where}.${i}: texto vacío`);
      else for (const slot of slotsOf(text)) if (!known.has(slot)) found.push(`${where}.${i}: hueco desconocido {${slot}}`);
    });
  };
  const ids = grammar.characters.map((c) => c.id);
  for (const id of CHARACTER_IDS) if (!ids.includes(id)) found.push(`characters: falta ${id}`);
  for (const c of grammar.characters) {
    check(`characters.${c.id}.arrivals`, c.arrivals, 2);
    check(`characters.${c.id}.remarks`, c.remarks, 3);
    check(`characters.${c.id}.speaks`, c.speaks, 2);
  }
  grammar.settings.forEach((s, i) => check(`settings.${i}`, [s.lugar, s.detalle_lugar]));
  if (grammar.settings.length < 5) found.push('settings: necesita al menos 5 lugares');
  for (const p of [...grammar.projects, grammar.themeProject]) {
    check(`projects.${p.id}`, [p.emprendimiento, p.productos, p.materiales, p.clientes]);
  }
  if (!slotsOf(grammar.themeProject.productos).includes('tema')) found.push('themeProject.productos: debe usar {tema}');
  check('causes', grammar.causes, 3);
  check('calls', grammar.calls, 3);
  check('plans', grammar.plans, 3);
  check('attempts', grammar.attempts, 10);
  check('turns', grammar.turns, 5);
  check('interludes', grammar.interludes, 4);
  check('resolutions', grammar.resolutions, 3);
  check('celebrations', grammar.celebrations, 3);
  check('pausa.intros', grammar.pausa.intros, 2);
  check('pausa.questions', grammar.pausa.questions, 8);
  check('pausa.closings', grammar.pausa.closings, 2);
  for (const l of grammar.lessons) {
    if (!ids.includes(l.teacher)) found.push(`lessons.${l.id}: maestro desconocido ${l.teacher}`);
    check(`lessons.${l.id}`, [l.mistake, l.lesson, l.moral]);
  }
  const teachers = new Set(grammar.lessons.map((l) => l.teacher));
  if (teachers.size < 5) found.push('lessons: al menos cinco personajes deben enseñar una lección');
  for (const tone of BOOK_TONES) {
    const t = grammar.tones[tone];
    if (!t) {
      found.push(`tones: falta ${tone}`);
      continue;
    }
    check(`tones.${tone}.titles`, t.titles, 2);
    check(`tones.${tone}.openings`, t.openings, 2);
    check(`tones.${tone}.obstacles`, t.obstacles, 4);
    check(`tones.${tone}.flavor`, t.flavor, 8);
    check(`tones.${tone}.endings`, t.endings, 2);
  }
  return found;
}
