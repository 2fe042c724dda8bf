import namesData from './data/names.json';

/** Folded first names: "Ana María" stays a first name, "Ana María Pérez" has a surname. */
export const GIVEN_NAMES: ReadonlySet<string> = new Set(namesData.givenNames);
/** Folded words that end a name after "me llamo", "soy" or a school's name ("me llamo Sofía y..."). */
export const NOT_NAMES: ReadonlySet<string> = new Set(namesData.notNames);
