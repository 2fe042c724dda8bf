import { formatPesos } from '@universo/contracts';

/** Plain-text layout for printable sheets: 72 columns, monospaced tables, boxes to fill in. */
export const PAGE_WIDTH = 72;

export function heading(title: string, subtitle?: string): string[] {
  const rule = '='.repeat(PAGE_WIDTH);
  return [rule, center(title.toUpperCase()), ...(subtitle ? [center(subtitle)] : []), rule, ''];
}

export function center(text: string): string {
  const pad = Math.max(0, Math.floor((PAGE_WIDTH - text.length) / 2));
  return `${' '.repeat(pad)}${text}`;
}

export function section(title: string): string[] {
  return ['', title, '-'.repeat(Math.min(PAGE_WIDTH, title.length)), ''];
}

/** Words wrapped at the page width (a word longer than the page keeps its own line). */
export function wrap(text: string, indent = ''): string[] {
  const lines: string[] = [];
  let line = indent;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.trim() && (line + ' ' + word).length > PAGE_WIDTH) {
      lines.push(line);
      line = indent + word;
    } else {
      line = line.trim() ? `${line} ${word}` : `${indent}${word}`;
    }
  }
  if (line.trim()) lines.push(line);
  return lines;
}

export function writingLines(count: number, label = ''): string[] {
  const line = '_'.repeat(PAGE_WIDTH - label.length);
  return Array.from({ length: count }, (_, i) => (i === 0 && label ? `${label}${line}` : '_'.repeat(PAGE_WIDTH)));
}

export function checklist(items: readonly string[]): string[] {
  return items.flatMap((item) => wrap(item, '      ').map((line, i) => (i === 0 ? `[ ]  ${line.trimStart()}` : line)));
}

export function numbered(items: readonly string[]): string[] {
  return items.flatMap((item, index) => {
    const prefix = `${index + 1}. `;
    return wrap(item, ' '.repeat(prefix.length)).map((line, i) => (i === 0 ? `${prefix}${line.trimStart()}` : line));
  });
}

/** A bordered table; every cell is padded to its column's widest value (or the given minimum width). */
export function table(headers: readonly string[], rows: readonly (readonly string[])[], minWidths: readonly number[] = []): string[] {
  const widths = headers.map((header, col) => Math.max(header.length, minWidths[col] ?? 0, ...rows.map((row) => (row[col] ?? '').length)));
  const border = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  const line = (cells: readonly string[]) => `|${widths.map((w, col) => ` ${(cells[col] ?? '').padEnd(w)} `).join('|')}|`;
  return [border, line(headers), border.replace(/-/g, '='), ...rows.map(line), border];
}

export function footer(): string[] {
  return ['', '-'.repeat(PAGE_WIDTH), 'Universo de Francesca · Biblioteca de la Zona Mágica', 'Imprime esta hoja y complétala con tu familia.'];
}

export function page(lines: readonly string[]): string {
  return `${lines.join('\n')}\n`;
}

/** Pesos with Colombian grouping: "$1.500". */
export function pesos(amount: number): string {
  return formatPesos(amount);
}
