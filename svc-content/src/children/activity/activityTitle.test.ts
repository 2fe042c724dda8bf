import { activityTitle } from './activityTitle';

describe('activityTitle', () => {
  it('names a chapter read by its title and book when known', () => {
    const chapters = new Map([['book-2-chapter-3', { bookTitle: 'Chispas y el mercado', chapterTitle: 'El primer cliente' }]]);
    expect(activityTitle('chapter_read', 'book-2-chapter-3', chapters)).toBe('Leyó «El primer cliente» (Chispas y el mercado, capítulo 3)');
  });

  it('falls back to numbers for a chapter it cannot name', () => {
    expect(activityTitle('chapter_read', 'book-4-chapter-1')).toBe('Leyó el capítulo 1 del libro 4');
    expect(activityTitle('chapter_read', null)).toBe('Leyó un capítulo');
  });

  // Games, plans, challenges, logos and the demo by the Magic Zone titles; an unknown activity key
  // is kept rather than given an invented name.
  it.each([
    ['game_finished', 'gasta-ahorra', 'Jugó a Gasta o Ahorra'],
    ['business_plan_created', 'plan-emprendimiento', 'Creó un plan en Plan de Emprendimiento'],
    ['drawing_saved', null, 'Guardó un dibujo en la Zona de Dibujo Avanzada'],
    ['challenge_completed', 'retos', 'Completó un reto de Retos Semanales'],
    ['logo_created', 'crea-logo', 'Creó un logo en Crea tu Logo'],
    ['demo_used', 'axxon-demo', 'Probó Demo AXXON'],
    ['game_finished', 'juego-nuevo', 'Jugó a juego-nuevo'],
  ] as const)('names %s of %s: «%s»', (type, activity, title) => {
    expect(activityTitle(type, activity)).toBe(title);
  });
});
