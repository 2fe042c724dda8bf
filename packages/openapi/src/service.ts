import type { DynamicModule } from '@nestjs/common';
import { type BaseServiceConfig, loadConfig } from '@universo/service-kit';
import type { ResponseBodies } from './responseBodies';

/** What the @nestjs/swagger plugin read from one package: its DTOs' and controllers' entries. */
export interface PluginEntries {
  models: unknown[];
  controllers: unknown[];
}

/** The generated `src/openapi.metadata.ts` module (pluginMetadata.ts). */
export interface PluginMetadataModule {
  /** The modules of the types the entries name by reference, by path (`t` in `metadata`). */
  typeImports: () => Promise<Record<string, unknown>>;
  metadata: (t: Record<string, unknown>) => PluginEntries;
}

/** A package's plugin metadata and the answers read from its types (pluginMetadata.ts). */
export interface DescribedPackage {
  module: PluginMetadataModule;
  responseBodies: ResponseBodies;
}

/**
 * What a service hands to the generator: its Nest module and the plugin metadata generated from
 * its sources (`src/openapi.metadata.ts`). Each service declares one in `src/openapi.ts`.
 */
export interface OpenApiService {
  /** The route table's name: 'auth', 'content', 'chat', 'billing'. */
  name: string;
  title: string;
  description: string;
  /** The service's module, built with `documentationConfig` (no database is opened). */
  module: () => DynamicModule;
  /** `() => import('./openapi.metadata')`. */
  metadata: () => Promise<PluginMetadataModule>;
  /**
   * The Spanish tag of each controller (by class name): the reference page groups operations by
   * them. A controller without one fails the generation, so a new controller gets a tag.
   */
  tags: Record<string, string>;
  /**
   * The Spanish summary of each operation (by operationId, `Controller_method`), the line the
   * reference page shows. An operation without one fails the generation, so a new handler gets one;
   * the handler's doc comment (written for developers, in English) stays as its description.
   */
  summaries: Record<string, string>;
}

/**
 * A valid configuration for building the module only. Nest's preview mode never opens the
 * database nor starts a server, so these values are never used to connect anywhere.
 */
export function documentationConfig<T extends BaseServiceConfig>(schema: new () => T, env: Record<string, string> = {}): T {
  return loadConfig(schema, {
    NODE_ENV: 'test',
    PORT: '1',
    METRICS_PORT: '0',
    DATABASE_URL: 'postgres://documentation@127.0.0.1:1/documentation',
    SESSION_SECRET: 'documentation-only-secret-never-used-0123456789',
    ...env,
  });
}
