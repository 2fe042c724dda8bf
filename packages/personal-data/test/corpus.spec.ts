import corpus from './corpus.json';
import { redactPersonalData } from '../src/personalData';

/**
 * How well the personal-data rules do on a corpus of children's messages: recall per category of
 * personal data (the message was flagged and the personal part is gone from the stored text) and
 * false positives per category of ordinary sentences (anything flagged at all). Prints both tables.
 */
const RECALL_FLOOR = 0.98;
const FALSE_POSITIVE_CEILING = 0.02;

type Row = { category: string; total: number; hits: number; rate: number };

const personal = corpus.personal as unknown as Record<string, [message: string, secret: string][]>;
const ordinary = corpus.ordinary as Record<string, string[]>;

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

function table(title: string, headers: [string, string, string, string], rows: Row[]): string {
  const total = rows.reduce((sum, r) => ({ total: sum.total + r.total, hits: sum.hits + r.hits }), { total: 0, hits: 0 });
  const body = [...rows, { category: 'total', ...total, rate: total.hits / total.total }].map((r) => [
    r.category,
    String(r.total),
    String(r.hits),
    percent(r.rate),
  ]);
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [title, line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function measure() {
  const misses: string[] = [];
  const recall: Row[] = Object.entries(personal).map(([category, samples]) => {
    let hits = 0;
    for (const [message, secret] of samples) {
      const { text, kinds } = redactPersonalData(message);
      if (kinds.length > 0 && !text.includes(secret)) hits++;
      else misses.push(`  [${category}] ${message}  →  ${text}`);
    }
    return { category, total: samples.length, hits, rate: hits / samples.length };
  });
  const flagged: string[] = [];
  const falsePositives: Row[] = Object.entries(ordinary).map(([category, sentences]) => {
    let hits = 0;
    for (const message of sentences) {
      const { text, kinds } = redactPersonalData(message);
      if (kinds.length === 0) continue;
      hits++;
      flagged.push(`  [${category}] ${message}  →  ${text} (${kinds.join(', ')})`);
    }
    return { category, total: sentences.length, hits, rate: hits / sentences.length };
  });
  return { recall, falsePositives, misses, flagged };
}

describe('personal-data corpus', () => {
  const result = measure();

  beforeAll(() => {
    console.log(
      [
        table('Datos personales: recall por categoría', ['categoría', 'muestras', 'ocultadas', 'recall'], result.recall),
        ...(result.misses.length > 0 ? ['No ocultadas:', ...result.misses] : []),
        '',
        table('Frases corrientes: falsos positivos por categoría', ['categoría', 'frases', 'marcadas', 'tasa'], result.falsePositives),
        ...(result.flagged.length > 0 ? ['Marcadas sin motivo:', ...result.flagged] : []),
      ].join('\n'),
    );
  });

  it('holds at least 200 personal-data variants and 200 ordinary sentences', () => {
    expect(Object.values(personal).flat().length).toBeGreaterThanOrEqual(200);
    expect(Object.values(ordinary).flat().length).toBeGreaterThanOrEqual(200);
  });

  it.each(result.recall.map((r) => [r.category, r] as const))('hides at least 98 %% of the %s samples', (_category, row) => {
    expect(row.rate).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });

  it.each(result.falsePositives.map((r) => [r.category, r] as const))('flags at most 2 %% of the ordinary %s sentences', (_category, row) => {
    expect(row.rate).toBeLessThanOrEqual(FALSE_POSITIVE_CEILING);
  });
});
