/**
 * The changes between two versions of a service's OpenAPI document that would break a client
 * written against the first one. Pure: two documents in, a list of Spanish sentences out (empty:
 * the new document is compatible).
 *
 * The rule behind every check is one inclusion. In a response the service sends and the client
 * reads, so what the new document lets the service send must fit what the old one promised. In a
 * request the client sends and the service reads, so what the old document let clients send must
 * still be accepted by the new one (the services refuse unknown fields: forbidNonWhitelisted).
 *
 * Left compatible on purpose: new operations, new optional request fields, new response fields,
 * new answers for errors, and new enum values in a response (clients must tolerate a value they do
 * not know yet; otherwise a new premium item would be a new major version of every service).
 */

type Schema = Record<string, unknown>;

/** The parts of an OpenAPI 3.1 document this check reads. */
export interface ContractDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, unknown>;
    responses?: Record<string, unknown>;
    parameters?: Record<string, unknown>;
    requestBodies?: Record<string, unknown>;
  };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Who sends the value: the service (a response) or the client (a request). */
type Direction = 'response' | 'request';

/** A schema together with the document its `$ref`s point into. */
interface Located {
  schema: Schema;
  document: ContractDocument;
}

interface Comparison {
  changes: string[];
  /** Pairs of named schemas already compared (recursive schemas end here). */
  seen: Set<string>;
}

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows local `$ref`s (`#/components/...`); a reference that leads nowhere reads as an empty schema. */
function resolve(value: unknown, document: ContractDocument): { schema: Schema; ref?: string } {
  let current = value;
  let ref: string | undefined;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    ref = current.$ref;
    const path = ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
  }
  return { schema: isObject(current) ? current : {}, ref };
}

/** `allOf` members merged into one object schema (properties and required lists joined). */
function mergedAllOf(schema: Schema, document: ContractDocument): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  const merged: Schema = { ...rest, properties: { ...(isObject(rest.properties) ? rest.properties : {}) }, required: [...((rest.required as string[]) ?? [])] };
  for (const member of allOf as unknown[]) {
    const part = mergedAllOf(resolve(member, document).schema, document);
    Object.assign(merged.properties as Schema, isObject(part.properties) ? part.properties : {});
    (merged.required as string[]).push(...((part.required as string[]) ?? []));
    if (part.type && !merged.type) merged.type = part.type;
  }
  return merged;
}

/** One alternative of a schema: a single JSON type (undefined: any value) and the schema describing it. */
interface Variant {
  type: string | undefined;
  schema: Schema;
}

/** The alternatives a schema allows: its `anyOf`/`oneOf` members, each of its types, `null` when nullable. */
function variantsOf(value: unknown, document: ContractDocument): Variant[] {
  const schema = mergedAllOf(resolve(value, document).schema, document);
  const members = [...((schema.anyOf as unknown[]) ?? []), ...((schema.oneOf as unknown[]) ?? [])];
  if (members.length > 0) return members.flatMap((member) => variantsOf(member, document));
  let types: (string | undefined)[] = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length === 0 && Array.isArray(schema.enum)) types = [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (types.length === 0) types = [undefined];
  if (schema.nullable === true && !types.includes('null')) types = [...types, 'null'];
  return types.map((type) => ({ type, schema }));
}

const describeTypes = (variants: Variant[]): string => [...new Set(variants.map((v) => v.type ?? 'cualquier valor'))].join(' | ');

/** A value of type `sent` is read correctly by a schema of type `read`. */
const typeFits = (sent: string | undefined, read: string | undefined): boolean =>
  read === undefined || sent === read || (sent === 'integer' && read === 'number');

/** Limits a receiver may have tightened: a larger minimum or a smaller maximum refuses values it used to accept. */
const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems'] as const;
const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems'] as const;

/** The request limits of the receiver (`read`) that refuse values the sender (`sent`) may send. */
function tightenedLimits(sent: Schema, read: Schema): string[] {
  const changes: string[] = [];
  for (const key of LOWER_BOUNDS) {
    const before = sent[key] as number | undefined;
    const after = read[key] as number | undefined;
    if (after !== undefined && (before === undefined || after > before)) changes.push(`${key} sube de ${before ?? 'nada'} a ${after}`);
  }
  for (const key of UPPER_BOUNDS) {
    const before = sent[key] as number | undefined;
    const after = read[key] as number | undefined;
    if (after !== undefined && (before === undefined || after < before)) changes.push(`${key} baja de ${before ?? 'nada'} a ${after}`);
  }
  if (read.pattern !== undefined && read.pattern !== sent.pattern)
    changes.push(`el patrón pasa de ${String(sent.pattern ?? 'ninguno')} a ${String(read.pattern)}`);
  if (read.format !== undefined && read.format !== sent.format) changes.push(`el formato pasa de ${String(sent.format ?? 'ninguno')} a ${String(read.format)}`);
  return changes;
}

