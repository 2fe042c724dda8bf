import { useState } from 'react';
import type { LibraryResourceSummary, LibraryResponse } from '@universo/platform/api/content';
import { PremiumGate, premiumItemOf } from '@universo/platform';
import { downloadBlob } from '../../shared/download/downloadFile';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { PremiumSection } from '../../shared/premium/PremiumSection';
import { downloadPrintable } from './api/downloadPrintable';
import { useGetLibraryQuery } from './api/getLibrary';
import { ListenParagraph, ListenRow } from '../../shared/listen/ListenRow';
import { LIBRARY_INTRO } from './librarySpeech';
import '../../shared/ui/games.css';
import './resourceLibrary.css';

const FEATURE = 'La Biblioteca Completa';

/** Biblioteca Completa: 4 categories of 5 printables; the list and each file come from svc-content after the plan check. */
export function ResourceLibrary() {
  const query = useGetLibraryQuery();
  return (
    <PremiumSection
      query={query}
      feature={FEATURE}
      loadingMessage="Cargando la biblioteca..."
      errorMessage="No pudimos abrir la biblioteca. Revisa tu conexión e inténtalo de nuevo."
    >
      {(library) => <LibraryList library={library} />}
    </PremiumSection>
  );
}

function LibraryList({ library }: { library: LibraryResponse }) {
  const [downloaded, setDownloaded] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<LibraryResourceSummary | null>(null);
  const [refused, setRefused] = useState(false);
  const recordProgress = useRecordProgress();

  const download = async (resource: LibraryResourceSummary) => {
    setBusy(resource.id);
    setFailed(null);
    const result = await downloadPrintable(resource.downloadUrl);
    setBusy(null);
    if (result.ok) {
      downloadBlob(result.file, resource.fileName);
      setDownloaded((current) => new Set(current).add(resource.id));
    } else if (premiumItemOf(result.error)) {
      setRefused(true);
    } else {
      setFailed(resource);
    }
  };

  const markDone = (resource: LibraryResourceSummary) => {
    setDone((current) => new Set(current).add(resource.id));
    // The service decides what a printable is worth; it only needs to know which one.
    void recordProgress('challenge_completed', 'biblioteca-completa', { details: { resource: resource.id } });
  };

  // The plan ended while the list was open: the service refused the file, so the gate shows.
  if (refused) {
    return (
      <PremiumGate feature={FEATURE} locked>
        {null}
      </PremiumGate>
    );
  }

  return (
    <div className="library">
      <ListenParagraph text={LIBRARY_INTRO} />
      {failed ? (
        <p className="mz-message" role="alert">
          No pudimos descargar «{failed.title}». Revisa tu conexión e inténtalo de nuevo.
        </p>
      ) : null}
      {library.categories.map((category) => (
        <section key={category.id} className="library-category" aria-labelledby={`library-${category.id}`}>
          <ListenRow live={category.title}>
            <h3 id={`library-${category.id}`}>
              <span aria-hidden="true">{category.icon}</span> {category.title}
            </h3>
          </ListenRow>
          <ul className="uf-grid library-list">
            {category.resources.map((resource) => (
              <li key={resource.id} className="uf-card library-item">
                <ListenRow live={`${resource.title}. ${resource.kind}. ${resource.description}`}>
                  <h4>{resource.title}</h4>
                </ListenRow>
                <p className="uf-badge">{resource.kind}</p>
                <p>{resource.description}</p>
                <div className="mz-actions">
                  <button
                    type="button"
                    className="uf-button uf-button--small"
                    aria-label={`Descargar ${resource.title}`}
                    disabled={busy === resource.id}
                    onClick={() => void download(resource)}
                  >
                    <span aria-hidden="true">⬇️</span> {busy === resource.id ? 'Descargando…' : 'Descargar'}
                  </button>
                  {downloaded.has(resource.id) ? (
                    <button
                      type="button"
                      className="uf-button uf-button--small uf-button--secondary"
                      disabled={done.has(resource.id)}
                      aria-label={`Ya completé ${resource.title}`}
                      onClick={() => markDone(resource)}
                    >
                      {done.has(resource.id) ? '✅ ¡Completada!' : 'Ya la completé'}
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
