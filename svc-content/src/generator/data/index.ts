import { grammarProblems, type StoryGrammar } from '../domain/storyGrammar';
import beginning from './beginning.json';
import characters from './characters.json';
import ending from './ending.json';
import lessons from './lessons.json';
import middle from './middle.json';
import projects from './projects.json';
import settings from './settings.json';
import adventure from './tones/adventure.json';
import business from './tones/business.json';
import educational from './tones/educational.json';
import fantasy from './tones/fantasy.json';

/**
 * The book generator's building blocks, assembled from the JSON files of this folder. Checked
 * when the module loads, so a typo in a slot name stops the service at start-up, not a family.
 */
function assemble(): StoryGrammar {
  const grammar = {
    characters,
    settings,
    projects: projects.projects,
    themeProject: projects.themeProject,
    causes: beginning.causes,
    calls: beginning.calls,
    plans: beginning.plans,
    attempts: middle.attempts,
    turns: middle.turns,
    interludes: middle.interludes,
    lessons,
    resolutions: ending.resolutions,
    celebrations: ending.celebrations,
    pausa: ending.pausa,
    tones: { adventure, educational, fantasy, business },
  } as StoryGrammar;
  const problems = grammarProblems(grammar);
  if (problems.length > 0) throw new Error(`Los bloques del generador de libros no son válidos:\n- ${problems.join('\n- ')}`);
  return grammar;
}

export const STORY_GRAMMAR: StoryGrammar = assemble();
