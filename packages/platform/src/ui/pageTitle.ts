import { useEffect } from 'react';

/** The site's name: the home page's title and the end of every other one. */
export const SITE_NAME = 'Universo de Francesca';

/**
 * The tab's title for a screen: "Zona Mágica · Universo de Francesca"; the site's name alone for
 * the home page (no title, or the site's name itself). Parts are joined with " · ", most precise
 * first: pageTitle('El Cofre de las Ideas', 'El Viaje de Francesca').
 */
export function pageTitle(...parts: (string | undefined)[]): string {
  const named = parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part) && part !== SITE_NAME);
  return [...named, SITE_NAME].join(' · ');
}

/**
 * Names the screen in the tab, the history and for screen readers while it is shown, and gives
 * the site's name back when it goes (a page still loading has no title of its own). `undefined`
 * leaves the title alone: a screen that is still loading its data, or one whose inner part (an
 * article inside the blog) names it. The home page passes SITE_NAME. Stateless, so every app
 * bundles it through `@universo/platform/title` without loading the platform.
 */
export function usePageTitle(title: string | readonly (string | undefined)[] | undefined): void {
  const text = title === undefined ? undefined : typeof title === 'string' ? pageTitle(title) : pageTitle(...title);
  useEffect(() => {
    if (text !== undefined) document.title = text;
  }, [text]);
  useEffect(
    () => () => {
      document.title = SITE_NAME;
    },
    [],
  );
}
