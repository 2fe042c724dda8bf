import type { Child } from '@universo/platform/api/content';
import { apiErrorMessage, toast } from '@universo/platform';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CONSENT_LABELS, formatMoment } from './familyAreaCopy';
import { useGetChatConsentsQuery, useGetConsentsQuery, useTurnChatOffMutation } from './familyAreaApi';
import { SectionLoadState } from './SectionLoadState';

/**
 * Every consent the adult gave, with its version and date, and how to withdraw it: a child's
 * chat is turned off here; the registration's consents hold the account itself, so withdrawing
 * them means deleting the account (in Tus datos).
 */
export function ConsentsSection({ family }: { family: Child[] }) {
  const account = useGetConsentsQuery();
  const chat = useGetChatConsentsQuery();
  const [turnOff, off] = useTurnChatOffMutation();
  const [explaining, setExplaining] = useState<string | null>(null);
  const nameOf = (childId: string) => family.find((child) => child.id === childId)?.childName ?? 'un perfil borrado';

  async function withdrawChat(childId: string): Promise<void> {
    try {
      await turnOff(childId).unwrap();
      toast({ title: 'Permiso retirado', description: `El chat de ${nameOf(childId)} está apagado.` });
    } catch (error) {
      toast({ title: 'No pudimos retirar el permiso', description: apiErrorMessage(error) ?? 'Inténtalo de nuevo.', variant: 'destructive' });
    }
  }

  return (
    <section className="shell-family__card uf-card" aria-labelledby="family-consents-title">
      <h2 id="family-consents-title">Permisos que diste</h2>
      <SectionLoadState
        loading={account.isLoading || chat.isLoading}
        failed={account.isError || chat.isError}
        what="los permisos"
        onRetry={() => {
          void account.refetch();
          void chat.refetch();
        }}
      />
      <ul className="shell-family__consents">
        {(account.data ?? []).map((consent) => (
          <li key={consent.id}>
            <p>
              <strong>{CONSENT_LABELS[consent.kind]}</strong> (versión {consent.version}) el {formatMoment(consent.acceptedAt)}.
            </p>
            {explaining === consent.id ? (
              <p role="note">
                Sin este permiso no podemos guardar la cuenta de tu familia. Para retirarlo, elimina la cuenta en <Link to="/cuenta/datos">Tus datos</Link>:
                borraremos los datos de tu familia en todos nuestros servicios.
              </p>
            ) : (
              <button type="button" className="uf-button uf-button--secondary uf-button--small" onClick={() => setExplaining(consent.id)}>
                Retirar
              </button>
            )}
          </li>
        ))}
        {(chat.data ?? []).map((consent) => (
          <li key={consent.id}>
            <p>
              <strong>Chat con los personajes para {nameOf(consent.childId)}</strong> (versión {consent.version}) el {formatMoment(consent.grantedAt)}
              {consent.withdrawnAt ? `; retirado el ${formatMoment(consent.withdrawnAt)}` : ''}.
            </p>
            {consent.withdrawnAt ? null : (
              <button
                type="button"
                className="uf-button uf-button--secondary uf-button--small"
                disabled={off.isLoading}
                onClick={() => void withdrawChat(consent.childId)}
              >
                Retirar el permiso del chat de {nameOf(consent.childId)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
