/**
 * A copy with object keys in a fixed order, so a document's text depends only on what it says
 * (not on the order files were visited or modules imported): the committed file diffs cleanly.
 * Paths keep their order by path; arrays keep theirs (their order means something).
 */
export function sortedDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortedDeep) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, sortedDeep(v)])) as T;
}

/** The text written to and compared with a committed document. */
export function documentText(document: unknown): string {
  return `${JSON.stringify(sortedDeep(document), null, 2)}\n`;
}
