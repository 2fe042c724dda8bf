import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@universo/platform';
import { emptyValues, COMMUNITY_POST_RULES as R } from '@universo/contracts';
import { Form, FormProblem, SEND_PROBLEM, SubmitButton, TextAreaField, TextField } from '@universo/platform/forms';
import { Modal } from '../../../shared/components/Modal';
import { missingRequired } from '../../../shared/missingRequired';
import { useSubmitCommunityPostMutation } from '../api/submitCommunityPost';
import { COMMUNITY_TOASTS, communityPostRequest, type CommunityPostValues, PHOTO_MESSAGES } from '../communityPostForm';
import { PhotoField } from './PhotoField';
import { usePhotoUpload } from './usePhotoUpload';

/**
 * Spec sections 2, 5 and 8: the 'Comparte tu Emprendimiento' form. What was typed survives
 * closing with "Cancelar" (the form's values live here, not in the dialog); a successful send
 * clears it and closes the dialog.
 */
export function ShareVentureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [submit] = useSubmitCommunityPostMutation();
  const form = useForm<CommunityPostValues>({ defaultValues: emptyValues(R) });
  const { photo, choose, remove } = usePhotoUpload();
  const uploading = photo.status === 'uploading';
  const firstField = useRef<HTMLInputElement>(null);

  async function send(values: CommunityPostValues) {
    if (uploading) {
      form.setError(SEND_PROBLEM as never, { message: PHOTO_MESSAGES.uploading });
      return;
    }
    await submit(communityPostRequest(values, photo.status === 'ready' ? photo.imageUrl : null)).unwrap();
    toast(COMMUNITY_TOASTS.sent);
    form.reset(emptyValues(R));
    remove();
    onClose();
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
      <Form
        form={form}
        className="uf-form"
        onSubmit={send}
        onInvalid={(errors) => {
          if (missingRequired(R, errors)) toast(COMMUNITY_TOASTS.missing);
        }}
        // A 400 or 429 says what to change (or how long to wait): the form keeps it beside the fields.
        onFailure={() => toast({ ...COMMUNITY_TOASTS.failed, variant: 'destructive' })}
      >
        <TextField ref={firstField} id="venture-title" name="title" rule={R.title} label="Título del emprendimiento" />
        <TextAreaField
          id="venture-description"
          name="description"
          rule={R.description}
          label="Descripción"
          rows={4}
          hint="¿Qué hicieron, cómo lo hicieron y qué aprendieron?"
        />
        <TextField
          id="venture-child-age"
          name="childAge"
          rule={R.childAge}
          label="Edad del niño o la niña"
          hint={`De ${R.childAge.min} a ${R.childAge.max} años.`}
        />
        <TextField
          id="venture-parent-email"
          name="parentEmail"
          rule={R.parentEmail}
          label="Correo del padre, la madre o el acudiente"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint="Solo para contactarte si hace falta; nunca se publica."
        />
        <PhotoField photo={photo} onChoose={choose} onRemove={remove} />
        <FormProblem />
        <div className="uf-actions-end">
          <button type="button" className="uf-button uf-button--secondary" onClick={onClose}>
            Cancelar
          </button>
          <SubmitButton busy={uploading}>Enviar emprendimiento</SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
