import { loadHomePage } from './features/home/loadHomePage';

// A visitor's page that came with its first screen runs this only once that screen is painted:
// the page's late-start script adds the app's scripts then (lateStartBlock of
// packages/federation/src/pageIncludes.mjs).

// Async boundary: shared singletons (React, the router, the store...) are negotiated with the
// remotes before any of them runs. Without it: "Shared module is not available for eager consumption".
void import('./bootstrap');
// The home page's chunk, in parallel with the app's on "/" (no other route downloads it).
if (window.location.pathname === '/') void loadHomePage();

export {};
