import { containsPersonalData, REDACTED, redactPersonalData } from './personalData';

describe('redactPersonalData', () => {
  it.each([
    ['mi número es 300 123 4567', 'mi número es [dato personal oculto]', 'phone'],
    ['llámame al +57 3001234567 porfa', 'llámame al [dato personal oculto] porfa', 'phone'],
    ['mi celular: (601) 555-1234', 'mi celular: [dato personal oculto]', 'phone'],
    ['mi correo es sofi.perez@gmail.com', 'mi correo es [dato personal oculto]', 'email'],
    ['escríbeme a sofi arroba gmail punto com', 'escríbeme a [dato personal oculto]', 'email'],
    ['vivo en la calle 45 # 12-30', 'vivo en la [dato personal oculto]', 'address'],
    ['vivo en la carrera 7 numero 20', 'vivo en la [dato personal oculto]', 'address'],
    ['mi casa queda en la Cra. 15 No. 93-47 apto 301', 'mi casa queda en la [dato personal oculto]', 'address'],
    ['vivo en la 45 con 12', 'vivo en [dato personal oculto]', 'address'],
    ['mi dirección es avenida siempre viva', 'mi dirección es [dato personal oculto]', 'address'],
    ['mi escuela se llama los pinos', 'mi escuela se llama [dato personal oculto]', 'school'],
    ['estudio en el Colegio San Juan de Dios.', 'estudio en el Colegio [dato personal oculto].', 'school'],
    ['mi contraseña es gato123', 'mi contraseña es [dato personal oculto]', 'password'],
    ['sígueme en @sofi_123', 'sígueme en [dato personal oculto]', 'handle'],
    ['soy Sofía Gómez', 'soy Sofía [dato personal oculto]', 'fullName'],
    ['mi cédula es 1.023.456.789', 'mi cédula es [dato personal oculto]', 'idNumber'],
    ['mi documento es 1.023.456.789, ¿lo guardas?', 'mi documento es [dato personal oculto], ¿lo guardas?', 'idNumber'],
    ['el RUT de mi mamá es 12.345.678-5', 'el RUT de mi mamá es [dato personal oculto]', 'idNumber'],
    ['es el 1.023.456.790', 'es el [dato personal oculto]', 'idNumber'],
    ['mi número es tres cero cero uno dos tres cuatro cinco seis siete', 'mi número es [dato personal oculto]', 'phone'],
    ['llámame al tres cero cero, ciento veintitrés, cuarenta y cinco, sesenta y siete', 'llámame al [dato personal oculto]', 'phone'],
    ['mi cédula es uno cero dos tres cuatro cinco seis siete ocho nueve', 'mi cédula es [dato personal oculto]', 'idNumber'],
    [
      'la cédula de mi papá es ochenta millones ciento veintitrés mil cuatrocientos cincuenta y seis',
      'la cédula de mi papá es [dato personal oculto]',
      'idNumber',
    ],
    ['mi correo es sofi @ gmail . com', 'mi correo es [dato personal oculto]', 'email'],
    ['vivo en Av. Corrientes 1234', 'vivo en [dato personal oculto]', 'address'],
    ['mi insta es sofi.baila', 'mi insta es [dato personal oculto]', 'handle'],
    ['mi mamá se llama Carolina Restrepo', 'mi mamá se llama Carolina [dato personal oculto]', 'fullName'],
  ])('hides %p', (message, stored, kind) => {
    const result = redactPersonalData(message);
    expect(result.text).toBe(stored);
    expect(result.kinds).toContain(kind);
  });

  it('hides the school and the surname when a child gives both', () => {
    const result = redactPersonalData('estudio en el colegio San José y me llamo Ana María Pérez');
    expect(result.text).toBe(`estudio en el colegio ${REDACTED} y me llamo Ana María ${REDACTED}`);
    expect(result.kinds).toEqual(['school', 'fullName']);
    expect(result.text).not.toMatch(/San José|Pérez/);
  });

  it.each([
    'me llamo Sofía',
    'me llamo Ana María',
    'hola soy Feliz',
    'me llamo sofia y tengo 8 años',
    'tengo 1000000 pesos',
    'ahorré 1.000.000',
    'cuesta $ 2500000',
    'tengo 7 años y 20 monedas',
    'en el colegio aprendí a sumar',
    'olvidé mi contraseña ayer',
    'vendo 3 pulseras a 2000 pesos cada una',
    'la clave del éxito es ahorrar',
    'del 2024-2025',
    // A number that is a count, a price, a date or counting.
    'Bogotá tiene 7.968.095 habitantes',
    'ahorré 2.345.678 pesos',
    'mi récord es 1234567 puntos',
    'uno, dos, tres, cuatro, cinco, seis, siete, ocho, nueve, diez',
    'el cohete cuenta 10 9 8 7 6 5 4 3 2 1 y despega',
    'un helado cuesta dos mil quinientos pesos',
    'el examen es el 15-03-2026',
    'gané la carrera 3 veces',
    'sumé 1.234.567 + 1 en la calculadora',
  ])('leaves %p as it is', (message) => {
    expect(redactPersonalData(message)).toEqual({ text: message, kinds: [] });
  });

  // What the community's gallery refused before it used this definition, and what it let through.
  it.each([
    'Escríbeme a mama.sofia@gmail.com',
    'Síguenos en @pulseras_de_sofi',
    'Pedidos al 300 123 4567',
    'Pedidos al 3001234567',
    'Llama al (601) 555-1234',
    'WhatsApp +57 310 555 12 34',
    'correo en ＠ancho',
  ])('finds a way to reach someone in %p', (text) => {
    expect(containsPersonalData(text)).toBe(true);
  });

  it.each([
    'Vendí 20 vasos de limonada a $1.000 y gané $8.000',
    'Mi meta es ahorrar $1.000.000 para el 2027',
    'Tengo 8 años y 3 hermanos, 2 perros y 1 gato',
    'Pulseras de 5 colores, 12 modelos',
    'Galletas de avena: 2 por $1.500',
  ])('lets an ordinary description through: %p', (text) => {
    expect(containsPersonalData(text)).toBe(false);
  });

  it('merges neighbouring pieces into one mark', () => {
    expect(redactPersonalData('300 123 4567, sofi@correo.co').text).toBe(REDACTED);
  });
});
