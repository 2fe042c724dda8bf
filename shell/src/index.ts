import { FIRST_SCREEN_ELEMENT_ID } from '@universo/contracts/src/firstScreen';
import { loadHomePage } from './features/home/loadHomePage';

function start(): void {
  // Async boundary: shared singletons (React, the router, the store...) are negotiated with the
  // remotes before any of them runs. Without it: "Shared module is not available for eager consumption".
  void import('./bootstrap');
  // The home page's chunk, in parallel with the app's on "/" (no other route downloads it).
  if (window.location.pathname === '/') void loadHomePage();
}

// A page that came with its first screen (a visitor's) shows it first: the app's code, already
// downloading beside it (the page's preload hints), runs only after the browser has painted it, so
// a slow phone draws the text before it spends its first second on JavaScript.
// (A page opened in a background tab paints nothing, and would get no animation frame: it starts now.)
if (document.getElementById(FIRST_SCREEN_ELEMENT_ID) && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();

export {};
