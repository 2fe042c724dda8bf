import type { OpenAPIObject } from '@nestjs/swagger';
import type { PathItemObject, SchemaObject, ReferenceObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { API_ERROR_SCHEMA, API_ERROR_SCHEMA_NAME, SHARED_RESPONSES } from './errors';
import { OPENAPI_VERSION } from './version';
import { sortedDeep } from './stable';

export interface ServiceDocument {
  /** The route table's name of the service ('auth'). */
  name: string;
  document: OpenAPIObject;
  /** The path prefixes the gateway sends to it (the route table's `api`). */
  api: string[];
}

/** True when `path` is one of the prefixes or below one (`/api/books` owns `/api/books/{id}`). */
export function underPrefixes(path: string, prefixes: string[]): boolean {
  return prefixes.some((prefix) => {
    const clean = prefix.replace(/\/+$/, '');
    return path === clean || path.startsWith(`${clean}/`);
  });
}

type Schemas = Record<string, SchemaObject | ReferenceObject>;

/** Replaces `#/components/schemas/<from>` references by `<to>` everywhere in a value. */
function renameRefs<T>(value: T, renames: Map<string, string>): T {
  if (renames.size === 0) return value;
  return JSON.parse(JSON.stringify(value), (key, v: unknown) => {
    if (key === '$ref' && typeof v === 'string') {
      const name = v.replace('#/components/schemas/', '');
      const renamed = renames.get(name);
      if (renamed) return `#/components/schemas/${renamed}`;
    }
    return v;
  }) as T;
}

/**
 * The one document the gateway serves: the operations it routes (each service's paths under its
 * route-table prefixes; health and service-to-service paths stay in the service's own document),
 * and the schemas they use. Two services with a schema of the same name and a different shape
 * keep both, the second one named after its service (`ChildDto_chat`).
 */
export function mergeDocuments(services: ServiceDocument[], info: { title: string; description: string; version: string }): OpenAPIObject {
  const paths: Record<string, PathItemObject> = {};
  const schemas: Schemas = {};
  const tags = new Map<string, string>();
  for (const service of services) {
    const own = (service.document.components?.schemas ?? {}) as Schemas;
    const renames = new Map<string, string>();
    for (const [name, schema] of Object.entries(own)) {
      const existing = schemas[name];
      if (existing && JSON.stringify(sortedDeep(existing)) !== JSON.stringify(sortedDeep(schema))) renames.set(name, `${name}_${service.name}`);
    }
    for (const [name, schema] of Object.entries(own)) schemas[renames.get(name) ?? name] = renameRefs(schema, renames);
    for (const [path, item] of Object.entries(service.document.paths)) {
      if (!underPrefixes(path, service.api)) continue;
      if (paths[path]) throw new Error(`La ruta ${path} está en dos servicios (la segunda: svc-${service.name})`);
      paths[path] = renameRefs(item, renames);
    }
    for (const tag of service.document.tags ?? []) tags.set(tag.name, tag.name);
  }
  // The shared error answers name it whatever the services did.
  schemas[API_ERROR_SCHEMA_NAME] = API_ERROR_SCHEMA;
  // Only the schemas an operation reaches (directly or through another schema).
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, v] of Object.entries(value)) {
        if (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
          const name = v.slice('#/components/schemas/'.length);
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(v);
      }
    }
  };
  visit(paths);
  visit(SHARED_RESPONSES);
  const usedTags = new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op: { tags?: string[] }) => op?.tags ?? [])));
  return sortedDeep({
    openapi: OPENAPI_VERSION,
    info,
    paths,
    tags: [...tags.keys()]
      .filter((tag) => usedTags.has(tag))
      .sort()
      .map((name) => ({ name })),
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
      responses: SHARED_RESPONSES,
    },
  } as OpenAPIObject);
}
