import { checklist, pesos, section, table, wrap, writingLines } from '../../domain/printable';
import { type LibraryResource, printable } from '../../domain/libraryResource';

const NEEDS_OR_WANTS = [
  ['Agua para tomar', 'Necesidad'],
  ['Un videojuego nuevo', 'Deseo'],
  ['Zapatos para el colegio', 'Necesidad'],
  ['Una gorra de superhéroe', 'Deseo'],
  ['Frutas y verduras', 'Necesidad'],
  ['Un helado doble', 'Deseo'],
  ['Cuadernos y lápices', 'Necesidad'],
  ['Un peluche gigante', 'Deseo'],
  ['Un abrigo para el frío', 'Necesidad'],
  ['Stickers brillantes', 'Deseo'],
] as const;

const COIN_PROBLEMS = [
  { coins: [500, 200, 100], question: 'Tienes una moneda de $500, una de $200 y una de $100. ¿Cuánto tienes?' },
  { coins: [1000, 1000, 500], question: 'Tienes dos monedas de $1.000 y una de $500. ¿Cuánto tienes?' },
  { coins: [200, 200, 200, 50], question: 'Tienes tres monedas de $200 y una de $50. ¿Cuánto tienes?' },
  { coins: [500, 500, 100, 100, 100], question: 'Tienes dos monedas de $500 y tres de $100. ¿Cuánto tienes?' },
  { coins: [1000, 200, 50, 50], question: 'Tienes una moneda de $1.000, una de $200 y dos de $50. ¿Cuánto tienes?' },
  { coins: [100, 100, 100, 100, 100, 100], question: 'Tienes seis monedas de $100. ¿Cuánto tienes?' },
] as const;

export const SAVINGS_RESOURCES: readonly LibraryResource[] = [
  printable(
    {
      id: 'tabla-de-ahorro-8-semanas',
      title: 'Tabla de ahorro de 8 semanas',
      description: 'Anota cuánto ahorras cada semana y mira crecer tu total.',
      kind: 'Tabla',
      subtitle: 'Mi meta: ____________________',
    },
    () => [
      ...wrap('Cada semana escribe cuánto guardaste en tu alcancía y suma el total. Colorea la estrella cuando cumplas la meta de la semana.'),
      '',
      ...table(
        ['Semana', 'Meta de la semana', 'Ahorré', 'Total ahorrado', '¿Lo logré?'],
        Array.from({ length: 8 }, (_, i) => [String(i + 1), '$', '$', '$', '☆']),
        [6, 18, 10, 14, 10],
      ),
    ],
  ),
  printable(
    { id: 'presupuesto-de-mi-mesada', title: 'Presupuesto de mi mesada', description: 'Reparte tu mesada entre ahorrar, compartir y gastar.', kind: 'Tabla' },
    () => [
      ...wrap('Una buena regla: de cada $1.000 guarda $500 en la alcancía, comparte $100 y usa $400 para gastar. Completa la tabla con tu propia mesada.'),
      '',
      ...table(
        ['Mesada', 'Ahorrar (50 %)', 'Compartir (10 %)', 'Gastar (40 %)'],
        [1000, 2000, 5000, 10000]
          .map((amount) => [pesos(amount), pesos(amount * 0.5), pesos(amount * 0.1), pesos(amount * 0.4)])
          .concat([['$', '$', '$', '$']]),
      ),
      ...section('Mis gastos de esta semana'),
      ...table(
        ['Día', '¿En qué gasté?', '¿Cuánto?', '¿Lo necesitaba?'],
        ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'].map((day) => [day, '', '$', 'Sí / No']),
        [9, 24, 10, 15],
      ),
    ],
  ),
  printable(
    {
      id: 'necesidades-o-deseos',
      title: '¿Necesidad o deseo?',
      description: 'Clasifica diez cosas: ¿las necesitas o solo las quieres?',
      kind: 'Hoja de trabajo',
    },
    () => [
      ...wrap(
        'Una necesidad es algo sin lo que no podemos vivir bien. Un deseo es algo que nos gustaría tener. Escribe N (necesidad) o D (deseo) al lado de cada cosa.',
      ),
      '',
      ...NEEDS_OR_WANTS.map(([item], i) => `${String(i + 1).padStart(2)}. ${item.padEnd(32, '.')} ____`),
      ...section('Para pensar'),
      ...writingLines(2, 'Un deseo que quiero ahorrar para cumplir: '),
      ...section('Respuestas (para el adulto)'),
      ...wrap(NEEDS_OR_WANTS.map(([, answer], i) => `${i + 1}. ${answer === 'Necesidad' ? 'N' : 'D'}`).join('  ')),
    ],
  ),
  printable(
    { id: 'cuentas-con-monedas', title: 'Cuentas con monedas', description: 'Seis problemas para sumar monedas colombianas.', kind: 'Hoja de trabajo' },
    () => [
      ...wrap('Suma las monedas y escribe el resultado. Si tienes monedas en casa, úsalas para contar.'),
      '',
      ...COIN_PROBLEMS.flatMap((problem, i) => [...wrap(`${i + 1}. ${problem.question}`, '   '), '   Respuesta: $__________', '']),
      ...section('Respuestas (para el adulto)'),
      ...wrap(COIN_PROBLEMS.map((problem, i) => `${i + 1}. ${pesos(problem.coins.reduce((a, b) => a + b, 0))}`).join('  ')),
    ],
  ),
  printable(
    {
      id: 'plan-de-meta-de-ahorro',
      title: 'Plan de mi meta de ahorro',
      description: '¿Cuántas semanas necesitas para comprar lo que sueñas?',
      kind: 'Plantilla',
    },
    () => [
      ...writingLines(1, 'Lo que quiero comprar: '),
      ...writingLines(1, 'Cuánto cuesta: $'),
      '',
      ...wrap('Busca en la tabla cuántas semanas necesitas según lo que ahorres cada semana.'),
      '',
      ...table(
        ['Cuesta', 'Ahorrando $1.000', 'Ahorrando $2.000', 'Ahorrando $5.000'],
        [10000, 20000, 30000, 50000].map((cost) => [pesos(cost), ...[1000, 2000, 5000].map((weekly) => `${Math.ceil(cost / weekly)} semanas`)]),
      ),
      ...section('Mi compromiso'),
      ...checklist(['Ahorraré $________ cada semana.', 'Guardaré mi dinero en un lugar seguro.', 'Revisaré mi tabla cada domingo con mi familia.']),
      '',
      'Firma: ____________________      Fecha: ____________________',
    ],
  ),
];
