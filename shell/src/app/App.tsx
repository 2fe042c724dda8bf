import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { useStoreLoaded } from './state/storeStatus';

const Toaster = lazy(() => import('@universo/platform').then((platform) => ({ default: platform.Toaster })));

/**
 * The notification area. Toasts come from code that loaded @universo/platform (with the store), so
 * the Toaster loads with it; on a page that never needed it, F8 still opens the area (spec section 8).
 */
function Notifications() {
  const storeLoaded = useStoreLoaded();
  const [focusRequested, setFocusRequested] = useState(false);

  useEffect(() => {
    if (storeLoaded || focusRequested) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'F8' || event.key === 'F8') setFocusRequested(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [storeLoaded, focusRequested]);

  if (!storeLoaded && !focusRequested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusRequested={focusRequested} />
    </Suspense>
  );
}

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
        <Notifications />
      </BrowserRouter>
    </StrictMode>
  );
}
