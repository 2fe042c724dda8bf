import type { CharacterId } from '@universo/contracts';
import type { BookOptions } from './bookOptions';
import { Deck, type RandomSource, pickOne, randomInt, seededRandom } from './random';
import { castEpisodes, chooseHero, chooseProject, type Episode, type Hero } from './storyCast';
import type { CharacterBlocks, StoryGrammar } from './storyGrammar';
import { EPISODES, type PlannedPage, planPages } from './storyPlan';
import { capitalizeFirst, coins, countWords, fillTemplate, type SlotValues } from './storyText';

/** A page is a block of about this many words (the Pausa Mágica included). */
export const MIN_PAGE_WORDS = 50;
export const MAX_PAGE_WORDS = 90;
export const PAGE_HEADING = (n: number): string => `Página ${n}`;
export const PAUSA_HEADING = 'Pausa Mágica';

export interface GenerateBookInput {
  options: BookOptions;
  /** The child's name from the family's profile, when there is one. */
  childName?: string | null;
  /** The entropy: Math.random in production, seededRandom(n) in tests. */
  random: RandomSource;
  grammar: StoryGrammar;
}

export interface GeneratedBook {
  title: string;
  hero: Hero;
  /** Each page's text, without its "Página N" heading. */
  pages: string[];
  /** The whole book as the family reads it: title, then each page under "Página N". */
  text: string;
}

