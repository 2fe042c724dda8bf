import { LIBRARY_CATEGORIES } from '../data/library';
import { WORD_SEARCH_WORDS } from '../data/library/creativityResources';
import { attachmentDisposition, findResource, librarySummary, printableFile } from './library';
import { resourceFileName } from './libraryResource';
import { checklist, PAGE_WIDTH, table, wrap } from './printable';
import { seededRandom } from '../../generator/domain/random';
import { puzzleWord, readsAt, wordSearch } from './wordSearch';

const ALL = LIBRARY_CATEGORIES.flatMap((category) => category.resources);

describe('the library (spec section 9)', () => {
  it('has 4 categories of 5 resources', () => {
    expect(LIBRARY_CATEGORIES).toHaveLength(4);
    for (const category of LIBRARY_CATEGORIES) expect(category.resources).toHaveLength(5);
    expect(new Set(ALL.map((r) => r.id)).size).toBe(20);
  });

  it.each(ALL.map((r) => [r.id, r] as const))('%s is a real printable Spanish sheet', (_id, resource) => {
    const text = resource.build();
    expect(text).toContain(resource.title.toUpperCase());
    expect(text.split('\n').length).toBeGreaterThan(15);
    expect(text).toMatch(/[áéíóúñ¿¡]/);
    expect(text).not.toMatch(/lorem|placeholder|undefined|\[object/i);
    expect(text).not.toContain('NaN');
    expect(text).toContain('Universo de Francesca');
    expect(resource.build()).toBe(text);
    expect(resourceFileName(resource)).toMatch(/^[a-z0-9-]+\.txt$/);
  });

  it('keeps every sheet within a printable width', () => {
    for (const resource of ALL) {
      const widest = Math.max(
        ...resource
          .build()
          .split('\n')
          .map((line) => line.length),
      );
      expect(widest).toBeLessThanOrEqual(PAGE_WIDTH + 2);
    }
  });

  it('computes the numbers it prints', () => {
    const budget = ALL.find((r) => r.id === 'presupuesto-de-mi-mesada')!.build();
    expect(budget).toMatch(/\$10\.000 +\| \$5\.000 +\| \$1\.000 +\| \$4\.000/);
    const goal = ALL.find((r) => r.id === 'plan-de-meta-de-ahorro')!.build();
    expect(goal).toMatch(/\$30\.000 +\| 30 semanas +\| 15 semanas +\| 6 semanas/);
    const coins = ALL.find((r) => r.id === 'cuentas-con-monedas')!.build();
    expect(coins).toContain('1. $800');
    expect(coins).toContain('2. $2.500');
  });
});

describe('what the service sends', () => {
  it('lists every printable with its download, never its text', () => {
    const summary = librarySummary();
    expect(summary.categories.map((c) => c.id)).toEqual(['ahorro', 'emprendimiento', 'valores', 'creatividad']);
    const resources = summary.categories.flatMap((c) => c.resources);
    expect(resources).toHaveLength(20);
    expect(resources[0]).toEqual({
      id: 'tabla-de-ahorro-8-semanas',
      title: 'Tabla de ahorro de 8 semanas',
      description: 'Anota cuánto ahorras cada semana y mira crecer tu total.',
      kind: 'Tabla',
      fileName: 'tabla-de-ahorro-8-semanas.txt',
      downloadUrl: '/api/axxon/premium/library/tabla-de-ahorro-8-semanas/download',
    });
    expect(JSON.stringify(summary)).not.toContain('Universo de Francesca · Biblioteca');
  });

  it('finds a printable by id, and nothing for an unknown one', () => {
    expect(findResource('cuentas-con-monedas')?.title).toBe('Cuentas con monedas');
    expect(findResource('no-existe')).toBeUndefined();
    expect(findResource('')).toBeUndefined();
  });

  it('makes the file with a byte order mark and CRLF lines', () => {
    const file = printableFile(findResource('tabla-de-ahorro-8-semanas')!);
    expect(file.startsWith('\ufeff')).toBe(true);
    expect(file).toContain('TABLA DE AHORRO DE 8 SEMANAS\r\n');
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
    expect(attachmentDisposition('a-b.txt')).toBe('attachment; filename="a-b.txt"');
  });
});

describe('printable layout', () => {
  it('wraps text at the page width', () => {
    const lines = wrap('palabra '.repeat(40));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.length <= PAGE_WIDTH)).toBe(true);
  });
  it('draws tables with aligned columns and checklists with boxes', () => {
    const lines = table(['A', 'Bb'], [['1', '22222']]);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(checklist(['Uno'])).toEqual(['[ ]  Uno']);
  });
});

describe('word search', () => {
  it('hides every word where the solution says', () => {
    const puzzle = wordSearch(WORD_SEARCH_WORDS, 12, 20251120);
    expect(puzzle.placed.map((p) => p.word)).toEqual(WORD_SEARCH_WORDS.map(puzzleWord));
    for (const placed of puzzle.placed) expect(readsAt(puzzle.grid, placed.word, placed.row, placed.col, placed.direction)).toBe(true);
    expect(puzzle.grid.every((row) => row.length === 12 && row.every((c) => /^[A-ZÑ]$/.test(c)))).toBe(true);
  });
  it('is the same for the same seed', () => {
    expect(wordSearch(['SOL'], 5, 7)).toEqual(wordSearch(['SOL'], 5, 7));
    expect(seededRandom(1)()).toBe(seededRandom(1)());
  });
  it('keeps Ñ and drops accents', () => {
    expect(puzzleWord('Sueño mágico')).toBe('SUEÑOMAGICO');
  });
});
