import { pageLabel } from '../moderationAccess';

/** Previous / next for a moderation list; nothing when everything fits in one page. */
export function Pager({ label, page, totalPages, onPage }: { label: string; page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="moderation-pager" aria-label={label}>
      <button type="button" className="uf-button uf-button--secondary uf-button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← Anterior
      </button>
      <span aria-live="polite">{pageLabel(page, totalPages)}</span>
      <button type="button" className="uf-button uf-button--secondary uf-button--small" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Siguiente →
      </button>
    </nav>
  );
}
