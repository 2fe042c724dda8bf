import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './useToast';

// Radix is not needed to paint a page: it loads with the first toast, or when F8 asks for the
// notification area (spec section 8), and then handles F8 itself.
const RadixToasts = lazy(() => import('./RadixToasts'));

/**
 * The notification area. Render it once, at the root of the page (the shell, or a standalone remote).
 * `focusRequested`: F8 was pressed before this component loaded; the area takes the focus at once.
 */
export function Toaster({ focusRequested: focusAlreadyRequested = false }: { focusRequested?: boolean } = {}) {
  const toasts = useToasts();
  const [focusRequested, setFocusRequested] = useState(focusAlreadyRequested);
  const loaded = focusRequested || toasts.length > 0;

  useEffect(() => {
    if (loaded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'F8' || event.key === 'F8') setFocusRequested(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [loaded]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <RadixToasts toasts={toasts} focusViewportOnMount={focusRequested} />
    </Suspense>
  );
}
