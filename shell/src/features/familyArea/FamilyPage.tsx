import { CHILD_AVATAR_LOOKS } from '@universo/contracts';
import type { Child } from '@universo/platform/api/content';
import francesca from '@universo/art/svg/francesca.svg';
import { EmptyState, ParentalCheckDialog, useCurrentUser, usePlayingChild } from '@universo/platform';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ActivityTimeline } from './ActivityTimeline';
import { AvatarPicker } from './AvatarPicker';
import { ChatSwitch } from './ChatSwitch';
import { ChildConversations } from './ChildConversations';
import { ConsentsSection } from './ConsentsSection';
import { SubscriptionSummary } from './SubscriptionSummary';
import './familyArea.css';
import { usePageTitle } from '@universo/platform/title';

/**
 * /familia, the adult area: each child's timeline and conversations, the chat switch per child,
 * the consents with a way to withdraw each, and the plan. The same parental check that guards
 * payments stands before it.
 */
export function FamilyPage() {
  const { user, isLoading } = useCurrentUser();
  const [adult, setAdult] = useState(false);
  const navigate = useNavigate();

  usePageTitle('Familia');

  if (isLoading) return null;
  if (!user) {
    return (
      <section className="shell-family uf-container" aria-labelledby="family-title">
        <h1 id="family-title">Familia</h1>
        <p className="uf-lead">
          <Link to="/login">Inicia sesión</Link> con la cuenta de tu familia para ver la actividad de tus hijos y sus permisos.
        </p>
      </section>
    );
  }
  if (!adult) {
    return (
      <section className="shell-family uf-container" aria-labelledby="family-title">
        <h1 id="family-title">Familia</h1>
        <p className="uf-lead">Esta zona es para personas adultas.</p>
        <ParentalCheckDialog
          title="Solo para personas adultas"
          confirmLabel="Entrar"
          busyLabel="Abriendo..."
          onConfirm={() => setAdult(true)}
          onClose={() => navigate('/')}
        >
          <p>Para ver la actividad de tus hijos y sus permisos, responde esta pregunta.</p>
        </ParentalCheckDialog>
      </section>
    );
  }
  return <FamilyArea />;
}

function FamilyArea() {
  const { family, isLoading } = usePlayingChild();
  return (
    <section className="shell-family uf-container" aria-labelledby="family-title">
      <h1 id="family-title">Familia</h1>
      <p className="uf-lead">
        Lo que hace cada uno de tus hijos, los permisos que diste y tu plan. Descarga o elimina los datos de tu familia en{' '}
        <Link to="/cuenta/datos">Tus datos</Link>.
      </p>
      {isLoading ? <p role="status">Cargando tu familia…</p> : null}
      {family && family.children.length === 0 ? (
        <EmptyState art={francesca}>
          <p>
            Todavía no hay perfiles de niños.{' '}
            {family.canAddChildren ? <Link to="/profile-setup?nuevo=1">Crea el primero</Link> : 'Confirma tu correo para crear el primero.'}
          </p>
        </EmptyState>
      ) : null}
      {family?.children.map((child) => (
        <ChildPanel key={child.id} child={child} playing={child.id === family.activeChildId} />
      ))}
      {family && family.canAddChildren ? (
        <p>
          <Link to="/profile-setup?nuevo=1" className="uf-button uf-button--secondary">
            Añadir un hijo o hija
          </Link>
        </p>
      ) : null}
      <ConsentsSection family={family?.children ?? []} />
      <SubscriptionSummary />
    </section>
  );
}

function ChildPanel({ child, playing }: { child: Child; playing: boolean }) {
  const titleId = useId();
  return (
    <article className="shell-family__card shell-family__child uf-card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <span aria-hidden="true">{CHILD_AVATAR_LOOKS[child.avatar].emoji}</span> {child.childName}
        <span className="shell-family__age"> · {child.childAge} años</span>
        {playing ? <span className="shell-family__playing">Jugando ahora</span> : null}
      </h2>
      <AvatarPicker child={child} />
      <ChatSwitch child={child} />
      <ActivityTimeline child={child} />
      <ChildConversations child={child} />
    </article>
  );
}
