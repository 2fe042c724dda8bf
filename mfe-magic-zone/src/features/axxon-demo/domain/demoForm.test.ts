import { AXXON_SAMPLE_IDEAS } from '@universo/contracts';
import { canSubmitDemo, demoRequest, isCreativityHighlighted, scoreText, suggestedActivityHref } from './demoForm';

describe('AXXON demo form (spec sections 2, 5 and 9)', () => {
  it('has five sample ideas: lemonade, bracelets, homework help, videos, cookies', () => {
    expect(AXXON_SAMPLE_IDEAS).toHaveLength(5);
    expect(AXXON_SAMPLE_IDEAS.map((idea) => idea.label)).toEqual(['Puesto de limonada', 'Pulseras', 'Ayuda con tareas', 'Videos', 'Galletas']);
  });

  it('submits only when the name and the message are filled', () => {
    expect(canSubmitDemo('', 'Quiero vender galletas')).toBe(false);
    expect(canSubmitDemo('Sofía', '   ')).toBe(false);
    expect(canSubmitDemo('  ', 'x')).toBe(false);
    expect(canSubmitDemo('Sofía', 'Quiero vender galletas')).toBe(true);
  });

  it('sends trimmed text within the service limits', () => {
    expect(demoRequest('  Sofía ', ' Hola ')).toEqual({ childName: 'Sofía', message: 'Hola' });
    const long = demoRequest('a'.repeat(50), 'b'.repeat(600));
    expect(long.childName).toHaveLength(40);
    expect(long.message).toHaveLength(500);
  });

  it('highlights creativity above 7, out of 10', () => {
    expect(isCreativityHighlighted(7)).toBe(false);
    expect(isCreativityHighlighted(8)).toBe(true);
    expect(scoreText(6)).toBe('6/10');
  });

  it('links the suggested activity to the Magic Zone', () => {
    expect(suggestedActivityHref({ id: 'limonada' })).toBe('/zona-magica?actividad=limonada');
  });
});
