import type { DrawingSummary } from '@universo/platform/api/content';
import { apiErrorMessage, isApiRequestError, PageState, PremiumGate, premiumItemOf } from '@universo/platform';
import { useRef, useState } from 'react';
import { useDeleteDrawingMutation, useGetDrawingsQuery, useSaveDrawingMutation } from './api/drawingsApi';
import { DrawingStudio } from './components/DrawingStudio';
import { Gallery, type GalleryState } from './components/Gallery';
import { drawingLabel, fitsUpload, galleryIsFull } from './domain/galleryText';
import { ListenButton } from '../../shared/listen/ListenButton';
import { ListenRow } from '../../shared/listen/ListenRow';
import { DRAWING_INTRO } from './drawingSpeech';
import './advancedDrawing.css';

const FEATURE = 'La Zona de Dibujo Avanzada';
const NEEDS_PROFILE = 409;

/**
 * Zona de Dibujo Avanzada (premium item `advanced-drawing`): the canvas and the child's private
 * gallery. The gallery's list is asked first; when the service refuses it (403 with
 * `premiumItem`, for visitors too), the shared premium gate shows instead of the canvas.
 */
export function AdvancedDrawing() {
  const gallery = useGetDrawingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [saveDrawing, saving] = useSaveDrawingMutation();
  const [deleteDrawing] = useDeleteDrawingMutation();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const galleryHeading = useRef<HTMLHeadingElement>(null);

  const { currentData, error, isFetching, refetch } = gallery;
  if (premiumItemOf(error)) {
    return (
      <PremiumGate feature={FEATURE} locked>
        {null}
      </PremiumGate>
    );
  }
  const needsProfile = isApiRequestError(error) && error.status === NEEDS_PROFILE;
  if (!currentData && !needsProfile) {
    if (error && !isFetching) {
      return (
        <PageState
          status="error"
          title="¡Ups! Algo salió mal"
          message="No pudimos abrir la Zona de Dibujo. Revisa tu conexión e inténtalo de nuevo."
          onRetry={() => void refetch()}
        />
      );
    }
    return <PageState status="loading" message="Preparando tu lienzo..." />;
  }

  const state: GalleryState = needsProfile
    ? { kind: 'needs-profile' }
    : currentData
      ? { kind: 'ready', list: currentData }
      : { kind: 'error', retry: () => void refetch() };
  const saveBlockedReason = needsProfile
    ? 'Para guardar en la galería, primero crea el perfil de tu hijo o hija.'
    : currentData && galleryIsFull(currentData.count, currentData.limit)
      ? `Tu galería está llena (${currentData.limit} dibujos). Borra alguno para guardar uno nuevo.`
      : null;

  const onSave = async (png: Blob) => {
    if (!fitsUpload(png.size)) {
      setMessage({ text: 'Tu dibujo pesa más de 2 MB y no cabe en la galería. Puedes descargarlo como PNG.', error: true });
      return;
    }
    setMessage(null);
    const result = await saveDrawing(png);
    if ('data' in result && result.data) {
      setMessage({ text: '¡Listo! Tu dibujo está guardado en tu galería.', error: false });
      return;
    }
    const failure = 'error' in result ? result.error : undefined;
    setMessage({ text: apiErrorMessage(failure) ?? 'No pudimos guardar tu dibujo. Revisa tu conexión e inténtalo de nuevo.', error: true });
  };

  const onDelete = async (drawing: DrawingSummary) => {
    setDeleting(drawing.id);
    const result = await deleteDrawing(drawing.id);
    setDeleting(null);
    if ('error' in result) {
      setMessage({ text: apiErrorMessage(result.error) ?? 'No pudimos borrar el dibujo. Inténtalo de nuevo.', error: true });
      return;
    }
    setMessage({ text: `${drawingLabel(drawing.createdAt)} se borró de tu galería.`, error: false });
    // The button that had the focus is gone with its drawing: the gallery's heading takes it.
    galleryHeading.current?.focus();
  };

  return (
    <div className="drawing-zone">
      <ListenRow text={DRAWING_INTRO}>
        <p className="drawing-zone__intro">{DRAWING_INTRO}</p>
      </ListenRow>
      <DrawingStudio onSave={onSave} saving={saving.isLoading} saveBlockedReason={saveBlockedReason} />
      <div className="mz-listen-row">
        <p className={message?.error ? 'drawing-message drawing-message--error' : 'drawing-message'} role="status" aria-live="polite">
          {message?.text}
        </p>
        {message?.text ? <ListenButton live={message.text} /> : null}
      </div>
      <Gallery state={state} deleting={deleting} onDelete={(drawing) => void onDelete(drawing)} headingRef={galleryHeading} />
    </div>
  );
}
