/**
 * The API reference page the gateway serves at /api/docs: plain HTML written from the merged
 * OpenAPI document when the config is generated. No script at all (the site's CSP allows none
 * inline, and neither the machine nor a phone should fetch a viewer from another host): each
 * operation with its parameters, body fields, answers and the Spanish error messages it can send.
 */
// The source module, not the package: the gateway's configuration is generated with tsx, without a build.
import { escapeHtml, standalonePage } from '../../packages/contracts/src/htmlPage';

/** The few parts of an OpenAPI 3.1 document the page reads. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
}
interface MediaType {
  schema?: Schema;
  examples?: Record<string, { summary?: string; value?: { message?: string } }>;
}
interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, Response>;
}
export interface ApiDocument {
  info: { title: string; description?: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, Response> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const escape = (text: unknown): string => escapeHtml(String(text));

const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);
const anchor = (text: string): string => text.replace(/[^A-Za-z0-9_-]+/g, '-');

function typeText(schema: Schema | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))) return `${typeText(schema.items)}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'cualquiera');
  return schema.format ? `${type} (${schema.format})` : type;
}

function rulesText(schema: Schema): string {
  const rules: string[] = [];
  if (schema.minLength !== undefined) rules.push(`mín. ${schema.minLength} caracteres`);
  if (schema.maxLength !== undefined) rules.push(`máx. ${schema.maxLength} caracteres`);
  if (schema.minimum !== undefined) rules.push(`desde ${schema.minimum}`);
  if (schema.maximum !== undefined) rules.push(`hasta ${schema.maximum}`);
  if (schema.pattern) rules.push(`patrón ${schema.pattern}`);
  return rules.join(', ');
}

/** The type as HTML: a named schema links to its table at the end of the page. */
function typeHtml(schema: Schema | undefined): string {
  if (schema?.$ref) return `<a href="#schema-${anchor(refName(schema.$ref))}">${escape(refName(schema.$ref))}</a>`;
  if (schema?.type === 'array' && schema.items?.$ref) return `${typeHtml(schema.items)}[]`;
  return escape(typeText(schema));
}

function schemaTable(document: ApiDocument, schema: Schema | undefined): string {
  const resolved = schema?.$ref ? document.components?.schemas?.[refName(schema.$ref)] : schema;
  if (!resolved?.properties) return `<p>${escape(typeText(schema))}</p>`;
  const required = new Set(resolved.required ?? []);
  const rows = Object.entries(resolved.properties).map(
    ([name, property]) =>
      `<tr><td><code>${escape(name)}</code>${required.has(name) ? ' <span class="req">obligatorio</span>' : ''}</td><td>${typeHtml(property)}</td><td>${escape([rulesText(property), property.description ?? ''].filter(Boolean).join('. '))}</td></tr>`,
  );
  const title = schema?.$ref ? `<p class="schema">${typeHtml(schema)}</p>` : '';
  return `${title}<table><thead><tr><th>Campo</th><th>Tipo</th><th>Reglas</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function responseItem(document: ApiDocument, status: string, given: Response): string {
  const response = given.$ref ? (document.components?.responses?.[refName(given.$ref)] ?? {}) : given;
  const media = response.content?.['application/json'];
  const messages = Object.values(media?.examples ?? {})
    .map((example) => example.value?.message ?? example.summary)
    .filter((message): message is string => Boolean(message));
  const body = media?.schema ? ` <span class="type">${typeHtml(media.schema)}</span>` : '';
  const list = messages.length > 0 ? `<ul class="messages">${messages.map((m) => `<li>«${escape(m)}»</li>`).join('')}</ul>` : '';
  return `<li><b>${escape(status)}</b> ${escape(response.description ?? '')}${body}${list}</li>`;
}

function operationSection(document: ApiDocument, method: string, path: string, operation: Operation): string {
  const id = anchor(operation.operationId ?? `${method}-${path}`);
  const parameters = (operation.parameters ?? []).map(
    (p) =>
      `<tr><td><code>${escape(p.name)}</code>${p.required ? ' <span class="req">obligatorio</span>' : ''}</td><td>${escape(p.in)}</td><td>${escape(typeText(p.schema))}</td><td>${escape(p.description ?? '')}</td></tr>`,
  );
  const body = operation.requestBody?.content?.['application/json'];
  const responses = Object.entries(operation.responses ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
  return [
    `<section class="op" id="${id}">`,
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>`,
    operation.summary ? `<p>${escape(operation.summary)}</p>` : '',
    operation.description ? `<p>${escape(operation.description)}</p>` : '',
    parameters.length
      ? `<h4>Parámetros</h4><table><thead><tr><th>Nombre</th><th>En</th><th>Tipo</th><th>Descripción</th></tr></thead><tbody>${parameters.join('')}</tbody></table>`
      : '',
    body ? `<h4>Cuerpo (JSON)</h4>${schemaTable(document, body.schema)}` : '',
    `<h4>Respuestas</h4><ul class="responses">${responses.map(([status, response]) => responseItem(document, status, response)).join('')}</ul>`,
    '</section>',
  ].join('\n');
}

