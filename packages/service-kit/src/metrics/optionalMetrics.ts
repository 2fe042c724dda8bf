import type { ModuleRef } from '@nestjs/core';
import { optionalProvider } from '../optionalProvider';
import { ServiceMetrics } from './serviceMetrics';

/** The service's metrics, when its module has them (every service's does; a bare test module may not). */
export function optionalMetrics(moduleRef: ModuleRef): ServiceMetrics | undefined {
  return optionalProvider<ServiceMetrics>(moduleRef, ServiceMetrics);
}
