// Async boundary: shared singletons (React, the router, the store...) are negotiated with the
// remotes before any of them runs. Without it: RUNTIME-006 Invalid loadShareSync.
void import('./bootstrap');

export {};
