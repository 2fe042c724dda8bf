export type PageStateProps =
  | { status: 'loading'; message?: string }
  | {
      status: 'error';
      /** Short heading, e.g. 'Esta sección no se pudo cargar'. */
      title?: string;
      /** What went wrong, in words a family understands. */
      message: string;
      onRetry?: () => void;
      /** Level of the title's heading (1 when the error is the whole page). */
      headingLevel?: 1 | 2;
    };

/** The loading state or the error-with-retry state of a page or a section. */
export function PageState(props: PageStateProps) {
  if (props.status === 'loading') {
    return (
      <div className="uf-page-state" role="status">
        <span className="uf-spinner" aria-hidden="true" />
        <p>{props.message ?? 'Cargando...'}</p>
      </div>
    );
  }
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="uf-page-state uf-page-state--error" role="alert">
      <span className="uf-page-state__icon" aria-hidden="true">
        🌧️
      </span>
      {props.title ? <Heading className="uf-page-state__title">{props.title}</Heading> : null}
      <p>{props.message}</p>
      {props.onRetry ? (
        <button type="button" className="uf-button" onClick={props.onRetry}>
          Reintentar
        </button>
      ) : null}
    </div>
  );
}
