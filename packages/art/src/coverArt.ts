import type { ArtEntry } from './characterArt';

export interface CoverEntry extends ArtEntry {
  /** The book's title as svc-content's book data spells it. */
  bookTitle: string;
}

/** One cover per book of svc-content's book data, by the book's id. */
export const COVER_ART: Readonly<Record<number, CoverEntry>> = {
  1: {
    bookTitle: 'El Viaje de Francesca',
    width: 240,
    height: 320,
    alt: 'Portada de «El Viaje de Francesca»: en el ático, un cofre antiguo abierto deja salir la luz de un cuaderno mágico y la luciérnaga Chispas vuela entre estrellas, sobre un fondo rosado.',
  },
  2: {
    bookTitle: 'Sam y el Taller de Juguetes',
    width: 240,
    height: 320,
    alt: 'Portada de «Sam y el Taller de Juguetes»: un carrito hecho con una caja y tapas de botella, un cohete de cartón y una torre de botellas sobre un fondo azul.',
  },
  3: {
    bookTitle: 'Maya y el Jardín del Ahorro',
    width: 240,
    height: 320,
    alt: 'Portada de «Maya y el Jardín del Ahorro»: una mata de tomate en su matera junto a un marranito de barro, bajo un sol amarillo y sobre un fondo verde.',
  },
  4: {
    bookTitle: 'Diego y la Panadería del Barrio',
    width: 240,
    height: 320,
    alt: 'Portada de «Diego y la Panadería del Barrio»: la vitrina de la panadería El Trigal, con toldo de rayas, panes dorados y galletas de estrella, sobre un fondo ámbar.',
  },
  5: {
    bookTitle: 'Emma y el Club de las Ideas',
    width: 240,
    height: 320,
    alt: 'Portada de «Emma y el Club de las Ideas»: un parque con columpios y un guayacán florecido, una libreta morada y un bombillo encendido, sobre un fondo morado.',
  },
};
