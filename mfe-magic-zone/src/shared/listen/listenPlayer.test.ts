import { clipUrl } from './clipName';
import { listen, type ListenEnvironment, stopListening } from './listenPlayer';

type Handler = () => void;

function fakeEnvironment(voices: { lang: string }[] = []) {
  const audios: { url: string; paused: boolean; handlers: Record<string, Handler> }[] = [];
  const spoken: SpeechSynthesisUtterance[] = [];
  const synth = { cancelled: 0 };
  const env: ListenEnvironment = {
    createAudio: (url) => {
      const audio = { url, paused: false, handlers: {} as Record<string, Handler> };
      audios.push(audio);
      return {
        play: () => Promise.resolve(),
        pause: () => {
          audio.paused = true;
        },
        addEventListener: (type: string, handler: Handler) => {
          audio.handlers[type] = handler;
        },
      } as unknown as ReturnType<ListenEnvironment['createAudio']>;
    },
    synth: {
      getVoices: () => voices as SpeechSynthesisVoice[],
      speak: (u) => void spoken.push(u),
      cancel: () => void synth.cancelled++,
    },
    createUtterance: (text) => ({ text }) as SpeechSynthesisUtterance,
  };
  return { env, audios, spoken, synth };
}

afterEach(() => stopListening());

describe('listen', () => {
  it('plays the recording of a fixed text and reports its end once', () => {
    const { env, audios } = fakeEnvironment();
    const onEnd = jest.fn();
    expect(listen({ text: 'Hola, ¿qué haces?' }, onEnd, env)).toBe('clip');
    expect(audios[0]!.url).toBe(clipUrl('Hola, ¿qué haces?'));
    expect(audios[0]!.url).toMatch(/^\/media\/audio\/zona-magica\/[0-9a-f]{14}\.ogg$/);
    audios[0]!.handlers.ended!();
    audios[0]!.handlers.error!();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('plays one sound at a time: starting another stops the first, and stopping pauses it', () => {
    const { env, audios } = fakeEnvironment();
    const first = jest.fn();
    const second = jest.fn();
    listen({ text: 'Uno' }, first, env);
    listen({ text: 'Dos' }, second, env);
    expect(audios[0]!.paused).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    stopListening();
    expect(audios[1]!.paused).toBe(true);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('reads a changing text with the browser\'s Spanish voice when it has one', () => {
    const { env, audios, spoken } = fakeEnvironment([{ lang: 'en-US' }, { lang: 'es-MX' }]);
    expect(listen({ text: 'Recibiste tu mesada.', live: 'Recibiste   45 monedas.' }, jest.fn(), env)).toBe('voice');
    expect(spoken[0]!.text).toBe('Recibiste 45 monedas.');
    expect(spoken[0]!.lang).toBe('es-MX');
    expect(audios).toHaveLength(0);
  });

  it('plays the recorded fixed part when the browser has no Spanish voice', () => {
    const { env, audios, spoken } = fakeEnvironment([{ lang: 'en-US' }]);
    expect(listen({ text: 'Recibiste tu mesada.', live: 'Recibiste 45 monedas.' }, jest.fn(), env)).toBe('clip');
    expect(audios[0]!.url).toBe(clipUrl('Recibiste tu mesada.'));
    expect(spoken).toHaveLength(0);
  });
});
