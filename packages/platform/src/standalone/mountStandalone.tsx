import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { createAppStore, Toaster } from '@universo/platform';
import '../styles/design.css';

export interface StandaloneOptions {
  /** Shown in the bar at the top, e.g. 'Historias'. */
  title: string;
  /** The remote's routes (package.json `universo.routes`), linked from the bar; "/" redirects to the first one. */
  routes: readonly string[];
}

/**
 * Renders a remote's App alone, as the shell would (one store, a router, toasts), inside a
 * minimal frame: the remote's team runs it with `npm run dev`. Not used by the real site.
 */
export function mountStandalone(App: ComponentType, { title, routes }: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root en standalone.html.');
  const store = createAppStore();
  const home = routes[0] ?? '/';
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <header className="uf-standalone-bar">
            <strong>{title} · modo independiente</strong>
            <nav aria-label="Rutas del remoto">
              {routes.map((route) => (
                <Link key={route} to={route}>
                  {route}
                </Link>
              ))}
            </nav>
          </header>
          <main id="contenido">
            <Routes>
              {home === '/' ? null : <Route index element={<Navigate to={home} replace />} />}
              <Route path="*" element={<App />} />
            </Routes>
          </main>
          <Toaster />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
