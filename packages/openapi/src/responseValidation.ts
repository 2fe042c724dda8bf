import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { API_ERROR_SCHEMA_NAME } from './errors';

/**
 * Checks a real answer of a service against its OpenAPI document: the operation exists, the
 * status is one it documents (exactly; an error the service answers itself must be listed under
 * its own code with its Spanish messages, the `4XX` range only says every error has the same
 * shape), and the body is what the document's
 * schema says (JSON Schema 2020-12, as OpenAPI 3.1 uses). Every object the document describes is
 * read as closed: a field the service sends and the document leaves out is reported too, because
 * a generated client would not know it (and a personal field must not slip out unnoticed).
 */

/** One answer, as a test client received it. */
export interface ObservedResponse {
  method: string;
  /** The path the request went to, with or without its query string. */
  url: string;
  status: number;
  contentType?: string;
  /** The parsed JSON body (for a JSON answer). */
  body: unknown;
  /** The body as text: empty for an answer without one. */
  text: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The base URI the document is registered under in Ajv, so its `#/components/...` references resolve. */
const DOCUMENT_ID = 'https://universo-de-francesca.invalid/openapi.json';

const pointerPart = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A copy of the document where every described object (one with `properties` or `allOf`, and no
 * word on other fields) refuses fields it does not list. `unevaluatedProperties` rather than
 * `additionalProperties`, so fields listed by another member of an `allOf` still count. A member
 * of an `allOf` that names a component (an interface's base) is that component left open, since
 * the fields of the interface that extends it are listed beside it.
 */
function closedObjects(value: unknown, document: Json, insideAllOf = false): unknown {
  if (Array.isArray(value)) return value.map((item) => closedObjects(item, document, insideAllOf));
  if (!isObject(value)) return value;
  const copy: Json = {};
  for (const [key, child] of Object.entries(value)) {
    copy[key] =
      key === 'allOf' && Array.isArray(child)
        ? child.map((member) => closedObjects(resolveWithPointer(document, member, '').value, document, true))
        : closedObjects(child, document);
  }
  const describesObject = (isObject(value.properties) || Array.isArray(value.allOf)) && (value.type === 'object' || value.type === undefined);
  if (describesObject && !insideAllOf && value.additionalProperties === undefined && value.unevaluatedProperties === undefined)
    copy.unevaluatedProperties = false;
  return copy;
}

/** Follows `$ref`s to components, keeping the JSON pointer of where it ends. */
function resolveWithPointer(document: Json, value: unknown, pointer: string): { value: unknown; pointer: string } {
  let current = value;
  let at = pointer;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#/') && hops < 20; hops++) {
    at = current.$ref.slice(1);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
  }
  return { value: current, pointer: at };
}

interface PathTemplate {
  template: string;
  pattern: RegExp;
  parameters: number;
}

function templates(paths: Json): PathTemplate[] {
  return Object.keys(paths)
    .map((template) => {
      const parts = template.split(/(\{[^}]+\})/);
      const source = parts.map((part) => (/^\{[^}]+\}$/.test(part) ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
      return { template, pattern: new RegExp(`^${source}/?$`), parameters: parts.filter((part) => /^\{[^}]+\}$/.test(part)).length };
    })
    .sort((a, b) => a.parameters - b.parameters);
}

const describeErrors = (errors: ErrorObject[] | null | undefined): string =>
  (errors ?? [])
    .slice(0, 8)
    .map((error) => {
      const extra =
        error.keyword === 'unevaluatedProperties'
          ? ` («${String((error.params as { unevaluatedProperty?: string }).unevaluatedProperty)}» no está en el documento)`
          : '';
      return `${error.instancePath || '(raíz)'} ${error.message ?? error.keyword}${extra}`;
    })
    .join('; ');

const excerpt = (text: string): string => (text.length > 400 ? `${text.slice(0, 400)}…` : text);

export type ResponseValidator = (response: ObservedResponse) => string[];

/** A validator for the answers of the service the document describes (compiled schemas are kept). */
export function responseValidator(document: object): ResponseValidator {
  const doc = closedObjects(document, document as Json) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // Uploads are described as `format: binary`; never a JSON answer's concern.
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...doc, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string): ValidateFunction => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({
        $ref: `${DOCUMENT_ID}#${pointer
          .split('/')
          .map((part) => encodeURI(part))
          .join('/')}`,
      });
      compiled.set(pointer, validate);
    }
    return validate;
  };
  const paths = isObject(doc.paths) ? doc.paths : {};
  const known = templates(paths);

  return (response) => {
    const method = response.method.toLowerCase();
    const path = response.url.split('?')[0]!;
    const where = `${response.method.toUpperCase()} ${path} → ${response.status}`;
    const matches = known.filter((candidate) => candidate.pattern.test(path));
    const found = matches.find((candidate) => isObject((paths[candidate.template] as Json)[method]));
    if (!found) {
      // An address the service does not serve: only its 404 (or 405) in the error shape is right.
      if (response.status !== 404 && response.status !== 405) return [`${where}: el documento no tiene la operación ${response.method.toUpperCase()} ${path}`];
      const validate = validatorAt(`/components/schemas/${API_ERROR_SCHEMA_NAME}`);
      return validate(response.body) ? [] : [`${where}: el error no tiene la forma ApiError: ${describeErrors(validate.errors)}`];
    }
    const responses = ((paths[found.template] as Json)[method] as Json).responses as Json;
    const status = String(response.status);
    const key = [status, `${status[0]}XX`, 'default'].find((candidate) => responses[candidate] !== undefined);
    if (!key)
      return [
        `${where}: ${found.template} no documenta la respuesta ${status} (documenta ${Object.keys(responses).join(', ')}); cuerpo: ${excerpt(response.text)}`,
      ];
    if (key === '4XX')
      return [
        `${where}: ${found.template} describe el error ${status} solo por el rango 4XX; descríbelo con su código y sus mensajes (@ErrorAnswer en el controlador); cuerpo: ${excerpt(response.text)}`,
      ];
    const { value: responseObject, pointer: responsePointer } = resolveWithPointer(
      doc,
      responses[key],
      `/paths/${pointerPart(found.template)}/${method}/responses/${pointerPart(key)}`,
    );
    const content = isObject(responseObject) && isObject(responseObject.content) ? responseObject.content : undefined;
    if (method === 'head') return [];
    if (!content) return response.text.length === 0 ? [] : [`${where}: el documento no describe un cuerpo y la respuesta lo tiene: ${excerpt(response.text)}`];
    const mediaType = (response.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (!(mediaType in content)) return [`${where}: la respuesta es ${mediaType || 'sin tipo'} y el documento dice ${Object.keys(content).join(', ')}`];
    if (mediaType !== 'application/json') return [];
    const media = content[mediaType] as Json;
    if (media.schema === undefined) return [];
    const validate = validatorAt(`${responsePointer}/content/${pointerPart(mediaType)}/schema`);
    return validate(response.body) ? [] : [`${where}: el cuerpo no cumple el documento: ${describeErrors(validate.errors)}; cuerpo: ${excerpt(response.text)}`];
  };
}
