export { startStack, type StackHandle, type StackOptions, type StackService } from './stack';
export { buildStale, planBuild, type BuildResult } from './build';
export { planInstances, type ServiceInstance } from './env';
