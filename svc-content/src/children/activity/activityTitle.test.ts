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

  it('names games, plans, challenges, logos and the demo by the Magic Zone titles', () => {
    expect(activityTitle('game_finished', 'gasta-ahorra')).toBe('Jugó a Gasta o Ahorra');
    expect(activityTitle('business_plan_created', 'plan-emprendimiento')).toBe('Creó un plan en Plan de Emprendimiento');
    expect(activityTitle('challenge_completed', 'retos')).toBe('Completó un reto de Retos Semanales');
    expect(activityTitle('logo_created', 'crea-logo')).toBe('Creó un logo en Crea tu Logo');
    expect(activityTitle('demo_used', 'axxon-demo')).toBe('Probó Demo AXXON');
  });

  it('keeps an unknown activity key rather than inventing a name', () => {
    expect(activityTitle('game_finished', 'juego-nuevo')).toBe('Jugó a juego-nuevo');
  });

  it('names a saved drawing', () => {
    expect(activityTitle('drawing_saved', null)).toBe('Guardó un dibujo en la Zona de Dibujo Avanzada');
  });
});