/** The whole page, grouped by tag, in the document's path order. */
export function apiDocsPage(document: ApiDocument): string {
  const byTag = new Map<string, string[]>();
  const index = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Otras';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(document, method, path, operation)]);
      const id = anchor(operation.operationId ?? `${method}-${path}`);
      index.set(tag, [
        ...(index.get(tag) ?? []),
        `<li><a href="#${id}"><span class="method ${method}">${method.toUpperCase()}</span> ${escape(path)}</a></li>`,
      ]);
    }
  }
  const tags = [...byTag.keys()].sort((a, b) => a.localeCompare(b, 'es'));
  const count = [...byTag.values()].reduce((sum, list) => sum + list.length, 0);
  return standalonePage({
    title: document.info.title,
    style: `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#222}
code{font:13px ui-monospace,monospace;background:#f3f0f8;padding:0 .2em;border-radius:3px}
table{border-collapse:collapse;width:100%;margin:.3rem 0;font-size:14px}th,td{border:1px solid #ddd;padding:.2rem .4rem;text-align:left;vertical-align:top}
.op{border-top:1px solid #ccc;padding:.5rem 0}.method{display:inline-block;min-width:4.2em;font-weight:700;font-size:12px;color:#fff;border-radius:3px;padding:0 .3em;text-align:center}
.get{background:#2f6db5}.post{background:#2e8540}.put,.patch{background:#b26b00}.delete{background:#b3261e}
.req{color:#b3261e;font-size:12px}.type,.schema{color:#555;font-size:13px}.messages{color:#444;font-size:13px}
nav ul{columns:2;list-style:none;padding:0}nav a{text-decoration:none}h2{margin-top:2rem}
`,
    body: `<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description ?? '')}</p>
<p>${count} operaciones. El documento OpenAPI 3.1 completo: <a href="/api/openapi.json">/api/openapi.json</a>. Toda respuesta de error tiene la forma <code>{ statusCode, error, message }</code> con un mensaje en español.</p>
<nav>${tags.map((tag) => `<details open><summary>${escape(tag)}</summary><ul>${index.get(tag)!.join('')}</ul></details>`).join('\n')}</nav>
${tags.map((tag) => `<h2 id="${anchor(tag)}">${escape(tag)}</h2>\n${byTag.get(tag)!.join('\n')}`).join('\n')}
<h2 id="esquemas">Esquemas</h2>
${Object.keys(document.components?.schemas ?? {})
  .sort()
  .map(
    (name) => `<section class="op" id="schema-${anchor(name)}"><h3>${escape(name)}</h3>${schemaTable(document, document.components!.schemas![name])}</section>`,
  )
  .join('\n')}`,
  });
}
