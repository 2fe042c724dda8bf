import { activityProblem, findActivity, parseChapterKey, skillsOfActivity } from './activityKeys';

describe('activity keys', () => {
  it('parses canonical chapter keys with chapters 1 to 10', () => {
    expect(parseChapterKey('book-1-chapter-1')).toEqual({ bookId: 1, chapter: 1 });
    expect(parseChapterKey('book-5-chapter-10')).toEqual({ bookId: 5, chapter: 10 });
    for (const bad of [
      'book-1-chapter-11',
      'book-0-chapter-1',
      'book-01-chapter-1',
      'book-1-chapter-0',
      'book-1-chapter-',
      'Book-1-chapter-1',
      'book-1-chapter-1 ',
    ]) {
      expect(parseChapterKey(bad)).toBeNull();
    }
  });

  it('knows every Magic Zone activity, the advanced games and the demo', () => {
    for (const id of [
      'gasta-ahorra',
      'plan-emprendimiento',
      'crea-logo',
      'limonada',
      'retos',
      'juegos-avanzados',
      'simulador',
      'inversion',
      'estrategia',
      'biblioteca-completa',
      'retos-personalizados',
      'axxon-demo',
    ]) {
      expect(findActivity(id)).toBeDefined();
    }
    expect(findActivity('tetris')).toBeUndefined();
  });

  it('accepts only the event types that fit the activity', () => {
    expect(activityProblem('game_finished', 'gasta-ahorra')).toBeNull();
    expect(activityProblem('game_finished', 'simulador')).toBeNull();
    expect(activityProblem('business_plan_created', 'plan-emprendimiento')).toBeNull();
    expect(activityProblem('challenge_completed', 'retos')).toBeNull();
    expect(activityProblem('challenge_completed', 'biblioteca-completa')).toBeNull();
    expect(activityProblem('logo_created', 'crea-logo')).toBeNull();
    expect(activityProblem('chapter_read', 'book-2-chapter-8')).toBeNull();
    expect(activityProblem('demo_used', 'axxon-demo')).toBeNull();
    expect(activityProblem('game_finished', 'crea-logo')).toContain('no puede registrar');
    expect(activityProblem('chapter_read', 'limonada')).toContain('no puede registrar');
    expect(activityProblem('game_finished', 'book-1-chapter-1')).toContain('no puede registrar');
    expect(activityProblem('chapter_read', 'book-1-chapter-99')).toContain('book-<libro>-chapter-<número>');
    expect(activityProblem('chapter_read', 'capitulo')).toContain('book-<libro>-chapter-<número>');
    expect(activityProblem('game_finished', 'tetris')).toBe('No conocemos esa actividad de la Zona Mágica');
  });

  it('maps chapters and activities to skills', () => {
    expect(skillsOfActivity('book-3-chapter-2')).toEqual(['Valores', 'Trabajo en equipo']);
    expect(skillsOfActivity('gasta-ahorra')).toEqual(['Ahorro', 'Toma de decisiones']);
    expect(skillsOfActivity('unknown')).toEqual([]);
  });
});