/** FNV-1a: folds the options into the seed, so another theme or tone reshuffles every choice. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Spanish contractions a slot can create: "a el mercado" → "al mercado", "de el" → "del". */
function contract(text: string): string {
  return text.replace(/(^|[\s«(])([Aa]) el /g, '$1$2l ').replace(/(^|[\s«(])([Dd])e el /g, '$1$2el ');
}

/** Draws without repeats within one book, per pool. */
class Pools {
  private readonly decks = new Map<string, Deck<string>>();

  constructor(private readonly random: RandomSource) {}

  draw(name: string, items: readonly string[]): string {
    let deck = this.decks.get(name);
    if (!deck) {
      deck = new Deck(this.random, items);
      this.decks.set(name, deck);
    }
    return deck.draw();
  }
}

/** Required sentences, then extras (a character's line, the tone's colour) until the page is long enough. */
function composePage(required: string[], extras: (() => string)[]): string {
  let text = required.join(' ');
  for (const extra of extras) {
    if (countWords(text) >= MIN_PAGE_WORDS) break;
    const sentence = extra();
    if (countWords(text) + countWords(sentence) <= MAX_PAGE_WORDS) text = `${text} ${sentence}`;
  }
  return text;
}

export function generateBook(input: GenerateBookInput): GeneratedBook {
  const { options, grammar } = input;
  const random = seededRandom(hashText(`${options.theme}|${options.tone}|${options.length}`) ^ Math.floor(input.random() * 4_294_967_296));
  const pools = new Pools(random);
  const tone = grammar.tones[options.tone];
  const hero = chooseHero(options, input.childName);
  const project = chooseProject(options.theme, grammar, random);

  const cost = randomInt(random, 1, 3);
  const profit = randomInt(random, 1, 2);
  const units = randomInt(random, 12, 20);
  const themeOnly: SlotValues = { tema: options.theme };
  const productos = fillTemplate(project.productos, themeOnly);
  const base: SlotValues = {
    heroe: hero.name,
    tema: options.theme,
    emprendimiento: fillTemplate(project.emprendimiento, themeOnly),
    productos,
    materiales: fillTemplate(project.materiales, themeOnly),
    clientes: fillTemplate(project.clientes, themeOnly),
    causa: pickOne(random, grammar.causes),
    costo: coins(cost),
    precio: coins(cost + profit),
    ganancia: coins(profit),
    meta: coins(units * profit),
    unidades: `${units} ${productos}`,
  };

  const settings = new Deck(random, grammar.settings);
  const home = settings.draw();
  const episodes = castEpisodes(EPISODES[options.length], hero, grammar, settings, random);
  const byId = new Map(grammar.characters.map((c) => [c.id, c]));
  const someFriend = (): CharacterBlocks => {
    const ids = ['leo', 'chispas', 'sombra', 'francesca'].filter((id) => id !== hero.characterId) as CharacterId[];
    return byId.get(pickOne(random, ids)) as CharacterBlocks;
  };
  const closingFriend = episodes[episodes.length - 1]?.friend ?? someFriend();

  const fill = (template: string, values: SlotValues): string => capitalizeFirst(contract(fillTemplate(template, values)));
  const flavor = (values: SlotValues) => (): string => fill(pools.draw(`flavor`, tone.flavor), values);
  const remark = (who: CharacterBlocks, values: SlotValues) => (): string => fill(pools.draw(`remarks:${who.id}`, who.remarks), values);

  const renderPage = (planned: PlannedPage): string => {
    const episode: Episode | undefined = episodes[planned.episode];
    const values: SlotValues = {
      ...base,
      lugar: (episode?.setting ?? home).lugar,
      detalle_lugar: (episode?.setting ?? home).detalle_lugar,
      ayudante: episode?.helper.name ?? closingFriend.name,
      amigo: (episode?.friend ?? closingFriend).name,
    };
    const draw = (pool: string, items: readonly string[]): string => fill(pools.draw(pool, items), values);
    const colour = [flavor(values), flavor(values), flavor(values)];
    switch (planned.kind) {
      case 'opening':
        return composePage([draw('openings', tone.openings)], colour);
      case 'call':
        return composePage([draw('calls', grammar.calls)], colour);
      case 'plan':
        return composePage([draw('plans', grammar.plans)], colour);
      case 'helper': {
        const helper = (episode as Episode).helper;
        return composePage([draw(`arrivals:${helper.id}`, helper.arrivals), remark(helper, values)()], colour);
      }
      case 'attempt':
        return composePage([draw('attempts', grammar.attempts)], [remark((episode as Episode).helper, values), ...colour]);
      case 'obstacle':
        return composePage([draw('obstacles', tone.obstacles)], colour);
      case 'mistake':
        return composePage([fill((episode as Episode).lesson.mistake, values)], colour);
      case 'lesson': {
        const { helper, lesson } = episode as Episode;
        return composePage([draw(`speaks:${helper.id}`, helper.speaks), fill(lesson.lesson, values)], colour);
      }
      case 'turn':
        return composePage([draw('turns', grammar.turns)], [remark((episode as Episode).friend, values), ...colour]);
      case 'interlude':
        return composePage([draw('interludes', grammar.interludes)], colour);
      case 'resolution':
        return composePage([draw('resolutions', grammar.resolutions)], colour);
      case 'celebration':
        return composePage([draw('celebrations', grammar.celebrations)], [remark(closingFriend, values), ...colour]);
      case 'ending':
        return composePage([draw('endings', tone.endings)], colour);
      case 'pausa':
        return pausaPage(episodes, values, pools, grammar);
    }
  };

  const pages = planPages(options.length, random).map(renderPage);
  const title = capitalizeFirst(contract(fillTemplate(pools.draw('titles', tone.titles), base)));
  const byline = hero.isChild ? `Un libro del Universo de Francesca protagonizado por ${hero.name}.` : 'Un libro del Universo de Francesca.';
  const text = `${title}\n${byline}\n\n${pages.map((p, i) => `${PAGE_HEADING(i + 1)}\n${p}`).join('\n\n')}\n`;
  return { title, hero, pages, text };
}

/**
 * The last page: what the story taught (at most two morals) and two to four questions for the
 * family, within the page length.
 */
function pausaPage(episodes: Episode[], values: SlotValues, pools: Pools, grammar: StoryGrammar): string {
  const fill = (template: string): string => capitalizeFirst(contract(fillTemplate(template, values)));
  const morals = [episodes[0], episodes[episodes.length - 1]]
    .filter((e, i, all): e is Episode => e !== undefined && all.indexOf(e) === i)
    .map((e) => e.lesson.moral);
  const lines = [PAUSA_HEADING, `${fill(pools.draw('pausa:intros', grammar.pausa.intros))} Lo que aprendimos: ${morals.join('; ')}.`];
  const words = (): number => countWords(lines.join(' '));
  const question = (): string => `— ${fill(pools.draw('pausa:questions', grammar.pausa.questions))}`;
  lines.push(question(), question());
  const closing = fill(pools.draw('pausa:closings', grammar.pausa.closings));
  for (let extra = 0; extra < 2; extra++) {
    const next = question();
    if (words() + countWords(next) + countWords(closing) <= MAX_PAGE_WORDS) lines.push(next);
  }
  if (words() + countWords(closing) <= MAX_PAGE_WORDS) lines.push(closing);
  return lines.join('\n');
}
