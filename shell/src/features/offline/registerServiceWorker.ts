import { SERVICE_WORKER_MESSAGES, SERVICE_WORKER_URL } from '@universo/platform/offline';

/** Same-origin files the page loaded (scripts, stylesheets, API reads, drawings). */
function loadedResources(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/`));
}

/**
 * Registers the site's service worker once the page has loaded (nothing on the first load waits
 * for it), then hands it what this first visit loaded before it was in control, and tells it to
 * send the queued progress events whenever the connection comes back.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = (): void => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        registration.active?.postMessage({ type: SERVICE_WORKER_MESSAGES.keepFirstVisit, pages: [location.href], resources: loadedResources() });
        if (navigator.onLine) registration.active?.postMessage({ type: SERVICE_WORKER_MESSAGES.replayProgress });
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  window.addEventListener('online', () => {
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: SERVICE_WORKER_MESSAGES.replayProgress }));
  });
}
