// The Magic Zone games' rules, pure and shared: the games in mfe-magic-zone run them, and
// svc-content replays a reported play with the same code to recompute what it earned.
export * from './random';
export * from './spendOrSave/goals';
export * from './spendOrSave/scenarios';
export * from './spendOrSave/spendOrSave';
export * from './spendOrSave/replay';
export * from './businessSimulator/businessSimulator';
export * from './businessSimulator/replay';
export * from './marketStrategy/marketStrategy';
export * from './marketStrategy/replay';
export * from './investment/investmentGame';
export * from './investment/replay';
export * from './lemonade/lemonadeStand';
export * from './lemonade/replay';
