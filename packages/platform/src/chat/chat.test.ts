import { CHAT_SEND_ERROR, chatMessageToSend, chatSendErrorDescription } from './chatCopy';
import { newChatSessionId } from './chatSessionId';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newChatSessionId', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(newChatSessionId({ randomUUID: () => '3f2b8c1e-6d4a-4b7e-9a10-2c5d8e7f6a01', getRandomValues: () => null as never })).toBe(
      '3f2b8c1e-6d4a-4b7e-9a10-2c5d8e7f6a01',
    );
    expect(newChatSessionId()).toMatch(UUID_V4);
  });

  it('builds a UUID v4 from random bytes outside secure contexts', () => {
    const id = newChatSessionId({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    });
    expect(id).toMatch(UUID_V4);
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('chatMessageToSend (spec section 5)', () => {
  it('trims the text', () => expect(chatMessageToSend('  hola Francesca \n')).toBe('hola Francesca'));
  it('sends nothing blank', () => {
    expect(chatMessageToSend('')).toBeUndefined();
    expect(chatMessageToSend(' \t\n ')).toBeUndefined();
  });
});

describe('chatSendErrorDescription (spec section 8)', () => {
  const error = (status: number, message: string) => ({ status, message: `${status}: x`, body: JSON.stringify({ statusCode: status, message }) });

  it('shows the service reason for a premium character or too many messages', () => {
    expect(chatSendErrorDescription(error(403, 'Chatear con Leo es parte del Plan Emprendedor Mágico.'))).toBe(
      'Chatear con Leo es parte del Plan Emprendedor Mágico.',
    );
    expect(chatSendErrorDescription(error(429, 'Demasiados mensajes.'))).toBe('Demasiados mensajes.');
  });

  it('shows the spec message for anything else', () => {
    expect(chatSendErrorDescription(error(500, 'boom'))).toBe(CHAT_SEND_ERROR.description);
    expect(chatSendErrorDescription({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe(CHAT_SEND_ERROR.description);
    expect(chatSendErrorDescription({ status: 403, message: '403: Forbidden' })).toBe(CHAT_SEND_ERROR.description);
    expect(CHAT_SEND_ERROR).toEqual({ title: 'Error', description: 'No se pudo enviar el mensaje. Inténtalo de nuevo.' });
  });
});
