/** A section of /familia while its data loads, or when it could not be read (with a retry). */
export function SectionLoadState({ loading, failed, what, onRetry }: { loading: boolean; failed: boolean; what: string; onRetry: () => void }) {
  if (loading) return <p role="status">Cargando {what}…</p>;
  if (!failed) return null;
  return (
    <p role="alert">
      No pudimos cargar {what}.{' '}
      <button type="button" className="uf-button uf-button--secondary uf-button--small" onClick={onRetry}>
        Reintentar
      </button>
    </p>
  );
}
