/** Spec section 3: the business plan's answers, by question. */
export const PLAN_KEYS = ['nombre', 'producto', 'problema', 'solucion', 'clientes', 'precio', 'meta'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
export type BusinessPlanAnswers = Record<PlanKey, string>;

export interface PlanQuestion {
  key: PlanKey;
  question: string;
  hint: string;
  placeholder: string;
}

/** Spec section 9: 7 questions, asked one at a time in this order. */
export const PLAN_QUESTIONS: readonly PlanQuestion[] = [
  {
    key: 'nombre',
    question: '¿Cómo se llama tu negocio?',
    hint: 'Un nombre fácil de recordar y que diga algo de tu idea.',
    placeholder: 'Ejemplo: Limonada Feliz',
  },
  {
    key: 'producto',
    question: '¿Qué vas a vender o qué servicio vas a ofrecer?',
    hint: 'Cuéntalo en pocas palabras.',
    placeholder: 'Ejemplo: limonada fría con hierbabuena',
  },
  {
    key: 'problema',
    question: '¿Qué problema o necesidad resuelve tu negocio?',
    hint: 'Piensa en qué le falta o qué le molesta a las personas.',
    placeholder: 'Ejemplo: en el parque hace calor y no hay bebidas frescas',
  },
  {
    key: 'solucion',
    question: '¿Cómo ayuda tu idea a resolverlo?',
    hint: 'Explica qué hace especial a tu producto o servicio.',
    placeholder: 'Ejemplo: llevo limonada fría en una nevera hasta el parque',
  },
  {
    key: 'clientes',
    question: '¿Quiénes serán tus clientes?',
    hint: 'Las personas que comprarán o usarán lo que ofreces.',
    placeholder: 'Ejemplo: las familias que juegan en el parque',
  },
  {
    key: 'precio',
    question: '¿Cuánto costará?',
    hint: 'Piensa en lo que te cuesta hacerlo y en lo que pagarían tus clientes.',
    placeholder: 'Ejemplo: 1.000 pesos el vaso',
  },
  {
    key: 'meta',
    question: '¿Cuál es tu meta o sueño con este negocio?',
    hint: '¿Qué quieres lograr con lo que ganes o aprendas?',
    placeholder: 'Ejemplo: ahorrar para comprar una bicicleta',
  },
];

export function emptyAnswers(): BusinessPlanAnswers {
  return { nombre: '', producto: '', problema: '', solucion: '', clientes: '', precio: '', meta: '' };
}
