import { mentionsContactDetails } from './personalDataInText';

describe('mentionsContactDetails', () => {
  it.each([
    'Escríbeme a mama.sofia@gmail.com',
    'Síguenos en @pulseras_de_sofi',
    'Pedidos al 300 123 4567',
    'Pedidos al 3001234567',
    'Llama al (601) 555-1234',
    'WhatsApp +57 310 555 12 34',
    'correo en ＠ancho',
  ])('finds a way to reach someone in %p', (text) => {
    expect(mentionsContactDetails(text)).toBe(true);
  });

  it.each([
    'Vendí 20 vasos de limonada a $1.000 y gané $8.000',
    'Mi meta es ahorrar $1.000.000 para el 2027',
    'Tengo 8 años y 3 hermanos, 2 perros y 1 gato',
    'Pulseras de 5 colores, 12 modelos',
    'Galletas de avena: 2 por $1.500',
  ])('lets an ordinary description through: %p', (text) => {
    expect(mentionsContactDetails(text)).toBe(false);
  });
});
