import { words } from './text';
import { checkLanguage, checkStoredLanguage, MASK } from './unsafeLanguage';

describe('checkLanguage', () => {
  it.each(['eres una tonta', 'ERES ESTÚPIDA', 'idiotaaaa', 'qué m1erda', 'eres un imbécil', 'coño'])(
    'masks the rude word in %p and flags an insult',
    (message) => {
      const result = checkLanguage(message);
      expect(result.insult).toBe(true);
      expect(result.text).toContain(MASK);
      expect(result.text.toLowerCase()).not.toMatch(/tont|estúpid|idiot|m1erda|imbécil|coño/);
    },
  );

  it('flags insults said without rude words, without masking them', () => {
    expect(checkLanguage('cállate').insult).toBe(true);
    expect(checkLanguage('te odio').text).toBe('te odio');
  });

  it('tells a child who calls themself names from one who insults', () => {
    expect(checkLanguage('soy tonto')).toMatchObject({ insult: false, aboutSelf: true, text: `soy ${MASK}` });
    expect(checkLanguage('me siento una tonta')).toMatchObject({ insult: false, aboutSelf: true });
  });

  it('takes being called names by others as a worry (bullying)', () => {
    expect(checkLanguage('en el colegio me dicen tonto')).toMatchObject({ worry: true, insult: false });
  });

  it.each(['me quiero morir', 'me pegan en la casa', 'un desconocido me pidió fotos', 'me hacen bullying', 'nadie me quiere'])(
    'sees a worry in %p',
    (message) => {
      expect(checkLanguage(message).worry).toBe(true);
    },
  );

  it.each(['¿qué es el sexo?', 'quiero probar drogas', 'te voy a matar'])('sees an unsafe topic in %p', (message) => {
    expect(checkLanguage(message).unsafeTopic).toBe(true);
  });

  it.each([
    'quiero vender conos de helado',
    'el cono de la feria',
    'me gusta la computadora',
    'mi tía Maricela',
    'arma un robot',
    'me toca a mí',
    'hola Francesca, ¿cómo estás?',
    'quiero ahorrar para una bicicleta',
  ])('leaves %p alone', (message) => {
    expect(checkLanguage(message)).toEqual({ text: message, insult: false, aboutSelf: false, unsafeTopic: false, worry: false });
  });
});

describe('checkStoredLanguage', () => {
  it.each([
    'eres una tonta',
    'soy tonto',
    'me siento una tonta',
    'en el colegio me dicen tonto',
    'me quiero morir',
    'cállate',
    '¿qué es el sexo?',
    'hola Francesca, ¿cómo estás?',
    'quiero vender conos de helado',
  ])('finds in the stored form of %p what checkLanguage found in the message', (message) => {
    const { text, ...flags } = checkLanguage(message);
    expect(checkStoredLanguage(text, words(text))).toEqual(flags);
  });
});
