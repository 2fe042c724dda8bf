import type { DrawingList, DrawingSummary } from '@universo/platform/api/content';
import chispas from '@universo/art/svg/chispas.svg';
import { EmptyState, PageState } from '@universo/platform';
import { type RefObject, useState } from 'react';
import { Link } from 'react-router-dom';
import { drawingImageUrl } from '../api/uploadDrawing';
import { drawingLabel, galleryCountText } from '../domain/galleryText';
import { ListenParagraph } from '../../../shared/listen/ListenRow';
import { DRAWING_EMPTY_GALLERY, DRAWING_NEEDS_PROFILE, DRAWING_QUESTIONS } from '../drawingSpeech';
import { ConfirmDialog } from './ConfirmDialog';

export type GalleryState = { kind: 'ready'; list: DrawingList } | { kind: 'needs-profile' } | { kind: 'error'; retry: () => void };

export interface GalleryProps {
  state: GalleryState;
  deleting: string | null;
  onDelete: (drawing: DrawingSummary) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The child's private gallery, below the canvas: thumbnails from the service, newest first. */
export function Gallery({ state, deleting, onDelete, headingRef }: GalleryProps) {
  const [asking, setAsking] = useState<DrawingSummary | null>(null);

  return (
    <section className="drawing-gallery" aria-labelledby="drawing-gallery-title">
      <h3 id="drawing-gallery-title" ref={headingRef} tabIndex={-1}>
        <span aria-hidden="true">🖼️</span> Mi galería
      </h3>
      {state.kind === 'needs-profile' ? (
        <div className="drawing-gallery__note">
          <ListenParagraph text={DRAWING_NEEDS_PROFILE} />
          <Link to="/profile-setup" className="uf-button uf-button--secondary">
            Crear el perfil
          </Link>
        </div>
      ) : state.kind === 'error' ? (
        <PageState status="error" message="No pudimos cargar tu galería. Revisa tu conexión e inténtalo de nuevo." onRetry={state.retry} />
      ) : state.list.drawings.length === 0 ? (
        <EmptyState art={chispas} className="drawing-gallery__empty">
          <ListenParagraph text={DRAWING_EMPTY_GALLERY} />
        </EmptyState>
      ) : (
        <>
          <p className="drawing-gallery__count">{galleryCountText(state.list.count, state.list.limit)}</p>
          <ul className="drawing-gallery__list">
            {state.list.drawings.map((drawing) => {
              const label = drawingLabel(drawing.createdAt);
              return (
                <li key={drawing.id} className="drawing-gallery__item" data-drawing-id={drawing.id}>
                  <figure>
                    <img src={drawingImageUrl(drawing.id)} alt={label} width={drawing.width} height={drawing.height} loading="lazy" decoding="async" />
                    <figcaption>{label}</figcaption>
                  </figure>
                  <div className="drawing-gallery__actions">
                    <a
                      className="uf-button uf-button--secondary uf-button--small"
                      href={drawingImageUrl(drawing.id)}
                      download={`mi-dibujo-${drawing.id.slice(0, 8)}.png`}
                      aria-label={`Descargar ${label}`}
                    >
                      Descargar
                    </a>
                    <button
                      type="button"
                      className="uf-button uf-button--secondary uf-button--small"
                      aria-label={`Borrar ${label}`}
                      disabled={deleting === drawing.id}
                      onClick={() => setAsking(drawing)}
                    >
                      {deleting === drawing.id ? 'Borrando...' : 'Borrar'}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        question={DRAWING_QUESTIONS.deleteDrawing}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onDelete(asking);
          setAsking(null);
        }}
      />
    </section>
  );
}
