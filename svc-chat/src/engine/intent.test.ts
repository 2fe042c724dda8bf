import { detectIntent, type Topic } from './intent';

const topicOf = (message: string) => detectIntent(message, 'francesca').topic;

describe('detectIntent', () => {
  it.each<[string, Topic | null]>([
    ['¿Eres real?', 'realOrNot'],
    ['¿eres un robot o una persona?', 'realOrNot'],
    ['estoy triste', 'sad'],
    ['me siento frustrada porque no me sale', 'sad'],
    ['quiero hacer un negocio', 'business'],
    ['¿cómo consigo clientes?', 'business'],
    ['tengo una idea genial', 'ideas'],
    ['¿lo necesito o lo quiero?', 'needsWants'],
    ['¿qué es una necesidad?', 'needsWants'],
    ['¿Cómo puedo ahorrar?', 'saving'],
    ['quiero llenar mi alcancía', 'saving'],
    ['me quiero comprar un juguete', 'spending'],
    ['¿por qué las cosas tienen precio?', 'money'],
    ['quiero ayudar a mi abuela', 'sharing'],
    ['cuando sea grande quiero ser astronauta', 'goals'],
    ['cuéntame un cuento', 'stories'],
    ['¿jugamos?', 'games'],
    ['¿quién es Don Ramón?', 'friends'],
    ['¿quién eres?', 'aboutMe'],
    ['¿qué te gusta hacer?', 'aboutMe'],
    ['¿cómo estás?', 'howAreYou'],
    ['adiós, me tengo que ir', 'goodbye'],
    ['¡estoy muy feliz!', 'happy'],
    ['gracias', 'thanks'],
    ['no sé qué decir', 'help'],
    ['el cielo es azul', null],
    ['hola', null],
  ])('%p is about %p', (message, topic) => {
    expect(topicOf(message)).toBe(topic);
  });

  it('sees greetings beside a topic, but not in words that start like one', () => {
    expect(detectIntent('Hola Francesca, quiero ahorrar', 'francesca')).toMatchObject({ greeted: true, topic: 'saving' });
    expect(detectIntent('¡Buenos días!', 'francesca').greeted).toBe(true);
    expect(detectIntent('Holanda es un país', 'francesca').greeted).toBe(false);
  });

  it('sees questions by their mark or their first word', () => {
    expect(detectIntent('cuál es la capital de Francia', 'francesca').question).toBe(true);
    expect(detectIntent('¿y eso?', 'francesca').question).toBe(true);
    expect(detectIntent('me gusta el azul', 'francesca').question).toBe(false);
  });

  it('sees short answers', () => {
    expect(detectIntent('sí', 'francesca').shortAnswer).toBe(true);
    expect(detectIntent('no sé', 'francesca').shortAnswer).toBe(true);
    expect(detectIntent('sí, quiero ahorrar', 'francesca').shortAnswer).toBe(false);
  });

  it('names the other character asked about, never the one answering', () => {
    expect(detectIntent('Chispas, ¿conoces a Sombra?', 'chispas').mentioned).toBe('sombra');
    expect(detectIntent('¿Cómo estás, Chispas?', 'chispas')).toMatchObject({ mentioned: null, topic: 'howAreYou' });
    expect(detectIntent('¿y el relojero?', 'leo').mentioned).toBe('don_ernesto');
  });

  it('spots questions about one step of a business', () => {
    expect(detectIntent('¿cuánto cobro por mis galletas?', 'leo').businessHint).toBe('price');
    expect(detectIntent('¿quién me compraría?', 'leo').businessHint).toBe('customers');
    expect(detectIntent('¿por dónde empiezo?', 'leo').businessHint).toBe('firstStep');
  });
});
