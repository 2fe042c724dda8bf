import { clipUrl } from './clipName';
import { LISTEN_UNAVAILABLE, listenLabel } from './listenLabel';
import { listen, type ListenEnvironment, type ListenOutcome, speechUrls, stopListening } from './listenPlayer';

type Handler = () => void;

/** The browser's Audio and speechSynthesis, recording what the player asked; `failing` URLs fail to play. */
function fakeEnvironment(voices: { lang: string }[] = [], failing: (url: string) => boolean = () => false) {
  const audios: { url: string; paused: boolean; handlers: Record<string, Handler> }[] = [];
  const spoken: SpeechSynthesisUtterance[] = [];
  const synth = { cancelled: 0 };
  const env: ListenEnvironment = {
    createAudio: (url) => {
      const audio = { url, paused: true, handlers: {} as Record<string, Handler> };
      audios.push(audio);
      return {
        play: () => {
          if (failing(url)) return Promise.reject(new Error('NotSupportedError'));
          audio.paused = false;
          return Promise.resolve();
        },
        pause: () => {
          audio.paused = true;
        },
        addEventListener: (type: string, handler: Handler) => {
          audio.handlers[type] = handler;
        },
      } as unknown as ReturnType<NonNullable<ListenEnvironment['createAudio']>>;
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => stopListening());

describe('listen', () => {
  it('plays the recording of a fixed text and reports its end once', () => {
    const { env, audios } = fakeEnvironment();
    const onEnd = jest.fn();
    expect(listen({ text: 'Hola, ¿qué haces?' }, onEnd, env)).toBe('clip');
    expect(audios[0]!.url).toBe(clipUrl('Hola, ¿qué haces?'));
    expect(audios[0]!.url).toMatch(/^\/media\/audio\/zona-magica\/[0-9a-f]{14}\.ogg$/);
    expect(audios[0]!.paused).toBe(false);
    audios[0]!.handlers.ended!();
    audios[0]!.handlers.error!();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith('done');
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
    expect(second).toHaveBeenCalledWith('done');
  });

  it("reads a changing text with the browser's Spanish voice when it has one", () => {
    const { env, audios, spoken } = fakeEnvironment([{ lang: 'en-US' }, { lang: 'es_MX' }]);
    expect(listen({ text: 'Recibiste tu mesada.', live: 'Recibiste   45 monedas.' }, jest.fn(), env)).toBe('voice');
    expect(spoken[0]!.text).toBe('Recibiste 45 monedas.');
    expect(spoken[0]!.lang).toBe('es_MX');
    expect(audios).toHaveLength(0);
  });

  it('asks the service to read a changing text when the browser has no Spanish voice', () => {
    const { env, audios, spoken } = fakeEnvironment([{ lang: 'en-US' }]);
    expect(listen({ live: 'La Limonada de Ana ganó 12 monedas.' }, jest.fn(), env)).toBe('server');
    expect(audios[0]!.url).toBe('/api/axxon/speech?text=La%20Limonada%20de%20Ana%20gan%C3%B3%2012%20monedas.');
    expect(spoken).toHaveLength(0);
  });

  it('falls back from the service to the recorded fixed part, and from a missing recording to the service', async () => {
    const server = (url: string) => url.startsWith('/api/');
    const a = fakeEnvironment([], server);
    const onEnd = jest.fn();
    listen({ text: 'Recibiste tu mesada.', live: 'Recibiste 45 monedas.' }, onEnd, a.env);
    await settle();
    expect(a.audios.map((x) => x.url)).toEqual([...speechUrls('Recibiste 45 monedas.'), clipUrl('Recibiste tu mesada.')]);
    expect(a.audios[1]!.paused).toBe(false);
    expect(onEnd).not.toHaveBeenCalled();

    const b = fakeEnvironment([], (url) => url.startsWith('/media/'));
    listen({ text: 'Elige tu meta.' }, jest.fn(), b.env);
    await settle();
    expect(b.audios.map((x) => x.url)).toEqual([clipUrl('Elige tu meta.'), ...speechUrls('Elige tu meta.')]);
  });

  it('says "unavailable" when nothing can make a sound: no audio, no Spanish voice', async () => {
    const { env } = fakeEnvironment([{ lang: 'en-US' }], () => true);
    const onEnd = jest.fn<void, [ListenOutcome]>();
    listen({ text: 'Elige tu meta.', live: 'Elige tu meta, Ana.' }, onEnd, env);
    await settle();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith('unavailable');

    const none = jest.fn();
    expect(listen({ live: 'Hola' }, none, {})).toBeNull();
    expect(none).toHaveBeenCalledWith('unavailable');
  });

  it('reads a long changing text in pieces the service accepts, one after the other', () => {
    const { env, audios } = fakeEnvironment();
    const long = `${'Una frase de prueba para leer. '.repeat(15)}Fin.`;
    const onEnd = jest.fn();
    listen({ live: long }, onEnd, env);
    const urls = speechUrls(long);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect(decodeURIComponent(url.split('?text=')[1]!).length).toBeLessThanOrEqual(300);
    for (let i = 0; i < urls.length; i++) {
      expect(audios).toHaveLength(i + 1);
      expect(audios[i]!.url).toBe(urls[i]);
      audios[i]!.handlers.ended!();
    }
    expect(onEnd).toHaveBeenCalledWith('done');
    expect(speechUrls('   ')).toEqual([]);
  });

  it('sends prices and minus signs as words, so the voice says "pesos" and "menos"', () => {
    const { env, audios } = fakeEnvironment();
    listen({ live: 'Ganancia: −$1.500 ±5' }, jest.fn(), env);
    expect(decodeURIComponent(audios[0]!.url.split('?text=')[1]!)).toBe('Ganancia: menos 1.500 pesos más o menos 5');
  });
});

describe('listenLabel', () => {
  it('names the button by its word and the start of what it reads', () => {
    expect(listenLabel('Elige tu meta.')).toBe('Escuchar: Elige tu meta');
    expect(listenLabel('¿Para qué quieres ahorrar? Elige tu meta. Cada moneda cuenta.')).toBe('Escuchar: ¿Para qué quieres ahorrar? Elige tu…');
    expect(LISTEN_UNAVAILABLE).toMatch(/^No se puede escuchar/);
  });
});
