import { detectEmotion } from './emotion';
import { tokenize } from './spanishText';

const emotionOf = (message: string) => detectEmotion(tokenize(message), message);

describe('emotion', () => {
  it.each([
    ['¡Me encanta esta idea, estoy feliz!', 'Alegría'],
    ['Estoy emocionadisima, no puedo esperar', 'Alegría'],
    ['¡Qué chévere!', 'Alegría'],
    ['¿Cómo puedo saber cuánto cobrar? Me pregunto si funciona', 'Curiosidad'],
    ['Me da miedo que nadie compre, estoy nerviosa', 'Preocupación'],
    ['No sé si voy a poder', 'Preocupación'],
    ['Estoy triste porque se me dañaron las galletas', 'Tristeza'],
    ['No me gusta vender', 'Tristeza'],
    ['¡Lo logré! Lo hice yo sola y estoy orgullosa', 'Orgullo'],
    ['Quiero vender limonada en mi barrio', 'Neutral'],
  ])('reads %p as %p', (message, label) => {
    expect(emotionOf(message).label).toBe(label);
  });

  it('ignores accents and case', () => {
    expect(emotionOf('ESTOY TRISTE').emotion).toBe('tristeza');
    expect(emotionOf('estoy preocupadísimo').emotion).toBe('preocupacion');
  });

  it('does not count a negated worry', () => {
    expect(emotionOf('No tengo miedo de vender').emotion).toBe('neutral');
  });

  it('prefers worry and sadness on a tie, so a grown-up notices', () => {
    expect(emotionOf('Estoy feliz pero tengo miedo').emotion).toBe('preocupacion');
  });

  it('reads punctuation only as a hint', () => {
    expect(emotionOf('Quiero vender galletas!').emotion).toBe('alegria');
    expect(emotionOf('Quiero vender galletas?').emotion).toBe('curiosidad');
    expect(emotionOf('Estoy triste!!!').emotion).toBe('tristeza');
  });

  it('says which words it read', () => {
    const reading = emotionOf('Me encanta, estoy feliz!');
    expect(reading.reasons[0]).toBe('Palabras de alegría o emoción: «me encanta», «feliz».');
    expect(reading.reasons).toContain('Usaste signos de exclamación.');
    expect(emotionOf('Hola').reasons).toEqual(['No encontré palabras de emoción en el mensaje: lo leo tranquilo.']);
  });
});

describe('the emotion in one sentence', () => {
  it('quotes the child’s words and says what they show', () => {
    expect(emotionOf('Me encanta hacer pulseras').sentence).toBe('Dijiste «me encanta»: por eso creo que estás feliz.');
    expect(emotionOf('Estoy triste').sentence).toBe('Dijiste «triste»: por eso creo que algo te pone triste.');
    expect(emotionOf('No me gusta el colegio').sentence).toBe('Dijiste «no me gusta»: por eso creo que algo te pone triste.');
    expect(emotionOf('Quiero vender galletas!!').sentence).toBe('Usaste signos de exclamación: por eso creo que estás feliz.');
    expect(emotionOf('Quiero vender galletas').sentence).toBe('No usaste palabras de emoción, así que leo tu mensaje tranquilo.');
  });
});
