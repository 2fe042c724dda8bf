import { stripAccents } from '@universo/contracts';
// The book generator's seeded generator: the same seed draws the same puzzle.
import { seededRandom } from '../../generator/domain/random';

const LETTERS = 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const DIRECTIONS = [
  [0, 1],
  [1, 0],
  [1, 1],
] as const;

/** Upper-case without accents (Ñ stays), as a letter grid needs. */
export function puzzleWord(word: string): string {
  return stripAccents(word.toUpperCase().replace(/[^\p{L}]/gu, ''), { keepEnye: true }).replace(/[^A-ZÑ]/g, '');
}

export interface WordSearch {
  grid: string[][];
  placed: { word: string; row: number; col: number; direction: readonly [number, number] }[];
}

/**
 * Hides the words across, down or diagonally in a size × size grid, then fills the rest with
 * random letters. A word that does not fit after many tries is left out (the list shows only the
 * placed words).
 */
export function wordSearch(words: readonly string[], size: number, seed: number): WordSearch {
  const random = seededRandom(seed);
  const grid: string[][] = Array.from({ length: size }, () => Array.from({ length: size }, () => ''));
  const placed: WordSearch['placed'] = [];
  for (const raw of words) {
    const word = puzzleWord(raw);
    if (word.length === 0 || word.length > size) continue;
    for (let attempt = 0; attempt < 200; attempt++) {
      const direction = DIRECTIONS[Math.floor(random() * DIRECTIONS.length)]!;
      const row = Math.floor(random() * (size - direction[0] * (word.length - 1)));
      const col = Math.floor(random() * (size - direction[1] * (word.length - 1)));
      const cells = Array.from(word, (letter, i) => ({ r: row + direction[0] * i, c: col + direction[1] * i, letter }));
      if (cells.every(({ r, c, letter }) => grid[r]![c] === '' || grid[r]![c] === letter)) {
        for (const { r, c, letter } of cells) grid[r]![c] = letter;
        placed.push({ word, row, col, direction });
        break;
      }
    }
  }
  for (const row of grid) {
    for (let c = 0; c < size; c++) if (row[c] === '') row[c] = LETTERS[Math.floor(random() * LETTERS.length)]!;
  }
  return { grid, placed };
}

/** Whether the word can be read in the grid from (row, col) in the direction. */
export function readsAt(grid: string[][], word: string, row: number, col: number, direction: readonly [number, number]): boolean {
  return Array.from(word).every((letter, i) => grid[row + direction[0] * i]?.[col + direction[1] * i] === letter);
}
