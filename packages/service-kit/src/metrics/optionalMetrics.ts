import type { ModuleRef } from '@nestjs/core';
import { optionalProvider } from '../optionalProvider';
import type { CacheName, CacheResult } from './metricDefinitions';
import { ServiceMetrics } from './serviceMetrics';

/** The service's metrics, when its module has them (every service's does; a bare test module may not). */
export function optionalMetrics(moduleRef: ModuleRef): ServiceMetrics | undefined {
  return optionalProvider<ServiceMetrics>(moduleRef, ServiceMetrics);
}

/** Counts each lookup of one of the shared caches (hit, miss…) in the service's metrics, when it has them. */
export function cacheLookupCounter(moduleRef: ModuleRef, cache: CacheName): ((result: CacheResult) => void) | undefined {
  const metrics = optionalMetrics(moduleRef);
  return metrics && ((result) => metrics.cacheLookup(cache, result));
}
