import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageState } from '@universo/platform';
import { forgetRemoteApp, forgetRemoteAppIfFailed, remoteApp } from './remoteAppLoader';
import { RemoteBoundary } from './RemoteBoundary';

/** Renders the `./App` of one remote; its own <Routes> pick the page. */
export function RemoteApp({ name }: { name: string }) {
  const { pathname } = useLocation();
  const [, setAttempt] = useState(0);
  const App = remoteApp(name);

  // Leaving a section that failed: coming back to it tries again.
  useEffect(() => () => forgetRemoteAppIfFailed(name), [name]);

  const retry = () => {
    forgetRemoteApp(name);
    setAttempt((attempt) => attempt + 1);
  };

  return (
    <RemoteBoundary remoteName={name} resetKey={pathname} onRetry={retry}>
      <Suspense fallback={<PageState status="loading" message="Cargando..." />}>
        <App />
      </Suspense>
    </RemoteBoundary>
  );
}
