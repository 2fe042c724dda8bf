import { useEffect } from 'react';

const SITE_NAME = 'Universo de Francesca';

/** The tab's title for a page, e.g. "El Cofre de las Ideas · Universo de Francesca". */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = title === SITE_NAME ? SITE_NAME : `${title} · ${SITE_NAME}`;
  }, [title]);
}
