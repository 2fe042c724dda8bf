import { type DynamicModule, Module } from '@nestjs/common';

/** What time it is for billing: injected so tests can move past the grace window without waiting. */
export type Clock = () => Date;

export const BILLING_CLOCK = Symbol('BILLING_CLOCK');

export const systemClock: Clock = () => new Date();

/** Provides BILLING_CLOCK to every billing module. */
@Module({})
export class ClockModule {
  static register(clock: Clock = systemClock): DynamicModule {
    return { module: ClockModule, global: true, providers: [{ provide: BILLING_CLOCK, useValue: clock }], exports: [BILLING_CLOCK] };
  }
}
