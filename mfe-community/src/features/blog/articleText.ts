/** One piece of an article's text, rendered as React elements (never as HTML). */
export type ArticleBlock = { kind: 'subheading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const SUBHEADING = /^##(?:\s+(.*))?$/;
const LIST_ITEM = /^[-*•]\s+(.*)$/;

/**
 * The blocks of an article's plain text, as svc-content stores it (blog/domain/articleFile.ts):
 * paragraphs separated by blank lines, subheadings on lines starting with "## ". Lines starting
 * with "- " become a list. Line breaks inside a paragraph are soft (joined with a space).
 * Anything else, HTML included, stays literal text. Pure.
 */
export function articleBlocks(content: string | null | undefined): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };

  for (const rawLine of (content ?? '').replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (!line) {
      flush();
      continue;
    }
    const subheading = SUBHEADING.exec(line);
    if (subheading) {
      flush();
      const text = subheading[1]?.trim();
      if (text) blocks.push({ kind: 'subheading', text });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item?.[1]?.trim()) {
      if (paragraph.length > 0) flush();
      list.push(item[1].trim());
      continue;
    }
    if (list.length > 0) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}
