import 'reflect-metadata';
import type { INestApplication, Type } from '@nestjs/common';
import { GUARDS_METADATA, INTERCEPTORS_METADATA, REDIRECT_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { NestFactory } from '@nestjs/core';
import type { NestContainer } from '@nestjs/core/injector/container';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { OperationObject, PathItemObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  ALLOW_CROSS_SITE,
  AdminGuard,
  bodyPolicyOf,
  errorAnswersOf,
  premiumErrorAnswer,
  PublicReadInterceptor,
  requiredPremiumItem,
  SessionGuard,
} from '@universo/service-kit';
import { getMetadataStorage } from 'class-validator';
import { API_ERROR_SCHEMA, API_ERROR_SCHEMA_NAME, errorResponses, type OperationFacts, SHARED_RESPONSES } from './errors';
import type { ResponseBodies } from './responseBodies';
import type { DescribedPackage, OpenApiService, PluginMetadataModule } from './service';
import { sortedDeep } from './stable';
import { addValidationRules, dtoClasses } from './validationRules';
import { OPENAPI_VERSION } from './version';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/** The tags of the controllers service-kit gives every service. */
const SHARED_TAGS: Record<string, string> = {
  HealthController: 'Estado del servicio',
  FamilyDataController: 'Datos de la familia (entre servicios)',
};
const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);
/** The summaries of the operations service-kit gives every service. */
const SHARED_SUMMARIES: Record<string, string> = {
  HealthController_health: 'Dice si el servicio está en marcha (para el orquestador y el gateway).',
  FamilyDataController_export: 'Entrega los datos que este servicio guarda de una familia (exportación de la cuenta, entre servicios).',
  FamilyDataController_erase: 'Borra los datos que este servicio guarda de una familia (borrado de la cuenta, entre servicios).',
  FamilyDataController_eraseChild: 'Borra los datos que este servicio guarda de un niño de la familia (entre servicios).',
};

/** Every controller class the application registers, by class name. */
function controllersOf(app: INestApplication): Map<string, Type> {
  // Nest keeps its module graph on the application; preview mode builds it without instances.
  const container = (app as unknown as { container: NestContainer }).container;
  const found = new Map<string, Type>();
  for (const module of container.getModules().values()) {
    for (const wrapper of module.controllers.values()) found.set((wrapper.metatype as Type).name, wrapper.metatype as Type);
  }
  return found;
}

function extendsClass(candidate: unknown, base: Type): boolean {
  return typeof candidate === 'function' && (candidate === base || candidate.prototype instanceof base);
}

/** The Spanish texts of a DTO's class-validator rules (functions build their text per value: left out). */
function validationMessagesOf(dto: unknown): string[] {
  if (typeof dto !== 'function' || [String, Number, Boolean, Object, Array].includes(dto as never)) return [];
  const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  return rules.flatMap((rule) => (typeof rule.message === 'string' && rule.message ? [rule.message] : []));
}

/** The body, query and path parameters of a handler, with their declared types (DTO classes). */
function handlerInputs(controller: Type, methodName: string): { kind: RouteParamtypes; type: unknown }[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {}) as Record<string, { index: number; data?: unknown }>;
  const paramTypes = (Reflect.getMetadata('design:paramtypes', controller.prototype, methodName) ?? []) as unknown[];
  return Object.entries(args).flatMap(([key, arg]) => {
    const kind = Number(key.split(':')[0]) as RouteParamtypes;
    return [RouteParamtypes.BODY, RouteParamtypes.QUERY, RouteParamtypes.PARAM].includes(kind) ? [{ kind, type: paramTypes[arg.index] }] : [];
  });
}

