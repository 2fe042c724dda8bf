import { useLocation } from 'react-router-dom';
import { NotFound, PageState } from '@universo/platform';
import { RemoteApp } from './RemoteApp';
import { loadRemotes } from './remoteRegistry';
import { findRemoteForPath } from './remotesManifest';
import { useRemotes } from './useRemotes';

/** The shell's catch-all route: the remote that owns the pathname, or the 404 page. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remotes = useRemotes();

  if (remotes.status === 'loading') return <PageState status="loading" message="Cargando..." />;
  if (remotes.status === 'error') {
    return (
      <div className="uf-container">
        <PageState
          status="error"
          headingLevel={1}
          title="Esta sección no se pudo cargar"
          message="No pudimos conectar con esta parte del universo. Revisa tu conexión e inténtalo de nuevo."
          onRetry={() => void loadRemotes()}
        />
      </div>
    );
  }
  const remote = findRemoteForPath(remotes.remotes, pathname);
  if (!remote) return <NotFound />;
  return <RemoteApp key={remote.name} name={remote.name} />;
}
