export * from './retentionRules';
export { runExclusively } from './runExclusively';
export { RetentionWorker, type RetentionWorkerOptions } from './retentionWorker';
