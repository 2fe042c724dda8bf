/** Adults read Spanish prose at about 200 words a minute (the blog shows "N min de lectura"). */
export const WORDS_PER_MINUTE = 200;

/** The words of an article's text, without its "## " subheading markers. */
export function countWords(content: string): number {
  return content
    .replace(/^#+\s/gm, '')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read an article, rounded up, at least 1. */
export function readTimeMinutes(content: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(content) / wordsPerMinute));
}
