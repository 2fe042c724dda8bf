import { ContactMessages } from './ContactMessages';
import { PendingPosts } from './PendingPosts';
import { SecondFactorGate } from './SecondFactorGate';

/**
 * What an admin works with: the second step of sign-in, then the gallery's queue and the contact
 * messages. Its own chunk (with react-hook-form for the code forms), so a visitor or a family who
 * opens /moderacion downloads only the page's notice.
 */
export function ModerationDesk() {
  return (
    <SecondFactorGate>
      <p className="uf-lead">Revisa las publicaciones antes de que aparezcan en la Galería de Sueños y lee los mensajes del formulario de contacto.</p>
      <PendingPosts />
      <ContactMessages />
    </SecondFactorGate>
  );
}
