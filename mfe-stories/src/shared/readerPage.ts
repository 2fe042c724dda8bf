/**
 * Downloads the chapter page's code without drawing it, so a book saved for reading without
 * internet opens even if no chapter was read online yet (the service worker keeps what loads).
 * App.tsx registers the loader of its lazy page; features call it without importing the reader.
 */
let loader: (() => Promise<unknown>) | undefined;

export function registerReaderPageLoader(load: () => Promise<unknown>): void {
  loader = load;
}

export function loadReaderPage(): Promise<unknown> {
  return loader ? loader() : Promise.resolve();
}
