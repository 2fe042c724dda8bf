import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_PATH_ATTRIBUTE, isFirstScreenReady } from '@universo/contracts/src/firstScreen';

/** A page that never settles (a section down, an error) is shown as it is after this long. */
const LONGEST_HOLD_MS = 10_000;

/**
 * The gateway may have put this page's first screen into the HTML, before `#root`: the text a
 * visitor sees before any JavaScript ran. It stays (inert) while the app draws the same page
 * unseen in `#root` (hidden by shell.css while the copy is there), and goes as soon as the app's
 * page is ready, so nothing flashes or moves. A copy of another page (a page kept for offline
 * reading, opened at another address) goes at once.
 */
export function holdFirstScreen(container: HTMLElement): void {
  const copy = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!copy) return;
  if (copy.getAttribute(FIRST_SCREEN_PATH_ATTRIBUTE) !== window.location.pathname) {
    copy.remove();
    return;
  }
  const timer = window.setTimeout(release, LONGEST_HOLD_MS);
  const observer = new MutationObserver(() => {
    if (isFirstScreenReady(container)) release();
  });
  function release(): void {
    observer.disconnect();
    window.clearTimeout(timer);
    copy?.remove();
  }
  observer.observe(container, { childList: true, subtree: true });
}
