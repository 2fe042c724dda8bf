import { extractIdeaFeatures, findPrice } from './ideaFeatures';
import { tokenize } from './spanishText';

const features = (message: string) => extractIdeaFeatures(tokenize(message));

describe('idea features', () => {
  it('finds known products by their words and services by a verb and an object', () => {
    expect(features('Quiero vender pulseras y galletas').ideas.map((i) => [i.id, i.label, i.commonness])).toEqual([
      ['pulseras', 'pulseras', 'comun'],
      ['galletas', 'galletas', 'clasica'],
    ]);
    expect(features('Puedo pasear los perros de mis vecinos').ideas.map((i) => [i.id, i.kind])).toEqual([['mascotas', 'servicio']]);
    expect(features('Quiero cuidar las plantas del edificio').ideas.map((i) => i.id)).toEqual(['jardineria']);
  });

  it('finds an uncommon idea after a making verb', () => {
    const f = features('Quiero fabricar robots de cartón para vender');
    expect(f.ideas.map((i) => [i.id, i.label, i.commonness])).toEqual([[null, 'robots', 'poco-comun']]);
    expect(f.materials).toEqual(['cartón']);
  });

  it('does not take money, people or generic words for an idea', () => {
    expect(features('Quiero hacer dinero').ideas).toEqual([]);
    expect(features('Quiero vender a mis amigos').ideas).toEqual([]);
    expect(features('Quiero hacer mucho').ideas).toEqual([]);
    expect(features('Quiero diseñar un logo').ideas).toEqual([]);
  });

  it('tells customers from helpers and partners', () => {
    const f = features('Voy a vender tortas a mis vecinos con mi abuela');
    expect(f.customers).toEqual(['vecinos']);
    expect(f.helpers).toEqual(['abuela']);
    expect(features('Mi mamá me ayuda a hacer galletas').helpers).toEqual(['mamá', 'me ayuda']);
    expect(features('Quiero hacer galletas con mis amigas').customers).toEqual([]);
    expect(features('Quiero vender galletas en el colegio').customerPlaces).toEqual(['colegio']);
  });

  it('counts customers only when there is something to sell', () => {
    expect(features('No me gusta el colegio ni mis compañeros').customers).toEqual([]);
    expect(features('No me gusta el colegio').customerPlaces).toEqual([]);
  });

  it('finds a price with a figure, and money talk without one', () => {
    const price = (m: string) => findPrice(tokenize(m));
    expect(price('a 2.000 pesos cada una')).toBe('2000 pesos');
    expect(price('cuestan $500')).toBe('$500');
    expect(price('las vendo a dos mil')).toBe('dos mil');
    expect(price('voy a cobrar 300 por cada una')).toBe('300');
    expect(price('las vendo a 1500')).toBe('1500');
    expect(price('tengo 3 amigos')).toBeNull();
    expect(price('a 5 amigos')).toBeNull();
    expect(features('Quiero ganar dinero').moneyWords).toEqual(['ganar', 'dinero']);
  });

  it('finds plans, twists, descriptions, saving, brands and ideas too big to start', () => {
    const f = features('Primero voy a hacer jabones con forma de estrella, suaves y rosados, los sábados');
    expect(f.planSteps).toEqual(['primero', 'voy a', 'sábados']);
    expect(f.twists).toEqual(['con forma de']);
    expect(f.descriptive).toEqual(['suaves', 'rosados']);
    expect(features('Quiero ahorrar en mi alcancía').saving).toEqual(['ahorrar', 'alcancía']);
    expect(features('Necesito un logo para mi marca').brand).toEqual(['logo', 'marca']);
    expect(features('Una fábrica que gane millones').tooBig).toEqual(['fábrica', 'millones']);
  });
});
