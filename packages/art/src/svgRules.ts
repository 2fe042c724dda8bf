import { ART_ATTRIBUTES, ART_ELEMENTS, ART_MAX_STROKE_WIDTH, ART_OPACITIES, ART_PALETTE } from './palette';

export interface SvgElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
}

/**
 * Reads an illustration strictly as XML (the subset the drawings use: elements, quoted
 * attributes, text; no DOCTYPE, CDATA, comments or entities other than the five of XML) and
 * throws with the line of the first fault: unclosed or mismatched tags, a repeated attribute, an
 * unquoted value, content after the root.
 */
export function parseSvg(source: string): SvgElement[] {
  const elements: SvgElement[] = [];
  const open: SvgElement[] = [];
  let index = 0;
  let rootClosed = false;
  const fail = (message: string): never => {
    const line = source.slice(0, index).split('\n').length;
    throw new Error(`${message} (línea ${line})`);
  };
  const textAt = (text: string) => {
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) fail('Entidad desconocida');
    if (text.includes('>')) fail('">" suelto');
    return text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  };
  while (index < source.length) {
    const lt = source.indexOf('<', index);
    const text = source.slice(index, lt === -1 ? source.length : lt);
    if (text.trim()) {
      if (open.length === 0) fail('Texto fuera del elemento raíz');
      open[open.length - 1]!.text += textAt(text);
    }
    if (lt === -1) break;
    index = lt;
    const closing = /^<\/([A-Za-z][\w.-]*)\s*>/.exec(source.slice(index));
    if (closing) {
      const top = open.pop();
      if (!top || top.name !== closing[1]) fail(`</${closing[1]}> no cierra <${top?.name ?? '(nada)'}>`);
      if (open.length === 0) rootClosed = true;
      index += closing[0].length;
      continue;
    }
    const tag = /^<([A-Za-z][\w.-]*)((?:\s+[A-Za-z][\w:.-]*\s*=\s*"[^"<]*")*)\s*(\/?)>/.exec(source.slice(index));
    if (!tag) fail('Etiqueta mal formada');
    const [whole, name = '', attributeText = '', selfClosing] = tag!;
    if (rootClosed || (open.length === 0 && elements.length > 0)) fail('Más de un elemento raíz');
    const attributes: Record<string, string> = {};
    for (const [, key = '', value = ''] of attributeText.matchAll(/([A-Za-z][\w:.-]*)\s*=\s*"([^"]*)"/g)) {
      if (key in attributes) fail(`Atributo repetido: ${key}`);
      attributes[key] = textAt(value);
    }
    const element = { name, attributes, text: '' };
    elements.push(element);
    if (selfClosing) {
      if (open.length === 0) rootClosed = true;
    } else {
      open.push(element);
    }
    index += whole.length;
  }
  if (open.length > 0) fail(`<${open[open.length - 1]!.name}> sin cerrar`);
  if (elements.length === 0) fail('Archivo vacío');
  return elements;
}

const COLOURS = new Set<string>(Object.values(ART_PALETTE));

/** What an illustration does against the conventions of ./palette.ts (empty: it keeps them). */
export function artProblems(elements: SvgElement[]): string[] {
  const problems: string[] = [];
  const root = elements[0];
  if (!root) return ['Archivo vacío'];
  if (root.name !== 'svg') problems.push('La raíz no es <svg>');
  for (const key of ['viewBox', 'width', 'height']) if (!root.attributes[key]) problems.push(`La raíz no tiene ${key}`);
  const title = elements.find((element) => element.name === 'title');
  if (!title || !title.text.trim()) problems.push('Falta <title> con el texto alternativo');
  for (const { name, attributes } of elements) {
    if (!ART_ELEMENTS.includes(name)) problems.push(`Elemento no permitido: <${name}>`);
    for (const [key, value] of Object.entries(attributes)) {
      if (!ART_ATTRIBUTES.includes(key)) problems.push(`Atributo no permitido: ${key} en <${name}>`);
      if ((key === 'fill' || key === 'stroke') && value !== 'none' && !COLOURS.has(value.toUpperCase())) {
        problems.push(`Color fuera de la paleta: ${value}`);
      }
      if (key === 'opacity' && !ART_OPACITIES.includes(value)) problems.push(`Opacidad no prevista: ${value}`);
      if (key === 'stroke-width' && !(Number(value) > 0 && Number(value) <= ART_MAX_STROKE_WIDTH)) problems.push(`Trazo de grosor ${value}`);
    }
  }
  return problems;
}
