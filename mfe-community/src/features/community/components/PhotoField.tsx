import { COMMUNITY_IMAGE_LIMITS } from '@universo/contracts';
import { useRef } from 'react';
import { PHOTO_ACCEPT, uploadProgressLabel } from '../communityPostForm';
import type { PhotoState } from './usePhotoUpload';

const ID = 'venture-photo';
const MEGABYTES = Math.round(COMMUNITY_IMAGE_LIMITS.maxBytes / (1024 * 1024));

/**
 * The photo of a venture: the device's own file picker (keyboard and screen-reader friendly as
 * it is), a preview, the upload's progress and, in Spanish, what went wrong.
 */
export function PhotoField({ photo, onChoose, onRemove }: { photo: PhotoState; onChoose: (file: File | undefined) => void; onRemove: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const failed = photo.status === 'failed';
  const preview = photo.status === 'uploading' || photo.status === 'ready' ? photo.preview : undefined;
  const describedBy = [`${ID}-hint`, `${ID}-status`, failed ? `${ID}-error` : ''].filter(Boolean).join(' ');

  function remove() {
    // So choosing the same file again is a change.
    if (input.current) input.current.value = '';
    onRemove();
    input.current?.focus();
  }

  return (
    <div className="uf-field gallery-photo">
      <label htmlFor={ID}>Foto del emprendimiento (opcional)</label>
      <input
        ref={input}
        id={ID}
        type="file"
        accept={PHOTO_ACCEPT}
        className="uf-input gallery-photo__input"
        aria-invalid={failed ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      <p id={`${ID}-hint`} className="uf-field__hint">
        JPEG, PNG o WebP de hasta {MEGABYTES} MB. La guardamos sin la ubicación ni los datos de la cámara, y solo se ve cuando aprobamos la publicación.
      </p>
      <div id={`${ID}-status`} className="gallery-photo__status" aria-live="polite">
        {photo.status === 'uploading' ? (
          <>
            <progress max={100} value={Math.round(photo.progress * 100)} aria-label="Progreso de la subida de la foto" />
            <span>{uploadProgressLabel(photo.progress)}</span>
          </>
        ) : null}
        {photo.status === 'ready' ? <span>Foto lista: {photo.name}</span> : null}
      </div>
      {failed ? (
        <p id={`${ID}-error`} className="uf-field__error" role="alert">
          {photo.message}
        </p>
      ) : null}
      {preview ? <img className="gallery-photo__preview" src={preview} alt="Vista previa de la foto elegida" /> : null}
      {photo.status !== 'empty' ? (
        <div>
          <button type="button" className="uf-button uf-button--secondary" onClick={remove}>
            Quitar foto
          </button>
        </div>
      ) : null}
    </div>
  );
}