const requiredOf = (schema: Schema): Set<string> => new Set((schema.required as string[] | undefined) ?? []);
const propertiesOf = (schema: Schema): Schema => (isObject(schema.properties) ? schema.properties : {});
const fieldPath = (at: string, name: string): string => (at ? `${at}.${name}` : name);

/** The object rules: fields taken away, fields that may now be missing, fields clients must now send. */
function compareObjects(sent: Located, read: Located, direction: Direction, where: string, at: string, comparison: Comparison): void {
  const sentProperties = propertiesOf(sent.schema);
  const readProperties = propertiesOf(read.schema);
  const sentRequired = requiredOf(sent.schema);
  const readRequired = requiredOf(read.schema);
  const place = (name: string): string => `${where} ${fieldPath(at, name)}`;
  if (direction === 'response') {
    // sent: the new document; read: the old one, which the client was written against.
    for (const name of Object.keys(readProperties)) {
      if (!(name in sentProperties)) comparison.changes.push(`${place(name)}: se quitó el campo de la respuesta`);
      else if (readRequired.has(name) && !sentRequired.has(name)) comparison.changes.push(`${place(name)}: el campo de la respuesta puede faltar ahora`);
    }
  } else {
    // sent: the old document, what clients send today; read: the new one.
    for (const name of Object.keys(sentProperties)) {
      if (!(name in readProperties)) comparison.changes.push(`${place(name)}: se quitó el campo de la petición (quien lo envíe recibe un 400)`);
    }
    for (const name of readRequired) {
      if (!sentRequired.has(name)) comparison.changes.push(`${place(name)}: el campo de la petición es obligatorio ahora`);
    }
  }
  for (const [name, sentProperty] of Object.entries(sentProperties)) {
    const readProperty = readProperties[name];
    if (readProperty === undefined) continue;
    compareSchemas(
      { schema: sentProperty as Schema, document: sent.document },
      { schema: readProperty as Schema, document: read.document },
      direction,
      where,
      fieldPath(at, name),
      comparison,
    );
  }
}

/**
 * Checks that every value the sender's schema allows is read by the receiver's schema, and
 * records each way it is not.
 */
function compareSchemas(sent: Located, read: Located, direction: Direction, where: string, at: string, comparison: Comparison): void {
  const sentRef = resolve(sent.schema, sent.document).ref;
  const readRef = resolve(read.schema, read.document).ref;
  if (sentRef && readRef) {
    const key = `${direction} ${sentRef} ${readRef}`;
    if (comparison.seen.has(key)) return;
    comparison.seen.add(key);
  }
  const place = at ? `${where} ${at}` : where;
  const sentVariants = variantsOf(sent.schema, sent.document);
  const readVariants = variantsOf(read.schema, read.document);
  for (const variant of sentVariants) {
    const candidates = readVariants.filter((candidate) => typeFits(variant.type, candidate.type));
    if (candidates.length === 0) {
      comparison.changes.push(
        direction === 'response'
          ? `${place}: el tipo cambió (antes ${describeTypes(readVariants)}, ahora ${describeTypes(sentVariants)})`
          : `${place}: el tipo se estrechó (antes ${describeTypes(sentVariants)}, ahora ${describeTypes(readVariants)})`,
      );
      continue;
    }
    // Several alternatives of one type (a union of objects told apart by a field): the value
    // fits when one of them reads it, so the closest alternative speaks.
    const attempts = candidates.map((candidate) => {
      const attempt: Comparison = { changes: [], seen: new Set(comparison.seen) };
      compareVariant(variant, candidate, sent.document, read.document, direction, where, at, place, attempt);
      return attempt;
    });
    const closest = attempts.reduce((best, attempt) => (attempt.changes.length < best.changes.length ? attempt : best));
    comparison.changes.push(...closest.changes);
    for (const key of closest.seen) comparison.seen.add(key);
  }
}

/** Compares one alternative of the sender with one of the receiver's of a fitting type. */
function compareVariant(
  variant: Variant,
  match: Variant,
  sentDocument: ContractDocument,
  readDocument: ContractDocument,
  direction: Direction,
  where: string,
  at: string,
  place: string,
  comparison: Comparison,
): void {
  if (direction === 'request') {
    const readEnum = match.schema.enum as unknown[] | undefined;
    if (readEnum) {
      const sentEnum = variant.schema.enum as unknown[] | undefined;
      const refused = sentEnum ? sentEnum.filter((value) => !readEnum.includes(value)) : undefined;
      if (!refused) comparison.changes.push(`${place}: ahora solo acepta ${readEnum.map((v) => JSON.stringify(v)).join(', ')}`);
      else if (refused.length > 0) comparison.changes.push(`${place}: se quitó el valor ${refused.map((v) => JSON.stringify(v)).join(', ')}`);
    }
    for (const limit of tightenedLimits(variant.schema, match.schema)) comparison.changes.push(`${place}: ${limit}`);
  } else {
    // A union told apart by a one-value field: a value of one alternative never fits another.
    const sentEnum = variant.schema.enum as unknown[] | undefined;
    const readEnum = match.schema.enum as unknown[] | undefined;
    if (sentEnum?.length === 1 && readEnum?.length === 1 && sentEnum[0] !== readEnum[0])
      comparison.changes.push(`${place}: el valor cambió de ${JSON.stringify(readEnum[0])} a ${JSON.stringify(sentEnum[0])}`);
  }
  const sentLocated = { schema: variant.schema, document: sentDocument };
  const readLocated = { schema: match.schema, document: readDocument };
  if (variant.type === 'object' || (variant.type === undefined && (variant.schema.properties || match.schema.properties))) {
    compareObjects(sentLocated, readLocated, direction, where, at, comparison);
  }
  if (variant.type === 'array' && variant.schema.items !== undefined && match.schema.items !== undefined) {
    compareSchemas(
      { schema: variant.schema.items as Schema, document: sentDocument },
      { schema: match.schema.items as Schema, document: readDocument },
      direction,
      where,
      `${at}[]`,
      comparison,
    );
  }
}

