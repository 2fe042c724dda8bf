import { bestResults, businessNameProblem, logoProblem, mergeProject, planProblem } from './childProject';
import { PROJECT_MESSAGES } from './project.messages';

const LOGO = { shape: 'circulo', shapeColor: 'morado', icon: 'limon', iconColor: 'amarillo', text: 'Limonada Feliz', textColor: 'blanco' };

describe('the business name', () => {
  it('takes 1 to 40 letters, counted after trimming', () => {
    expect(businessNameProblem('Limonada Feliz')).toBeNull();
    expect(businessNameProblem('Limonadas Mágicas de la Abuela Francesca')).toBeNull();
    expect(businessNameProblem('x'.repeat(41))).toBe(PROJECT_MESSAGES.businessName);
    expect(businessNameProblem('   ')).toBe(PROJECT_MESSAGES.businessName);
    expect(businessNameProblem(7)).toBe(PROJECT_MESSAGES.businessName);
    expect(businessNameProblem('Hola\u0000')).toBe(PROJECT_MESSAGES.businessName);
    expect(businessNameProblem('Limonada\nFeliz')).toBe(PROJECT_MESSAGES.businessName);
  });
});

describe('the plan', () => {
  it('takes only the wizard keys, each up to 300 letters', () => {
    expect(planProblem({ nombre: 'Limonada Feliz', producto: 'limonada' })).toBeNull();
    expect(planProblem({ nombre: '' })).toBeNull();
    expect(planProblem({ otra: 'x' })).toBe(PROJECT_MESSAGES.plan);
    expect(planProblem({ meta: 'x'.repeat(301) })).toBe(PROJECT_MESSAGES.plan);
    expect(planProblem({ meta: 3 })).toBe(PROJECT_MESSAGES.plan);
    expect(planProblem({})).toBe(PROJECT_MESSAGES.plan);
    expect(planProblem(['nombre'])).toBe(PROJECT_MESSAGES.plan);
  });
});

describe('the logo', () => {
  it('takes the six fields with short lowercase choices', () => {
    expect(logoProblem(LOGO)).toBeNull();
    expect(logoProblem({ ...LOGO, extra: 'x' })).toBe(PROJECT_MESSAGES.logo);
    expect(logoProblem({ ...LOGO, shape: '<script>' })).toBe(PROJECT_MESSAGES.logo);
    expect(logoProblem({ ...LOGO, text: 'x'.repeat(41) })).toBe(PROJECT_MESSAGES.logo);
    const { icon: _icon, ...withoutIcon } = LOGO;
    expect(logoProblem(withoutIcon)).toBe(PROJECT_MESSAGES.logo);
  });
});

describe('merging a save into the stored project', () => {
  it('names the business from the plan first answer', () => {
    expect(mergeProject(null, { plan: { nombre: ' Limonada Feliz ', producto: 'limonada' } })).toEqual({
      businessName: 'Limonada Feliz',
      plan: { nombre: 'Limonada Feliz', producto: 'limonada' },
      logo: null,
    });
  });

  it('keeps the parts it was not sent', () => {
    const stored = { businessName: 'Limonada Feliz', plan: { nombre: 'Limonada Feliz' }, logo: null };
    expect(mergeProject(stored, { logo: LOGO })).toEqual({ ...stored, logo: LOGO });
    expect(mergeProject({ ...stored, logo: LOGO }, { businessName: 'Jugos Ricos' })).toEqual({ businessName: 'Jugos Ricos', plan: stored.plan, logo: LOGO });
  });

  it('lets a first logo name the business, and refuses a save without any name or part', () => {
    expect(mergeProject(null, { logo: LOGO })).toMatchObject({ businessName: 'Limonada Feliz' });
    expect(mergeProject(null, { logo: { ...LOGO, text: '' } })).toEqual({ problem: PROJECT_MESSAGES.needsName });
    expect(mergeProject(null, {})).toEqual({ problem: PROJECT_MESSAGES.empty });
  });
});

describe('best results', () => {
  it('keeps the highest profit per business game, a loss included', () => {
    expect(
      bestResults([
        { activity: 'limonada', profit: 12 },
        { activity: 'limonada', profit: 30 },
        { activity: 'simulador', profit: -5 },
        { activity: 'gasta-ahorra', profit: 99 },
        { activity: 'simulador', profit: 'mucho' },
      ]),
    ).toEqual({ limonada: 30, simulador: -5 });
    expect(bestResults([])).toEqual({ limonada: null, simulador: null });
  });
});
