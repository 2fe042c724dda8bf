import { buildLlmMessages } from './llmPrompt';
import { PERSONAS } from './persona';

describe('buildLlmMessages', () => {
  const messages = buildLlmMessages({
    persona: PERSONAS.don_ramon,
    name: 'Don Ramón',
    memory: { name: 'Sofía', idea: 'vender pulseras', goal: null },
    history: Array.from({ length: 30 }, (_, i) => ({ message: `mensaje ${i}`, isUser: i % 2 === 0 })),
    storedMessage: 'mi número es [dato personal oculto]',
    engineReply: '¡Buenas, buenas!',
  });

  it('describes the persona and the child-safety rules in Spanish', () => {
    const system = messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('Eres Don Ramón');
    expect(system.content).toContain(PERSONAS.don_ramon.profile.who);
    expect(system.content).toMatch(/Nunca pidas datos personales/);
    expect(system.content).toMatch(/personaje de cuento dentro de un programa/);
    expect(system.content).toMatch(/Se llama Sofía/);
    expect(system.content).toMatch(/vender pulseras/);
    expect(system.content).toContain('¡Buenas, buenas!');
  });

  it('sends the last ten stored messages and the screened message, nothing else', () => {
    expect(messages).toHaveLength(12);
    expect(messages[1]).toEqual({ role: 'user', content: 'mensaje 20' });
    expect(messages[2]).toEqual({ role: 'assistant', content: 'mensaje 21' });
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'mi número es [dato personal oculto]' });
  });
});
