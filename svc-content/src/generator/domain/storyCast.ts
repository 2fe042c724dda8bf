import type { CharacterId } from '@universo/contracts';
import type { BookOptions } from './bookOptions';
import { Deck, type RandomSource, pickOne, shuffled } from './random';
import type { CharacterBlocks, LessonBlocks, ProjectBlocks, SettingBlocks, StoryGrammar } from './storyGrammar';
import { plainWords } from './storyText';

export const FRANCESCA_NAME = 'Francesca';

/** Who the book is about: the child (from the family's profile) or Francesca. */
export interface Hero {
  name: string;
  /** The character the hero is, so it never also shows up as its own helper. */
  characterId: CharacterId | null;
  isChild: boolean;
}

/** The characters who may work at the hero's side ({amigo}): the children and the magic friends. */
const FRIEND_IDS: readonly CharacterId[] = ['francesca', 'leo', 'chispas', 'sombra'];

/** A child's name as the story prints it: one line, single spaces, at most 40 characters. */
export function cleanChildName(name: string | null | undefined): string | null {
  if (typeof name !== 'string') return null;
  const clean = [
    ...name
      .replace(/\p{Cc}/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, 40)
    .join('')
    .trim();
  return clean === '' ? null : clean;
}

/**
 * With personalisation on and a child profile, the child is the hero; otherwise Francesca is.
 * A child called Francesca is the hero too, but then Francesca does not also appear as a helper.
 */
export function chooseHero(options: Pick<BookOptions, 'personalizedElements'>, childName: string | null | undefined): Hero {
  const name = options.personalizedElements ? cleanChildName(childName) : null;
  if (name === null) return { name: FRANCESCA_NAME, characterId: 'francesca', isChild: false };
  const isFrancesca = plainWords(name).join(' ') === 'francesca';
  return { name, characterId: isFrancesca ? 'francesca' : null, isChild: true };
}

/** The project whose word beginnings match most words of the theme; the theme's own project otherwise. */
export function chooseProject(theme: string, grammar: Pick<StoryGrammar, 'projects' | 'themeProject'>, random: RandomSource): ProjectBlocks {
  const words = plainWords(theme);
  const scored = grammar.projects.map((project) => ({
    project,
    score: words.filter((word) => project.match.some((prefix) => word.startsWith(prefix))).length,
  }));
  const best = Math.max(0, ...scored.map((s) => s.score));
  if (best === 0) return grammar.themeProject;
  return pickOne(
    random,
    scored.filter((s) => s.score === best),
  ).project;
}

/** One episode of the middle of the book: who helps, which mistake it teaches about, where. */
export interface Episode {
  helper: CharacterBlocks;
  lesson: LessonBlocks;
  friend: CharacterBlocks;
  setting: SettingBlocks;
}

/**
 * The episodes' lessons, each taught by a different character (never the hero), so a long book
 * brings four helpers with four lessons. The friend at the hero's side ({amigo}) is someone the
 * reader already knows: the previous episode's helper, or in the first episode a friend who never
 * arrives as a helper later (so nobody is introduced after they have already been around).
 */
export function castEpisodes(count: number, hero: Hero, grammar: StoryGrammar, settings: Deck<SettingBlocks>, random: RandomSource): Episode[] {
  const byId = new Map(grammar.characters.map((c) => [c.id, c]));
  const character = (id: CharacterId): CharacterBlocks => {
    const found = byId.get(id);
    if (!found) throw new Error(`Personaje desconocido: ${id}`);
    return found;
  };
  const chosen: LessonBlocks[] = [];
  for (const lesson of shuffled(random, grammar.lessons)) {
    if (chosen.length === count) break;
    if (lesson.teacher !== hero.characterId && !chosen.some((c) => c.teacher === lesson.teacher)) chosen.push(lesson);
  }
  if (chosen.length < count) throw new Error(`No hay lecciones para ${count} episodios`);
  const helpers = chosen.map((l) => l.teacher);
  const free = FRIEND_IDS.filter((id) => id !== hero.characterId && !helpers.includes(id));
  const firstFriend = free.length > 0 ? pickOne(random, free) : (helpers[0] as CharacterId);
  return chosen.map((lesson, i) => ({
    helper: character(lesson.teacher),
    lesson,
    friend: character(i === 0 ? firstFriend : (helpers[i - 1] as CharacterId)),
    setting: settings.draw(),
  }));
}
