import { END, isAmount, isCapitalized, matchSpans, type Span, START } from './spans';
import { fold } from './text';

/**
 * Street addresses as they are written in Colombia ("calle 45 # 12-30", "Cra. 15 No. 93-47 apto
 * 301", "la 45 con 12", "Mz 4 Cs 12") and elsewhere in Latin America ("Av. Corrientes 1234",
 * "calle Morelos número 45"). A street word alone is not an address: "gané la carrera 3 veces",
 * "el Transmilenio de la calle 26".
 */
const STREET = '(?:calle|cll|cl|carrera|cra|kra|kr|cr|avenida|avda|av|diagonal|dg|transversal|tv|circular|autopista|pasaje|jir[oó]n|jr)';
const UNIT = '(?:manzana|mz|torre|bloque|interior|int|apartamento|apto|apt|casa|cs|lote)';
const NUMBER_MARK = '(?:#|n\\.?\\s?[°º]|no\\.?|n[uú]mero|num\\.?)';
/** "45", "45A", "68 B", "127 bis sur". */
const PLATE = `\\d+(?:\\s?[a-hA-H])?${END}(?:\\s*bis)?(?:\\s*(?:sur|norte|este|oeste))?`;
const UNITS_AFTER = `(?:\\s*,?\\s*${UNIT}\\.?\\s*\\d+[a-zA-Z]?${END})*`;

/** A street with its number and the house number: "calle 45 # 12-30", "carrera 7 numero 20", "Cra. 15 No. 93-47 apto 301". */
const GRID = new RegExp(
  `${START}${STREET}\\.?\\s*(?:${NUMBER_MARK}\\s*)?${PLATE}\\s*(?:${NUMBER_MARK}\\s*${PLATE}(?:\\s*-\\s*\\d+)?|\\d+(?:\\s?[a-hA-H])?\\s*-\\s*\\d+)${END}${UNITS_AFTER}`,
  'giu',
);
/** A street with a name and a number: "Av. Corrientes 1234", "calle Morelos número 45", "avenida Boyacá # 64-20". */
const NAMED = new RegExp(`${START}${STREET}\\.?\\s+((?:[\\p{L}]+\\s+){1,3}?)(?:${NUMBER_MARK}\\s*)?\\d+(?:\\s*-\\s*\\d+)?${END}${UNITS_AFTER}`, 'giu');
/** Words that cannot be part of a street's name, so "la carrera de 100 metros" is a race. */
const NOT_STREET_NAME = new Set('a al con de del el en era es esta estaba hay la las lo los mas mi muy para por que se su tenia tiene un una y ya'.split(' '));
/** "la 45 con 12", "calle 10 sur con carrera 3": a corner. */
const CROSSING = new RegExp(`${START}(?:(?:la|el)\\s+|${STREET}\\.?\\s*)${PLATE}\\s+con\\s+(?:${STREET}\\.?\\s*)?\\d+[a-zA-Z]?${END}`, 'giu');
/** "manzana 4 casa 12", "Mz 4 Cs 12", "torre 3 apto 502", "apartamento 502 de la torre 3". */
const UNITS = new RegExp(`${START}${UNIT}\\.?\\s*\\d+[a-zA-Z]?${END}(?:\\s*,?\\s*(?:de\\s+la\\s+|del\\s+)?${UNIT}\\.?\\s*\\d+[a-zA-Z]?${END})+`, 'giu');
/** "vivo en la carrera 7": a single street number is an address when the child says they live there. */
const LIVES_ON = new RegExp(
  `${START}(?:viv[oeií]\\p{L}*|qued[ao]\\p{L}*|mi\\s+casa)${END}[^.!?\\n\\d]{0,25}?((?:${STREET}|${UNIT})\\.?\\s*(?:${NUMBER_MARK}\\s*)?${PLATE})`,
  'giud',
);
/** "km 5 vía a La Calera": a rural address. */
const ROAD = new RegExp(`${START}(?:km|kil[oó]metro)\\.?\\s*\\d+(?:[.,]\\d+)?\\s+v[ií]a\\s+(?:a\\s+|al\\s+)?\\p{Lu}\\p{L}*(?:\\s+\\p{Lu}\\p{L}*)*`, 'gu');
/** "mi dirección es ...": whatever follows, to the end of the sentence. */
const ADDRESS_SAID = new RegExp(`${START}direcci[oó]n(?:\\s+(?:es|era)${END}|\\s*:)\\s*:?\\s*([^.!?\\n]+)`, 'giud');

function namedSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(NAMED)) {
    const name = match[1]!.trim().split(/\s+/);
    if (name.some((word) => !isCapitalized(word) && NOT_STREET_NAME.has(fold(word)))) continue;
    const end = match.index + match[0].length;
    if (isAmount('', text.slice(end))) continue;
    spans.push({ start: match.index, end, kind: 'address' });
  }
  return spans;
}

export function addressSpans(text: string): Span[] {
  return [
    ...matchSpans(text, GRID, 'address'),
    ...matchSpans(text, CROSSING, 'address'),
    ...matchSpans(text, UNITS, 'address'),
    ...namedSpans(text),
    ...matchSpans(text, LIVES_ON, 'address', 1),
    ...matchSpans(text, ROAD, 'address'),
    ...matchSpans(text, ADDRESS_SAID, 'address', 1),
  ];
}