/** The media types of a request body or response, resolved. */
function contentOf(value: unknown, document: ContractDocument): Record<string, Schema> {
  const content = resolve(value, document).schema.content;
  return isObject(content) ? (content as Record<string, Schema>) : {};
}

function parameterKey(parameter: Schema): string {
  return `${String(parameter.in)} ${String(parameter.name)}`;
}

function parametersOf(operation: Schema, document: ContractDocument): Map<string, Schema> {
  const list = Array.isArray(operation.parameters) ? operation.parameters : [];
  return new Map(list.map((p) => resolve(p, document).schema).map((p) => [parameterKey(p), p]));
}

function compareOperation(
  before: ContractDocument,
  after: ContractDocument,
  oldOperation: Schema,
  newOperation: Schema,
  where: string,
  comparison: Comparison,
): void {
  const oldParameters = parametersOf(oldOperation, before);
  const newParameters = parametersOf(newOperation, after);
  for (const [key, parameter] of oldParameters) {
    const current = newParameters.get(key);
    if (!current) {
      if (parameter.in !== 'path') comparison.changes.push(`${where}: se quitó el parámetro ${key} (quien lo envíe recibe un 400)`);
      continue;
    }
    compareSchemas(
      { schema: (parameter.schema as Schema) ?? {}, document: before },
      { schema: (current.schema as Schema) ?? {}, document: after },
      'request',
      `${where} parámetro ${key}`,
      '',
      comparison,
    );
  }
  for (const [key, parameter] of newParameters) {
    if (parameter.required === true && oldParameters.get(key)?.required !== true) comparison.changes.push(`${where}: el parámetro ${key} es obligatorio ahora`);
  }

  const oldBody = resolve(oldOperation.requestBody, before).schema;
  const newBody = resolve(newOperation.requestBody, after).schema;
  if (newBody.required === true && oldBody.required !== true) comparison.changes.push(`${where}: el cuerpo de la petición es obligatorio ahora`);
  if (newOperation.requestBody !== undefined) {
    const newContent = contentOf(newBody, after);
    for (const [media, item] of Object.entries(contentOf(oldBody, before))) {
      const current = newContent[media];
      if (!current) comparison.changes.push(`${where}: la petición ya no acepta ${media}`);
      else
        compareSchemas(
          { schema: (item.schema as Schema) ?? {}, document: before },
          { schema: (current.schema as Schema) ?? {}, document: after },
          'request',
          `${where} petición`,
          '',
          comparison,
        );
    }
  }

  const oldResponses = isObject(oldOperation.responses) ? oldOperation.responses : {};
  const newResponses = isObject(newOperation.responses) ? newOperation.responses : {};
  for (const [status, response] of Object.entries(oldResponses)) {
    const current = newResponses[status];
    if (current === undefined) {
      if (status.startsWith('2')) comparison.changes.push(`${where}: se quitó la respuesta ${status}`);
      continue;
    }
    const newContent = contentOf(current, after);
    for (const [media, item] of Object.entries(contentOf(response, before))) {
      const now = newContent[media];
      if (!now) comparison.changes.push(`${where} ${status}: la respuesta ya no es ${media}`);
      else
        compareSchemas(
          { schema: (now.schema as Schema) ?? {}, document: after },
          { schema: (item.schema as Schema) ?? {}, document: before },
          'response',
          `${where} ${status}`,
          '',
          comparison,
        );
    }
  }
}

/** Every change from `before` to `after` that breaks a client of `before` (empty: compatible). */
export function breakingChanges(before: ContractDocument, after: ContractDocument): string[] {
  const comparison: Comparison = { changes: [], seen: new Set() };
  for (const [path, item] of Object.entries(before.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const oldOperation = item[method];
      if (!isObject(oldOperation)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const newOperation = after.paths?.[path]?.[method];
      if (!isObject(newOperation)) {
        comparison.changes.push(`${where}: se quitó la operación`);
        continue;
      }
      // Pairs of named schemas compared in one operation may need comparing again in another.
      comparison.seen = new Set();
      compareOperation(before, after, oldOperation, newOperation, where, comparison);
    }
  }
  return [...new Set(comparison.changes)];
}
