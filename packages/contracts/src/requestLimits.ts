// What every API accepts as a request body: one source for the services (service-kit) and the
// gateway (nginx's client_max_body_size), so the two fences agree.

/**
 * The body size of every API path that does not declare a bigger one, as nginx writes sizes.
 * A path that needs more says so twice, in the same unit: its route's BodyPolicy in the service
 * and the route table's `bodyLimits` for the gateway (svc-content's drawing upload: `3m`).
 */
export const API_BODY_LIMIT = '64k';

/** How many objects or arrays a JSON body may open inside each other. */
export const MAX_JSON_DEPTH = 20;

/** `64k` -> 65536, `3m` -> 3145728 (nginx's units: k and m are powers of 1024). */
export function sizeInBytes(size: string): number {
  const match = /^([1-9][0-9]{0,4})([km])$/.exec(size);
  if (!match) throw new Error(`Tamaño no válido: ${size} (usa k o m, como 64k o 3m)`);
  return Number(match[1]) * (match[2] === 'k' ? 1024 : 1024 * 1024);
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when `text`, read as JSON, opens more than `maxDepth` objects or arrays inside each other.
 * One pass over the characters, no allocation: brackets inside strings do not count. It does not
 * validate the JSON (the parser does that next); it only answers the one question cheaply.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
