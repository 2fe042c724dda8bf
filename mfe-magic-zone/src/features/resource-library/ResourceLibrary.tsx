import { useState } from 'react';
import { downloadText } from '../../shared/download/downloadFile';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { LIBRARY_CATEGORIES } from './domain/libraryCatalogue';
import { type LibraryResource, resourceFileName } from './domain/resource';
import '../../shared/ui/games.css';
import './resourceLibrary.css';

/** Points a printable done at home is worth (svc-content keeps a challenge within 30 and 250). */
const PRINTABLE_DONE_POINTS = 30;

/** Biblioteca Completa: 4 categories of 5 printables, each generated when downloaded. */
export function ResourceLibrary() {
  const [downloaded, setDownloaded] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const recordProgress = useRecordProgress();

  const download = (resource: LibraryResource) => {
    downloadText(resource.build(), resourceFileName(resource));
    setDownloaded((current) => new Set(current).add(resource.id));
  };

  const markDone = (resource: LibraryResource) => {
    setDone((current) => new Set(current).add(resource.id));
    void recordProgress('challenge_completed', 'biblioteca-completa', {
      points: PRINTABLE_DONE_POINTS,
      details: { resource: resource.id },
    });
  };

  return (
    <div className="library">
      <p>Hojas para imprimir y completar en familia: tablas de ahorro, listas, juegos y plantillas. Cuando termines una, ¡márcala!</p>
      {LIBRARY_CATEGORIES.map((category) => (
        <section key={category.id} className="library-category" aria-labelledby={`library-${category.id}`}>
          <h3 id={`library-${category.id}`}>
            <span aria-hidden="true">{category.icon}</span> {category.title}
          </h3>
          <ul className="library-list">
            {category.resources.map((resource) => (
              <li key={resource.id} className="uf-card library-item">
                <h4>{resource.title}</h4>
                <p className="uf-badge">{resource.kind}</p>
                <p>{resource.description}</p>
                <div className="mz-actions">
                  <button type="button" className="uf-button uf-button--small" aria-label={`Descargar ${resource.title}`} onClick={() => download(resource)}>
                    <span aria-hidden="true">⬇️</span> Descargar
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
