export * from './retentionRules';
export { runExclusively } from './runExclusively';
export { RetentionWorker, type RetentionWorkerOptions, ScheduledRetention } from './retentionWorker';
