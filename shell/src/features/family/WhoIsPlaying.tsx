import { CHILD_AVATAR_LOOKS } from '@universo/contracts';
import type { Child, ChildrenResponse } from '@universo/platform/api/content';
import { apiErrorMessage, ParentalCheckDialog, toast, useDeleteChildMutation, usePlayChildMutation, usePlayingChild } from '@universo/platform';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { takeWhoIsPlayingRequest } from './playingProbe';

/**
 * "¿Quién está jugando?": the family's children as large buttons; the choice is kept by the
 * service, so progress, rewards and drawings follow it on every device. Managing the profiles is
 * for the adult: the same parental check that guards payments stands before it.
 */
export function WhoIsPlaying() {
  const { family, playing } = usePlayingChild();
  const [open, setOpen] = useState(false);
  const ready = Boolean(family && family.children.length > 0);
  // Opened at once when the family clicked the switcher before the store had loaded.
  useEffect(() => {
    if (ready && takeWhoIsPlayingRequest()) setOpen(true);
  }, [ready]);
  if (!family || family.children.length === 0) return null;
  return (
    <>
      <button type="button" className="uf-button uf-button--secondary uf-button--small shell-who__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true">{playing ? CHILD_AVATAR_LOOKS[playing.avatar].emoji : '👪'}</span> ¿Quién está jugando?
      </button>
      {open ? <WhoIsPlayingDialog family={family} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

interface DialogProps {
  family: ChildrenResponse;
  onClose: () => void;
}

function WhoIsPlayingDialog({ family, onClose }: DialogProps) {
  const { children, activeChildId, canAddChildren } = family;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const [play, { isLoading }] = usePlayChildMutation();
  const [remove, { isLoading: removing }] = useDeleteChildMutation();
  const [checking, setChecking] = useState(false);
  const [adult, setAdult] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const playing = children.find((child) => child.id === activeChildId) ?? null;

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  async function choose(child: Child) {
    try {
      await play(child.id).unwrap();
      toast({ title: `¡A jugar, ${child.childName}!`, description: 'Su progreso, sus recompensas y sus dibujos son los suyos.' });
      onClose();
    } catch (error) {
      toast({ title: 'No pudimos cambiar de jugador', description: apiErrorMessage(error) ?? 'Inténtalo de nuevo', variant: 'destructive' });
    }
  }

  async function removePlaying(child: Child) {
    try {
      await remove(child.id).unwrap();
      toast({ title: 'Perfil borrado', description: `Borramos el perfil de ${child.childName} con su progreso y sus dibujos.` });
      onClose();
    } catch (error) {
      toast({ title: 'No pudimos borrar el perfil', description: apiErrorMessage(error) ?? 'Inténtalo de nuevo', variant: 'destructive' });
    }
  }

  function go(path: string) {
    onClose();
    navigate(path);
  }

  return (
    <dialog
      ref={dialogRef}
      className="shell-who"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>¿Quién está jugando?</h2>
      <ul className="shell-who__list">
        {children.map((child) => (
          <li key={child.id}>
            <button
              type="button"
              className="shell-who__child"
              aria-pressed={child.id === activeChildId}
              disabled={isLoading}
              onClick={() => void choose(child)}
            >
              <span className="shell-who__avatar" aria-hidden="true">
                {CHILD_AVATAR_LOOKS[child.avatar].emoji}
              </span>
              <span className="shell-who__name">{child.childName}</span>
              <span className="shell-who__age">{child.childAge} años</span>
            </button>
          </li>
        ))}
      </ul>
      {adult ? (
        <section className="shell-who__adult" aria-label="Para personas adultas">
          <button type="button" className="uf-button" disabled={!canAddChildren} onClick={() => go('/profile-setup?nuevo=1')}>
            Añadir un hijo o hija
          </button>
          {!canAddChildren ? <p className="uf-field__hint">Ya tienes el máximo de perfiles, o falta confirmar tu correo.</p> : null}
          <button type="button" className="uf-button uf-button--secondary" onClick={() => go('/profile-setup')}>
            Editar el perfil de quien juega
          </button>
          <button type="button" className="uf-button uf-button--secondary" onClick={() => go('/familia')}>
            Ver la actividad, el chat y los permisos
          </button>
          {playing && !confirmingRemoval ? (
            <button type="button" className="uf-button uf-button--secondary" onClick={() => setConfirmingRemoval(true)}>
              Borrar el perfil de {playing.childName}
            </button>
          ) : null}
          {playing && confirmingRemoval ? (
            <div className="shell-who__confirm" role="group" aria-label={`Borrar el perfil de ${playing.childName}`}>
              <p>Se borrarán el perfil de {playing.childName}, su progreso, sus recompensas y sus dibujos. No se puede deshacer.</p>
              <button
                type="button"
                className="uf-button uf-button--accent"
                disabled={removing}
                aria-busy={removing}
                onClick={() => void removePlaying(playing)}
              >
                Sí, borrar el perfil
              </button>
              <button type="button" className="uf-button uf-button--secondary" onClick={() => setConfirmingRemoval(false)}>
                No, volver
              </button>
            </div>
          ) : null}
        </section>
      ) : (
        <button type="button" className="uf-button uf-button--secondary" onClick={() => setChecking(true)}>
          Área de la familia (personas adultas)
        </button>
      )}
      <button type="button" className="uf-button uf-button--secondary shell-who__close" onClick={onClose}>
        Cerrar
      </button>
      {checking ? (
        <ParentalCheckDialog
          title="Solo para personas adultas"
          confirmLabel="Continuar"
          busyLabel="Abriendo..."
          onConfirm={() => {
            setChecking(false);
            setAdult(true);
          }}
          onClose={() => setChecking(false)}
        >
          <p>Para añadir o editar los perfiles de tus hijos, responde esta pregunta.</p>
        </ParentalCheckDialog>
      ) : null}
    </dialog>
  );
}
