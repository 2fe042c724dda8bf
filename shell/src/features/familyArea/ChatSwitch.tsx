import { chatConsentText } from '@universo/contracts';
import type { Child } from '@universo/platform/api/content';
import { apiErrorMessage, toast } from '@universo/platform';
import { useId } from 'react';
import { formatMoment } from './familyAreaCopy';
import { useTurnChatOffMutation, useTurnChatOnMutation } from './familyAreaApi';

/**
 * Chat with the characters, per child: off until the adult turns it on, after reading what is
 * kept and for how long (the sentence's version is recorded with the consent).
 */
export function ChatSwitch({ child }: { child: Child }) {
  const [turnOn, on] = useTurnChatOnMutation();
  const [turnOff, off] = useTurnChatOffMutation();
  const textId = useId();
  const busy = on.isLoading || off.isLoading;

  async function change(enable: boolean): Promise<void> {
    try {
      if (enable) await turnOn(child.id).unwrap();
      else await turnOff(child.id).unwrap();
      toast({
        title: enable ? `Chat activado para ${child.childName}` : `Chat apagado para ${child.childName}`,
        description: enable ? 'Ya puede conversar con los personajes.' : 'Ya no puede conversar con los personajes.',
      });
    } catch (error) {
      toast({ title: 'No pudimos cambiar el chat', description: apiErrorMessage(error) ?? 'Inténtalo de nuevo.', variant: 'destructive' });
    }
  }

  return (
    <section className="shell-family__section" aria-label={`Chat de ${child.childName}`}>
      <h3>Chat con los personajes</h3>
      {child.chatConsent ? (
        <>
          <p>
            <strong>Activado</strong> desde el {formatMoment(child.chatConsent.grantedAt)}.
          </p>
          <button type="button" className="uf-button uf-button--secondary" disabled={busy} aria-busy={busy} onClick={() => void change(false)}>
            Apagar el chat de {child.childName}
          </button>
        </>
      ) : (
        <>
          <p>
            <strong>Apagado.</strong> <span id={textId}>{chatConsentText(child.childName)}</span>
          </p>
          <button type="button" className="uf-button" aria-describedby={textId} disabled={busy} aria-busy={busy} onClick={() => void change(true)}>
            Activar el chat de {child.childName}
          </button>
        </>
      )}
    </section>
  );
}
