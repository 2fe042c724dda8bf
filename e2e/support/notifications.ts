import type { Locator, Page } from '@playwright/test';

/** The toasts' area. Radix repeats a toast's text in a hidden live region for a moment: look inside the visible area. */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: /Notificaciones/ });
}
