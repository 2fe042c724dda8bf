import { loadHomePage } from './features/home/loadHomePage';

// Async boundary: shared singletons (React, the router, the store...) are negotiated with the
// remotes before any of them runs. Without it: "Shared module is not available for eager consumption".
void import('./bootstrap');
// The home page's chunk, in parallel with the app's on "/" (no other route downloads it).
if (window.location.pathname === '/') void loadHomePage();

export {};
