// The six story characters' facts, one table for every app that shows or voices them.
export * from './facts';
export * from './statements';
