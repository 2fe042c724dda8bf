import { type FormEvent, useRef, useState } from 'react';
import { apiErrorMessage, isApiRequestError, TextAreaField, TextField, toast } from '@universo/platform';
import { COMMUNITY_POST_LIMITS as L } from '@universo/contracts';
import { focusFirstInvalidField } from '../../../shared/focusFirstInvalidField';
import { type FieldErrors } from '../../../shared/formValidation';
import { Modal } from '../../../shared/components/Modal';
import { useSubmitCommunityPostMutation } from '../api/submitCommunityPost';
import {
  COMMUNITY_TOASTS,
  type CommunityPostField,
  type CommunityPostValues,
  EMPTY_COMMUNITY_POST,
  PHOTO_MESSAGES,
  validateCommunityPost,
} from '../communityPostForm';
import { PhotoField } from './PhotoField';
import { usePhotoUpload } from './usePhotoUpload';

/**
 * Spec sections 2, 5 and 8: the 'Comparte tu Emprendimiento' form. What was typed survives
 * closing with "Cancelar"; a successful send clears it and closes the dialog.
 */
export function ShareVentureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [submit, { isLoading }] = useSubmitCommunityPostMutation();
  const [values, setValues] = useState<CommunityPostValues>(EMPTY_COMMUNITY_POST);
  const [errors, setErrors] = useState<FieldErrors<CommunityPostField>>({});
  const [serverMessage, setServerMessage] = useState<string>();
  const { photo, choose, remove } = usePhotoUpload();
  const uploading = photo.status === 'uploading';
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLInputElement>(null);

  const change = (field: CommunityPostField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerMessage(undefined);
    if (uploading) {
      setServerMessage(PHOTO_MESSAGES.uploading);
      return;
    }
    const validation = validateCommunityPost({ ...values, imageUrl: photo.status === 'ready' ? photo.imageUrl : '' });
    if (!validation.ok) {
      setErrors(validation.errors);
      if (validation.missingRequired) toast(COMMUNITY_TOASTS.missing);
      focusFirstInvalidField(form.current);
      return;
    }
    setErrors({});
    try {
      await submit(validation.request).unwrap();
      toast(COMMUNITY_TOASTS.sent);
      setValues(EMPTY_COMMUNITY_POST);
      remove();
      onClose();
    } catch (error) {
      toast({ ...COMMUNITY_TOASTS.failed, variant: 'destructive' });
      // A 400 or 429 says what to change (or how long to wait): keep it beside the form.
      if (isApiRequestError(error) && typeof error.status === 'number' && error.status < 500) setServerMessage(apiErrorMessage(error));
    }
  }

  return (
    <Modal open={open} onClose={onClose} labelledBy="share-venture-title" initialFocus={firstField}>
      <div className="community-modal__header">
        <h2 id="share-venture-title">Comparte tu Emprendimiento</h2>
        <button type="button" className="community-modal__close" aria-label="Cerrar" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p>
        Cuéntanos qué creó tu hijo o hija. Revisamos cada publicación antes de mostrarla en la galería. Por seguridad, no escribas nombres completos, teléfonos
        ni direcciones.
      </p>
      <form ref={form} className="uf-form" noValidate onSubmit={send}>
        <TextField
          ref={firstField}
          id="venture-title"
          label="Título del emprendimiento"
          required
          maxLength={L.titleMax}
          value={values.title}
          onChange={change('title')}
          error={errors.title}
        />
        <TextAreaField
          id="venture-description"
          label="Descripción"
          rows={4}
          required
          maxLength={L.descriptionMax}
          hint="¿Qué hicieron, cómo lo hicieron y qué aprendieron?"
          value={values.description}
          onChange={change('description')}
          error={errors.description}
        />
        <TextField
          id="venture-child-age"
          label="Edad del niño o la niña"
          type="number"
          inputMode="numeric"
          min={L.childAgeMin}
          max={L.childAgeMax}
          step={1}
          required
          hint={`De ${L.childAgeMin} a ${L.childAgeMax} años.`}
          value={values.childAge}
          onChange={change('childAge')}
          error={errors.childAge}
        />
        <TextField
          id="venture-parent-email"
          label="Correo del padre, la madre o el acudiente"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          hint="Solo para contactarte si hace falta; nunca se publica."
          value={values.parentEmail}
          onChange={change('parentEmail')}
          error={errors.parentEmail}
        />
        <PhotoField photo={photo} onChoose={choose} onRemove={remove} />
        {serverMessage ? (
          <p className="uf-field__error" role="alert">
            {serverMessage}
          </p>
        ) : null}
        <div className="gallery-form__actions">
          <button type="button" className="uf-button uf-button--secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="uf-button" disabled={isLoading || uploading} aria-busy={isLoading || uploading}>
            Enviar emprendimiento
          </button>
        </div>
      </form>
    </Modal>
  );
}
