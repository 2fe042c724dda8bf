import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ADVANCED_GAME_CARDS, INVESTMENT, MARKET, SIMULATOR } from './data/advancedGames';
import { LIBRARY_CATEGORIES } from './data/library';
import { PERSONALISED_CHALLENGES } from './data/personalisedChallenges';

const REMOTE_SRC = join(__dirname, '../../../mfe-magic-zone/src');

/** Every source file of the Magic Zone remote that can reach its bundle (tests cannot). */
function remoteSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return remoteSources(path);
    return /\.(ts|tsx|js|mjs|json|css|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A printable's own lines: text, not its rules, tables' borders or blanks to fill in. */
function printableLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length >= 20 && /\p{L}{4}/u.test(line) && !/^[-=+|_ ]+$/.test(line));
}

/**
 * The premium sections' texts and rules are served by svc-content after the plan check: none of
 * them may be written into the public Magic Zone remote again (its bundle is served to anyone).
 */
describe('the premium Magic Zone content stays on the server', () => {
  const sources = remoteSources(REMOTE_SRC).map((path) => ({ path: relative(REMOTE_SRC, path), text: readFileSync(path, 'utf8') }));
  const foundIn = (secret: string) => sources.filter((source) => source.text.includes(secret)).map((source) => source.path);

  it('reads the remote’s sources', () => {
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.some((source) => source.path.endsWith('ResourceLibrary.tsx'))).toBe(true);
  });

  it('no personalised challenge’s text is in the remote', () => {
    const secrets = Object.values(PERSONALISED_CHALLENGES).flatMap((band) => band.flatMap((c) => [c.title, c.description, ...c.steps]));
    expect(secrets.length).toBe(45);
    for (const secret of secrets) expect([secret, foundIn(secret)]).toEqual([secret, []]);
  });

  it('no library printable (its description or any line of its text) is in the remote', () => {
    const resources = LIBRARY_CATEGORIES.flatMap((category) => category.resources);
    const secrets = [...new Set(resources.flatMap((resource) => [resource.description, ...printableLines(resource.build())]))];
    expect(secrets.length).toBeGreaterThan(200);
    for (const secret of secrets) expect([secret, foundIn(secret)]).toEqual([secret, []]);
  });

  it('no advanced game’s introduction, explanation or action is in the remote', () => {
    const secrets = [
      ...ADVANCED_GAME_CARDS.map((game) => game.intro),
      ...SIMULATOR.actions.map((action) => action.label),
      ...INVESTMENT.assets.flatMap((asset) => [asset.explanation, asset.simpleExplanation]),
      ...MARKET.strategies.flatMap((strategy) => [strategy.explanation, strategy.why]),
      ...MARKET.competitorNames,
    ];
    for (const secret of secrets) expect([secret, foundIn(secret)]).toEqual([secret, []]);
  });
});
