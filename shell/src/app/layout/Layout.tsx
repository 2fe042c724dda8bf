import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '../../features/offline/OfflineBanner';
import { FloatingChat } from './FloatingChat';
import { RouteLoading } from './RouteLoading';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function Layout() {
  return (
    <div className="shell">
      <ScrollToTop />
      <a className="shell-skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <SiteHeader />
      <main id="contenido" className="shell-main" tabIndex={-1}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <FloatingChat />
      <OfflineBanner />
    </div>
  );
}
