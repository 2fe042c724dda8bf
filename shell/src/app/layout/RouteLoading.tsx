/** Shown while a page's code loads (same look as PageState in @universo/platform, which is not loaded yet). */
export function RouteLoading() {
  return (
    <div className="uf-page-state" role="status">
      <span className="uf-spinner" aria-hidden="true" />
      <p>Cargando...</p>
    </div>
  );
}
