// Async boundary (see shell/src/index.ts): shared singletons are negotiated before the page runs.
void import('./bootstrap');

export {};
