import { lazy, StrictMode, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';

// Toasts come from @universo/platform, which loads after the first paint (see lazyWithState).
const Toaster = lazy(() => import('@universo/platform').then((platform) => ({ default: platform.Toaster })));

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </BrowserRouter>
    </StrictMode>
  );
}
