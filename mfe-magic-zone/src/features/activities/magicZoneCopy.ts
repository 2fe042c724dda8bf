import type { AgeTexts } from '../../shared/age/ageTexts';

/** The Magic Zone's words by age group (spec section 6; caps 50 / 150 / 100 words, section 9). */
export const MAGIC_ZONE_SUBTITLE: AgeTexts = {
  younger: '¡Juega, ahorra y crea, pequeño explorador!',
  older: 'Entrena tu mente emprendedora',
  unknown: 'Juegos y retos para aprender a emprender',
};

export const MAGIC_ZONE_INTRO: AgeTexts = {
  younger:
    'Aquí hay juegos para aprender a cuidar tus monedas y a crear tu propio negocio. Elige uno y pulsa «Jugar». Si necesitas ayuda, pídesela a un adulto.',
  older:
    'Aquí pones a prueba tus ideas como un verdadero emprendedor. Decide si gastar o ahorrar, escribe el plan de tu negocio, diseña tu logo y calcula cuánto ganarías con un puesto de limonada. Cada semana hay retos nuevos, y con el Plan Emprendedor Mágico desbloqueas simuladores de negocio, inversión y estrategia, una biblioteca para imprimir y retos hechos para tu edad. Todo lo que terminas suma puntos a tu progreso.',
  unknown:
    'Elige una actividad, juega y suma puntos a tu progreso: aquí se aprende a ahorrar, a planear un negocio y a emprender mientras te diviertes. Con el Plan Emprendedor Mágico desbloqueas todavía más juegos.',
};

export const FREE_SECTION_HINT: AgeTexts = {
  younger: '¡Estos juegos son gratis para ti!',
  older: 'Gratis para todos: empieza por el que más te guste.',
  unknown: 'Gratis para todos.',
};
