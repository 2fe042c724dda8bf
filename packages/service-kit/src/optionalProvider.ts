import type { ModuleRef } from '@nestjs/core';
import type { InjectionToken } from '@nestjs/common';

/**
 * A provider anywhere in the application when some module offers it, else undefined: how the
 * shared guards find a service's own source (billing's entitlements, svc-auth's sessions) and
 * otherwise ask over HTTP.
 */
export function optionalProvider<T>(moduleRef: ModuleRef, token: InjectionToken): T | undefined {
  try {
    return moduleRef.get<T>(token, { strict: false });
  } catch {
    return undefined;
  }
}
