import { formatOneDecimal, formatWholeNumber } from '@universo/contracts';

// Sizes and progress as the book's page shows them (small: it loads with the page).

/** "12,4 MB", "850 KB": sizes as a family reads them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${formatWholeNumber(Math.max(1, Math.round(bytes / 1000)))} KB`;
  return `${formatOneDecimal(bytes / 1_000_000)} MB`;
}

/** Whole percent done, 0 to 100. */
export function percentDone(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}
