import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec section 2: changing route scrolls the page to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
