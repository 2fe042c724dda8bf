import { certificateDate, planCertificate, planDocument, planFileName } from './planDocument';
import { type BusinessPlanAnswers, PLAN_KEYS, PLAN_QUESTIONS } from './planQuestions';
import {
  answerCurrent,
  canGoNext,
  canGoPrevious,
  currentQuestion,
  goNext,
  goPrevious,
  initialPlanWizard,
  isLastQuestion,
  type PlanWizardState,
} from './planWizard';
import { asClause, successStory } from './successStory';

const PLAN: BusinessPlanAnswers = {
  nombre: 'Limonada Feliz',
  producto: 'Limonada fría con hierbabuena',
  problema: 'En el parque hace calor y no hay bebidas frescas.',
  solucion: 'Llevo limonada fría en una nevera',
  clientes: 'Las familias que juegan en el parque',
  precio: '1.000 pesos el vaso',
  meta: 'Ahorrar para una bicicleta',
};

function answerAll(answers: BusinessPlanAnswers): PlanWizardState {
  let state = initialPlanWizard();
  for (const key of PLAN_KEYS) {
    state = goNext(answerCurrent(state, answers[key]));
  }
  return state;
}

describe('the business plan questions (spec sections 3 and 9)', () => {
  it('are 7, in the order nombre, producto, problema, solucion, clientes, precio, meta', () => {
    expect(PLAN_QUESTIONS.map((q) => q.key)).toEqual(['nombre', 'producto', 'problema', 'solucion', 'clientes', 'precio', 'meta']);
    expect(PLAN_QUESTIONS.every((q) => q.question.startsWith('¿') && q.question.endsWith('?'))).toBe(true);
  });
});

describe('the wizard (spec section 5)', () => {
  it('asks one question at a time, starting with the first', () => {
    const state = initialPlanWizard();
    expect(currentQuestion(state).key).toBe('nombre');
    expect(state.finished).toBe(false);
  });

  it('disables Previous on the first question', () => {
    const state = answerCurrent(initialPlanWizard(), 'Algo');
    expect(canGoPrevious(state)).toBe(false);
    expect(goPrevious(state)).toBe(state);
    expect(canGoPrevious(goNext(state))).toBe(true);
  });

  it('disables Next while the answer is empty or whitespace', () => {
    const empty = initialPlanWizard();
    expect(canGoNext(empty)).toBe(false);
    expect(goNext(empty)).toBe(empty);
    const blank = answerCurrent(empty, '  \n\t ');
    expect(canGoNext(blank)).toBe(false);
    expect(goNext(blank)).toBe(blank);
    expect(canGoNext(answerCurrent(empty, ' x '))).toBe(true);
  });

  it('keeps the answers when going back and forth, trimmed', () => {
    let state = goNext(answerCurrent(initialPlanWizard(), '  Limonada Feliz  '));
    state = answerCurrent(state, 'Limonada');
    state = goPrevious(state);
    expect(currentQuestion(state).key).toBe('nombre');
    expect(state.answers).toMatchObject({ nombre: 'Limonada Feliz', producto: 'Limonada' });
  });

  it("finishes on the 7th question ('Finalizar') and then ignores changes", () => {
    let state = initialPlanWizard();
    for (const key of PLAN_KEYS.slice(0, 6)) state = goNext(answerCurrent(state, PLAN[key]));
    expect(isLastQuestion(state)).toBe(true);
    expect(currentQuestion(state).key).toBe('meta');
    state = goNext(answerCurrent(state, PLAN.meta));
    expect(state.finished).toBe(true);
    expect(answerCurrent(state, 'otra')).toBe(state);
    expect(canGoPrevious(state)).toBe(false);
    expect(state.answers.problema).toBe(PLAN.problema.trim());
  });
});

describe('the result', () => {
  it("names the download 'Plan-{name}.txt'", () => {
    expect(planFileName(PLAN)).toBe('Plan-Limonada Feliz.txt');
    expect(planFileName({ nombre: 'Pulseras/Mágicas?' })).toBe('Plan-PulserasMágicas.txt');
    expect(planFileName({ nombre: '   ' })).toBe('Plan-Mi-Negocio.txt');
  });

  it('tells a success story made of the answers', () => {
    const story = successStory(PLAN, 'Sofía').join(' ');
    expect(story).toContain('Sofía');
    expect(story).toContain('«Limonada Feliz»');
    expect(story).toContain('llevo limonada fría en una nevera');
    expect(story).toContain('limonada fría con hierbabuena');
    expect(story).toContain('en el parque hace calor y no hay bebidas frescas');
    expect(story).toContain('las familias que juegan en el parque');
    expect(story).toContain('1.000 pesos el vaso');
    expect(story).toContain('ahorrar para una bicicleta');
    expect(successStory(PLAN, 'Sofía')).toEqual(successStory(PLAN, 'Sofía'));
    expect(successStory(PLAN).join(' ')).toContain('una mente emprendedora');
  });

  it('reads answers as clauses', () => {
    expect(asClause('  La gente tiene sed!! ')).toBe('la gente tiene sed');
    expect(asClause('Bogotá necesita más parques.')).toBe('Bogotá necesita más parques');
    expect(asClause('Llevo limonada')).toBe('llevo limonada');
    expect(asClause('Sofía y yo', ['Sofía'])).toBe('Sofía y yo');
    expect(asClause('ONU dice')).toBe('ONU dice');
    expect(asClause('¿Hace calor?')).toBe('hace calor');
  });

  it('writes a certificate and a printable document with every answer', () => {
    const date = new Date('2025-11-20T15:00:00Z');
    expect(certificateDate(date)).toBe('20 de noviembre de 2025');
    const certificate = planCertificate(PLAN, 'Sofía', date);
    expect(certificate).toMatchObject({ title: 'Certificado de Emprendedor Mágico', awardedTo: 'Sofía' });
    expect(certificate.text).toContain('«Limonada Feliz»');
    const text = planDocument(PLAN, 'Sofía', date);
    for (const question of PLAN_QUESTIONS) expect(text).toContain(question.question);
    for (const key of PLAN_KEYS) expect(text).toContain(PLAN[key].trim());
    expect(text).toContain('CERTIFICADO DE EMPRENDEDOR MÁGICO');
    expect(text).toContain('MI HISTORIA DE ÉXITO');
    expect(answerAll(PLAN).finished).toBe(true);
  });
});