/** What Nest's metadata says about one handler: its guards, its validated inputs, its rules' messages. */
export function operationFacts(controller: Type, methodName: string, httpMethod: string): OperationFacts {
  const handler = controller.prototype[methodName] as object;
  const guards = [...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []), ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? [])] as unknown[];
  const inputs = handlerInputs(controller, methodName);
  const allowCrossSite = Reflect.getMetadata(ALLOW_CROSS_SITE, handler) ?? Reflect.getMetadata(ALLOW_CROSS_SITE, controller);
  const adminOnly = guards.some((guard) => extendsClass(guard, AdminGuard));
  const interceptors = [
    ...(Reflect.getMetadata(INTERCEPTORS_METADATA, controller) ?? []),
    ...(Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? []),
  ] as unknown[];
  const premiumItem = requiredPremiumItem(controller, handler);
  return {
    httpMethod,
    validated: inputs.length > 0,
    validationMessages: inputs.flatMap((input) => validationMessagesOf(input.type)),
    hasPathParameters: inputs.some((input) => input.kind === RouteParamtypes.PARAM),
    // A @Body, or a BodyPolicy for a body read another way (a provider's notification, a plain HTML form).
    hasBody: inputs.some((input) => input.kind === RouteParamtypes.BODY) || bodyPolicyOf(handler) !== undefined,
    sessionRequired: guards.some((guard) => extendsClass(guard, SessionGuard)),
    adminOnly,
    rateLimited: guards.some((guard) => extendsClass(guard, ThrottlerGuard)),
    sameSiteChecked: STATE_CHANGING.has(httpMethod) && allowCrossSite !== true,
    publicRead: httpMethod === 'get' && interceptors.some((interceptor) => extendsClass(interceptor, PublicReadInterceptor)),
    // RequirePremium's 403 first, as its guard runs before the handler.
    handlerErrors: [...(premiumItem ? [premiumErrorAnswer(premiumItem)] : []), ...errorAnswersOf(handler)],
  };
}

/** A bare `object` (what the plugin writes for an interface) or nothing: not a description. */
function isBare(schema: unknown): boolean {
  if (schema === undefined) return true;
  const s = schema as { type?: unknown; items?: unknown; $ref?: unknown };
  return s.$ref === undefined && (s.type === 'object' || (s.type === 'array' && isBare(s.items)));
}

/**
 * A DTO property typed with an interface (`logo?: ProjectLogo`) is a bare `object` for the plugin:
 * its schema read from the TypeScript type takes its place, the rules the plugin read kept beside it.
 */
function describeDtoProperties(schemas: Record<string, SchemaObject>, properties: Record<string, SchemaObject>): void {
  for (const [key, schema] of Object.entries(properties)) {
    const [dto = '', property = ''] = key.split('.');
    const target = schemas[dto]?.properties as Record<string, SchemaObject> | undefined;
    if (!target?.[property] || !isBare(target[property])) continue;
    const { type: _bare, items: _items, ...facts } = target[property] as SchemaObject & { items?: unknown };
    target[property] = { ...schema, ...facts };
  }
}

/** Puts the schema read from the handler's return type in its success answers that have none. */
function describeAnswer(operation: OperationObject, schema: SchemaObject | undefined): void {
  if (!schema) return;
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!status.startsWith('2') || !response || '$ref' in response) continue;
    const content = response.content ?? { 'application/json': {} };
    for (const media of Object.values(content)) if (isBare(media.schema)) media.schema = schema;
    response.content = content;
  }
}

/**
 * A handler marked @Redirect answers a redirect, never its return value: @nestjs/swagger would
 * still describe a 200 with a body.
 */
function describeRedirect(operation: OperationObject, controller: Type, methodName: string): void {
  const redirect = Reflect.getMetadata(REDIRECT_METADATA, controller.prototype[methodName] as object) as { statusCode?: number } | undefined;
  if (!redirect) return;
  for (const status of Object.keys(operation.responses)) if (status.startsWith('2')) delete operation.responses[status];
  operation.responses[String(redirect.statusCode ?? 302)] = {
    description: 'Lleva al navegador a la página del resultado.',
    headers: { Location: { description: 'La página a la que va el navegador.', schema: { type: 'string' } } },
  };
}

