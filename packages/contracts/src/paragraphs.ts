/**
 * A text as the site shows it, paragraphs of lines: paragraphs are separated by a blank line;
 * inside a paragraph, single line breaks are kept (lists of sums, the lines of a sign). Windows
 * line ends and stray spaces are tolerated; empty paragraphs disappear.
 */
export function textParagraphs(text: string | null | undefined): string[][] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}
