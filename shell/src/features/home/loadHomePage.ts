let loading: Promise<typeof import('./HomePage')> | undefined;

/**
 * The home page's chunk: only "/" needs it, so it is not part of every route's first download.
 * The entry starts it on "/" beside the app itself (shell/src/index.ts): no request waits for another.
 */
export function loadHomePage(): Promise<typeof import('./HomePage')> {
  loading ??= import(/* webpackChunkName: "home" */ './HomePage');
  return loading;
}
