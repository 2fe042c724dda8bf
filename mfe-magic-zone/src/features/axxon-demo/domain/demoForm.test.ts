import { AXXON_DEMO_RULES, AXXON_SAMPLE_IDEAS, fieldProblem } from '@universo/contracts';
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

  it('sends trimmed text, the name as the service stores it, within the shared rules', () => {
    expect(demoRequest('  Sofía  María ', ' Hola\nAXXON ')).toEqual({ childName: 'Sofía María', message: 'Hola\nAXXON' });
    expect(fieldProblem(AXXON_DEMO_RULES.childName, 'a'.repeat(41))).toBe('Escribe tu nombre (de 1 a 40 caracteres)');
    expect(fieldProblem(AXXON_DEMO_RULES.message, 'Hi')).toBe('Cuéntale tu idea a AXXON en un mensaje de 3 a 500 caracteres');
    expect(fieldProblem(AXXON_DEMO_RULES.message, 'Línea uno\nLínea dos')).toBeUndefined();
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
