/**
 * One article file (data/articles/<slug>.md): a header between two "---" lines with one
 * `key: value` per line, then the text. The text is plain: paragraphs separated by blank lines,
 * subheadings as lines starting with "## ".
 */
export interface ArticleFile {
  slug: string;
  fields: Record<string, string>;
  content: string;
}

/** Splits an article file into its header fields and its text. Pure; throws a Spanish message. */
export function parseArticleFile(fileName: string, text: string): ArticleFile {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/.exec(fileName);
  if (!match?.[1]) throw new Error(`${fileName}: el nombre del archivo debe ser <slug>.md en minúsculas, con guiones`);
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines[0] !== '---') throw new Error(`${fileName}: el archivo debe empezar con una cabecera entre líneas "---"`);
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error(`${fileName}: falta el "---" que cierra la cabecera`);
  const fields: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`${fileName}: la línea "${line}" de la cabecera no es "clave: valor"`);
    const key = line.slice(0, colon).trim();
    if (key in fields) throw new Error(`${fileName}: la clave "${key}" aparece dos veces`);
    fields[key] = line.slice(colon + 1).trim();
  }
  const content = lines
    .slice(end + 1)
    .join('\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { slug: match[1], fields, content };
}

/** The subheadings of an article's text ("## " lines), in order. */
export function subheadingsOf(content: string): string[] {
  return content
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim());
}
