/**
 * The name of a fixed text's recording, derived from the text itself: the screen finds the clip
 * with no list in the bundle, and a changed text asks for another file (so recordings can be
 * cached for a year). CLIP_VOICE names the voice settings: changing them renames every clip.
 */
export const CLIP_VOICE = 'es-419-140-16k';
export const CLIP_PATH = '/media/audio/zona-magica/';

/** Spaces collapsed and Unicode composed, so the same words always give the same name. */
export function normalizeSpeech(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** A 53-bit string hash (cyrb53): small enough for the bundle, no collisions among a few hundred texts. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** `1a2b3c4d5e6f70.ogg`: Opus in Ogg, like the stories' narration. */
export function clipFileName(text: string): string {
  return `${hash53(`${CLIP_VOICE}\n${normalizeSpeech(text)}`)}.ogg`;
}

export function clipUrl(text: string): string {
  return `${CLIP_PATH}${clipFileName(text)}`;
}

/**
 * A text as the voice should say it: espeak-ng (and many browser voices) read "$200" as
 * "dólar doscientos" and "−" in English, so prices become "200 pesos" and the minus sign "menos".
 * What the screen shows and the clip's name stay the written text.
 */
export function spokenForm(text: string): string {
  return normalizeSpeech(text)
    .replace(/\$\s?(\d+(?:\.\d{3})*)/g, '$1 pesos')
    .replace(/±\s?/g, 'más o menos ')
    .replace(/(^|\s)[−-]\s?(?=\d|\$)/g, '$1menos ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A long text cut into pieces the service reads (at most `max` characters each), at the ends of
 * sentences where it can, else between words: a long answer is read whole, one piece after another.
 */
export function speechChunks(text: string, max: number): string[] {
  const chunks: string[] = [];
  let current = '';
  const push = (piece: string) => {
    const joined = current ? `${current} ${piece}` : piece;
    if ([...joined].length <= max) {
      current = joined;
      return;
    }
    if (current) chunks.push(current);
    current = piece;
  };
  for (const sentence of normalizeSpeech(text).split(/(?<=[.!?…:;])\s+/)) {
    if ([...sentence].length <= max) {
      push(sentence);
      continue;
    }
    for (const word of sentence.split(' ')) push([...word].slice(0, max).join(''));
  }
  if (current) chunks.push(current);
  return chunks;
}
