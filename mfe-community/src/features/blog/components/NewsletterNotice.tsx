import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NEWSLETTER_PARAM, newsletterNotice } from '../newsletterOutcome';

/** What the newsletter's e-mail links come back with (`/blog?newsletter=confirmado|baja|enlace-invalido`). */
export function NewsletterNotice() {
  const [params, setParams] = useSearchParams();
  const notice = newsletterNotice(params.get(NEWSLETTER_PARAM));
  const box = useRef<HTMLDivElement>(null);
  const outcome = notice?.outcome;
  useEffect(() => {
    if (outcome) box.current?.focus();
  }, [outcome]);

  if (!notice) return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEWSLETTER_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <div ref={box} tabIndex={-1} role="status" className={`uf-spread blog-notice blog-notice--${notice.tone}`}>
      <div>
        <p className="blog-notice__title">{notice.title}</p>
        <p>{notice.text}</p>
      </div>
      <button type="button" className="uf-button uf-button--secondary uf-button--small" onClick={dismiss}>
        Entendido
      </button>
    </div>
  );
}