/** Describes every operation's errors and tag; fails on a controller without a tag. */
function completeOperations(document: OpenAPIObject, app: INestApplication, service: OpenApiService, bodies: ResponseBodies): void {
  const controllers = controllersOf(app);
  const untagged = new Set<string>();
  const unsummarised: string[] = [];
  const inputTypes: unknown[] = [];
  for (const item of Object.values(document.paths) as PathItemObject[]) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const [controllerName = '', methodName = ''] = (operation.operationId ?? '').split('_');
      const controller = controllers.get(controllerName);
      if (!controller) throw new Error(`La operación ${operation.operationId} no tiene controlador`);
      const tag = service.tags[controllerName] ?? SHARED_TAGS[controllerName];
      if (!tag) untagged.add(controllerName);
      operation.tags = tag ? [tag] : [];
      const summary = service.summaries[operation.operationId ?? ''] ?? SHARED_SUMMARIES[operation.operationId ?? ''];
      if (!summary) unsummarised.push(operation.operationId ?? '');
      // The doc comment the plugin took as summary is the developers' note: it becomes the description.
      const note = [operation.summary, operation.description].filter(Boolean).join('\n\n');
      operation.summary = summary;
      operation.description = note || undefined;
      // The success answers the plugin found stay; the error answers are added beside them.
      describeAnswer(operation, bodies.operations[`${controllerName}.${methodName}`]);
      describeRedirect(operation, controller, methodName);
      inputTypes.push(...handlerInputs(controller, methodName).map((input) => input.type));
      operation.responses = { ...errorResponses(operationFacts(controller, methodName, method)), ...operation.responses };
      for (const response of Object.values(operation.responses)) {
        if (response && !('$ref' in response) && !response.description) response.description = 'Respuesta correcta.';
      }
    }
  }
  if (untagged.size > 0) throw new Error(`svc-${service.name}: falta la etiqueta de ${[...untagged].join(', ')} en src/openapi.ts`);
  if (unsummarised.length > 0) throw new Error(`svc-${service.name}: falta el resumen en español de ${unsummarised.join(', ')} en src/openapi.ts (summaries)`);
  addValidationRules((document.components?.schemas ?? {}) as Record<string, SchemaObject>, dtoClasses(inputTypes));
}

/** The answers read from a service's types with the shared controllers' beside them. */
function withSharedBodies(own: ResponseBodies, shared: ResponseBodies): ResponseBodies {
  const dtoProperties = { ...shared.dtoProperties, ...own.dtoProperties };
  return {
    operations: { ...shared.operations, ...own.operations },
    schemas: { ...shared.schemas, ...own.schemas },
    ...(Object.keys(dtoProperties).length > 0 ? { dtoProperties } : {}),
  };
}

/**
 * Hands the plugin's entries of the given packages to @nestjs/swagger, in the form its plugin
 * metadata loader reads (`{ '@nestjs/swagger': { models, controllers } }`), once for every package.
 */
async function loadPluginEntries(modules: PluginMetadataModule[]): Promise<void> {
  const entries = await Promise.all(modules.map(async (module) => module.metadata(await module.typeImports())));
  await SwaggerModule.loadPluginMetadata(async () => ({
    '@nestjs/swagger': { models: entries.flatMap((e) => e.models), controllers: entries.flatMap((e) => e.controllers) },
  }));
}

/**
 * Builds a service's OpenAPI document from its code: its module is composed in Nest's preview
 * mode (no instance, no database, no server), the plugin metadata is applied to its DTOs and
 * controllers, and @nestjs/swagger reads routes, parameters and validation rules from them.
 */
export async function createServiceDocument(
  service: OpenApiService,
  version: string,
  responseBodies: ResponseBodies,
  shared?: DescribedPackage,
): Promise<OpenAPIObject> {
  const app = await NestFactory.create(service.module(), new FastifyAdapter(), { preview: true, logger: false, abortOnError: false });
  try {
    // service-kit's controllers (health, family data) are described once, beside the service's own.
    const own = await service.metadata();
    await loadPluginEntries(shared ? [shared.module, own] : [own]);
    const bodies = shared ? withSharedBodies(responseBodies, shared.responseBodies) : responseBodies;
    const config = new DocumentBuilder()
      .setOpenAPIVersion(OPENAPI_VERSION)
      .setTitle(service.title)
      .setDescription(service.description)
      .setVersion(version)
      .build();
    const document = SwaggerModule.createDocument(app, config, {
      operationIdFactory: (controller, method) => `${controller}_${method}`,
      autoTagControllers: false,
    });
    completeOperations(document, app, service, bodies);
    describeDtoProperties((document.components?.schemas ?? {}) as Record<string, SchemaObject>, bodies.dtoProperties ?? {});
    const used = new Set(Object.values(document.paths).flatMap((item: PathItemObject) => HTTP_METHODS.flatMap((m) => item[m]?.tags ?? [])));
    document.tags = [...used].sort().map((name) => ({ name }));
    document.components = {
      ...document.components,
      schemas: {
        ...(bodies.schemas as Record<string, SchemaObject>),
        ...document.components?.schemas,
        [API_ERROR_SCHEMA_NAME]: API_ERROR_SCHEMA,
      },
      responses: SHARED_RESPONSES,
    };
    return sortedDeep(document);
  } finally {
    await app.close();
  }
}
