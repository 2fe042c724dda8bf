import { PageState } from '@universo/platform';

/** A book or a chapter that could not be read (the network, the service): the page's heading and a retry. */
export function StoryLoadError({ what, onRetry }: { what: 'este libro' | 'este capítulo'; onRetry: () => void }) {
  return (
    <div className="uf-container">
      <PageState
        status="error"
        headingLevel={1}
        title="¡Ups! Algo salió mal"
        message={`No pudimos abrir ${what}. Revisa tu conexión e inténtalo de nuevo.`}
        onRetry={onRetry}
      />
    </div>
  );
}
