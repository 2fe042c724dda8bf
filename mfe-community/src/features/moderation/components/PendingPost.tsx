import { moderationImageUrl } from '@universo/contracts';
import type { ModerationCommunityPost } from '@universo/platform/api/content';
import { useEffect, useRef, useState } from 'react';
import type { ReviewAction } from '../api/reviewCommunityPost';
import { receivedAt } from '../moderationAccess';

const CONFIRM: Record<ReviewAction, { question: string; yes: string }> = {
  approve: { question: '¿Aprobar esta publicación? Aparecerá en la galería pública.', yes: 'Sí, aprobar' },
  reject: { question: '¿Rechazar esta publicación? No aparecerá en la galería.', yes: 'Sí, rechazar' },
};

/** One post waiting for review: everything a moderator needs, and approve / reject with a confirmation. */
export function PendingPost({ post, busy, onReview }: { post: ModerationCommunityPost; busy: boolean; onReview: (action: ReviewAction) => void }) {
  const photo = post.imageUrl ? moderationImageUrl(post.imageUrl) : null;
  const [confirming, setConfirming] = useState<ReviewAction | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const titleId = `pending-${post.id}`;

  return (
    <article className="uf-card moderation-item" aria-labelledby={titleId}>
      <h3 id={titleId}>{post.title}</h3>
      <p className="moderation-item__text">{post.description}</p>
      <dl className="moderation-item__facts">
        <div>
          <dt>Edad</dt>
          <dd>{post.childAge} años</dd>
        </div>
        <div>
          <dt>Enviado</dt>
          <dd>{receivedAt(post.createdAt)}</dd>
        </div>
        <div>
          <dt>Correo del adulto</dt>
          <dd>
            <a href={`mailto:${post.parentEmail}`}>{post.parentEmail}</a>
          </dd>
        </div>
        <div>
          <dt>Imagen</dt>
          <dd>
            {photo ? (
              // The photo is not public until approved: moderators see it through their own route.
              <a href={photo} target="_blank" rel="noopener noreferrer">
                <img className="moderation-item__photo" src={photo} alt={`Foto de «${post.title}»`} loading="lazy" />
                Ver la imagen (se abre en otra pestaña)
              </a>
            ) : (
              'Sin imagen'
            )}
          </dd>
        </div>
      </dl>
      {confirming ? (
        <div className="moderation-item__confirm" role="group" aria-label={`Confirmar: ${post.title}`}>
          <p>{CONFIRM[confirming].question}</p>
          <div className="uf-card__actions">
            <button
              ref={confirmButton}
              type="button"
              className={confirming === 'approve' ? 'uf-button' : 'uf-button uf-button--accent'}
              disabled={busy}
              aria-busy={busy}
              onClick={() => onReview(confirming)}
            >
              {CONFIRM[confirming].yes}
            </button>
            <button type="button" className="uf-button uf-button--secondary" disabled={busy} onClick={() => setConfirming(null)}>
              Cancelar
            </button>
          </div>
        </div>
      ) : (
        <div className="uf-card__actions">
          <button type="button" className="uf-button" aria-label={`Aprobar: ${post.title}`} onClick={() => setConfirming('approve')}>
            Aprobar
          </button>
          <button type="button" className="uf-button uf-button--secondary" aria-label={`Rechazar: ${post.title}`} onClick={() => setConfirming('reject')}>
            Rechazar
          </button>
        </div>
      )}
    </article>
  );
}
