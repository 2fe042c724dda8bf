import { CHAT_FAMILY_UNAVAILABLE, CHAT_NEEDS_CHILD } from '../chat/chat.messages';
import { chatGate } from './chatConsentGate';

describe('chatGate', () => {
  const child = { id: 'c1', childName: 'Lucía', chatOn: true };

  it('lets visitors use the floating chat as nobody’s child', () => {
    expect(chatGate('visitor')).toEqual({ allowed: true, childId: null });
  });

  it('lets a family chat as the playing child when the adult turned chat on', () => {
    expect(chatGate({ state: 'known', child })).toEqual({ allowed: true, childId: 'c1' });
  });

  it('refuses a child whose chat is off, naming the child and pointing to the adult', () => {
    expect(chatGate({ state: 'known', child: { ...child, chatOn: false } })).toEqual({
      allowed: false,
      status: 403,
      body: {
        message: 'El chat con los personajes está apagado para Lucía. Pídele a una persona adulta que lo active en Familia.',
        chatConsent: 'required',
      },
    });
  });

  it('refuses a family without a child profile yet', () => {
    expect(chatGate({ state: 'known', child: null })).toEqual({ allowed: false, status: 403, body: { message: CHAT_NEEDS_CHILD, chatConsent: 'required' } });
  });

  it('fails closed with 503 when svc-content cannot tell', () => {
    expect(chatGate({ state: 'unavailable' })).toEqual({ allowed: false, status: 503, body: { message: CHAT_FAMILY_UNAVAILABLE } });
  });

  it('asks nobody when the service runs alone (no CONTENT_URL)', () => {
    expect(chatGate({ state: 'unconfigured' })).toEqual({ allowed: true, childId: null });
  });
});
