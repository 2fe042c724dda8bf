import { CardIcon } from '@universo/platform';
import { PRESS_KIT } from '../downloads/pressKit';

/** Spec section 2: three contact cards (general, education, press). */
export const CONTACT_CARDS = [
  {
    icon: '💬',
    title: 'Información general',
    text: 'Preguntas sobre las historias, la suscripción o tu cuenta.',
    email: 'hola@universodefrancesca.co',
  },
  {
    icon: '🏫',
    title: 'Educación',
    text: 'Colegios, docentes y fundaciones que quieren llevar el Universo de Francesca al aula.',
    email: 'educacion@universodefrancesca.co',
  },
  {
    icon: '📰',
    title: 'Prensa',
    text: 'Entrevistas, imágenes y datos para medios de comunicación.',
    email: 'prensa@universodefrancesca.co',
  },
] as const;

export function ContactCards() {
  return (
    <aside className="contact-cards" aria-labelledby="contact-cards-title">
      <h2 id="contact-cards-title">Otras formas de contacto</h2>
      <ul className="contact-cards__list">
        {CONTACT_CARDS.map((card) => (
          <li key={card.email} className="uf-card contact-card">
            <CardIcon>{card.icon}</CardIcon>
            <h3>{card.title}</h3>
            <p>{card.text}</p>
            <a className="contact-card__email" href={`mailto:${card.email}`}>
              {card.email}
            </a>
            {card.email.startsWith('prensa@') ? (
              <div className="uf-card__actions">
                <a className="uf-button uf-button--secondary" href={PRESS_KIT.href} download={PRESS_KIT.fileName}>
                  Descargar kit de prensa
                </a>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
