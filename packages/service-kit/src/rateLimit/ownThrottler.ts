import { applyDecorators, type ExecutionContext, Inject, Injectable, Module, SetMetadata, type Type, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type ThrottlerModuleOptions, type ThrottlerOptions, type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { SessionReader } from '../sessionAccess';
import { familyOrAddressTracker, SpanishThrottlerGuard } from '../throttle';
import { SERVICE_CONFIG } from '../tokens';

/** What a slice of a service says about its limits; the rest is {@link ownThrottler}'s. */
export interface OwnThrottlerSpec<Config, Kind extends string> {
  /** Names the guard (`<name>ThrottlerGuard`), its injection tokens and the route decorator's errors. */
  name: string;
  /**
   * The limits, read from the service's configuration. `kindOf` gives the kind a route declared
   * with the slice's decorator, for limits that differ by kind.
   */
  throttlers: (config: Config, kindOf: (context: ExecutionContext) => Kind) => ThrottlerOptions[];
}

/** The parts a slice of a service uses: a module to import, its guard, and the route decorator. */
export interface OwnThrottler<Kind extends string> {
  /** Import it in every module whose controllers use {@link OwnThrottler.route} or the guard. */
  RateLimitModule: Type<unknown>;
  Guard: Type<SpanishThrottlerGuard>;
  /** Rate-limits a route (per client, per route); `kind` chooses its limits where they differ. */
  route: (kind?: Kind) => MethodDecorator & ClassDecorator;
}

/**
 * A throttler with options and storage of its own, for one slice of a service: each slice keeps
 * its limits however another slice or the global ThrottlerModule is configured. A logged-in family
 * counts on its own (so a school or home network does not share one budget), anyone else by
 * address; the answer over a limit is the Spanish JSON 429 of {@link SpanishThrottlerGuard}.
 * Counters live in each replica's memory; the gateway limits in front of every replica.
 */
export function ownThrottler<Config, Kind extends string = never>(spec: OwnThrottlerSpec<Config, Kind>): OwnThrottler<Kind> {
  const OPTIONS = Symbol(`${spec.name}_THROTTLER_OPTIONS`);
  const STORAGE = Symbol(`${spec.name}_THROTTLER_STORAGE`);
  const KIND = `universo:${spec.name}RateLimitKind`;

  @Injectable()
  class Guard extends SpanishThrottlerGuard {
    constructor(@Inject(OPTIONS) options: ThrottlerModuleOptions, @Inject(STORAGE) storage: ThrottlerStorage, reflector: Reflector) {
      super(options, storage, reflector);
    }
  }
  Object.defineProperty(Guard, 'name', { value: `${spec.name}ThrottlerGuard` });

  const kindOf = (reflector: Reflector, context: ExecutionContext): Kind => {
    const kind = reflector.get<Kind | undefined>(KIND, context.getHandler());
    if (!kind) throw new Error(`${context.getClass().name}.${context.getHandler().name}: falta el tipo de límite de ${spec.name}`);
    return kind;
  };

  @Module({
    providers: [
      {
        provide: OPTIONS,
        inject: [SERVICE_CONFIG, SessionReader, Reflector],
        useFactory: (config: Config, sessions: SessionReader, reflector: Reflector): ThrottlerModuleOptions => ({
          getTracker: familyOrAddressTracker(sessions),
          throttlers: spec.throttlers(config, (context) => kindOf(reflector, context)),
        }),
      },
      { provide: STORAGE, useClass: ThrottlerStorageService },
      Guard,
    ],
    exports: [OPTIONS, STORAGE, Guard],
  })
  class RateLimitModule {}
  Object.defineProperty(RateLimitModule, 'name', { value: `${spec.name}RateLimitModule` });

  const route = (kind?: Kind) => (kind === undefined ? applyDecorators(UseGuards(Guard)) : applyDecorators(SetMetadata(KIND, kind), UseGuards(Guard)));
  return { RateLimitModule, Guard, route };
}
