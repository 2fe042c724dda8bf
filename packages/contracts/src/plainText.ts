/**
 * Text folded for matching, so that word lists, themes and ideas match however a child or a
 * family types them. The one place the product strips accents.
 */

const MARK = /\p{M}/gu;
// The tilde of ñ/Ñ (n or N then U+0303 once decomposed), or any other mark. No lookbehind: this
// module also reaches browsers that lack it.
const ENYE_OR_MARK = /([nN]\u0303)|\p{M}/gu;
const ASCII = /^[ -~]*$/;

/**
 * Without accents or other combining marks: "Aún Ñandú" -> "Aun Nandu"; with `keepEnye`,
 * "Aún Ñandú" -> "Aun Ñandu" (in Spanish ñ is a letter of its own: "año" is not "ano").
 */
export function stripAccents(text: string, options: { keepEnye?: boolean } = {}): string {
  // Most words need no Unicode normalisation at all: skip it for them.
  if (ASCII.test(text)) return text;
  const decomposed = text.normalize('NFD');
  return options.keepEnye ? decomposed.replace(ENYE_OR_MARK, (_mark, enye: string | undefined) => enye ?? '').normalize('NFC') : decomposed.replace(MARK, '');
}

/** Lower case without accents or tildes: "Aún Ñandú" -> "aun nandu". */
export function foldAccents(text: string): string {
  return stripAccents(text.toLowerCase());
}
