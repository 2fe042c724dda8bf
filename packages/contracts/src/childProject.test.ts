import {
  projectBestResults,
  businessNameProblem,
  CHILD_PROJECT_MESSAGES as PROJECT_MESSAGES,
  projectLogoProblem,
  mergeChildProject,
  projectPlanProblem,
} from './childProject';

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
    expect(projectPlanProblem({ nombre: 'Limonada Feliz', producto: 'limonada' })).toBeNull();
    expect(projectPlanProblem({ nombre: '' })).toBeNull();
    expect(projectPlanProblem({ otra: 'x' })).toBe(PROJECT_MESSAGES.plan);
    expect(projectPlanProblem({ meta: 'x'.repeat(301) })).toBe(PROJECT_MESSAGES.plan);
    expect(projectPlanProblem({ meta: 3 })).toBe(PROJECT_MESSAGES.plan);
    expect(projectPlanProblem({})).toBe(PROJECT_MESSAGES.plan);
    expect(projectPlanProblem(['nombre'])).toBe(PROJECT_MESSAGES.plan);
  });
});

describe('the logo', () => {
  it('takes the six fields with short lowercase choices', () => {
    expect(projectLogoProblem(LOGO)).toBeNull();
    expect(projectLogoProblem({ ...LOGO, extra: 'x' })).toBe(PROJECT_MESSAGES.logo);
    expect(projectLogoProblem({ ...LOGO, shape: '<script>' })).toBe(PROJECT_MESSAGES.logo);
    expect(projectLogoProblem({ ...LOGO, text: 'x'.repeat(41) })).toBe(PROJECT_MESSAGES.logo);
    const { icon: _icon, ...withoutIcon } = LOGO;
    expect(projectLogoProblem(withoutIcon)).toBe(PROJECT_MESSAGES.logo);
  });
});

describe('merging a save into the stored project', () => {
  it('names the business from the plan first answer', () => {
    expect(mergeChildProject(null, { plan: { nombre: ' Limonada Feliz ', producto: 'limonada' } })).toEqual({
      businessName: 'Limonada Feliz',
      plan: { nombre: 'Limonada Feliz', producto: 'limonada' },
      logo: null,
    });
  });

  it('keeps the parts it was not sent', () => {
    const stored = { businessName: 'Limonada Feliz', plan: { nombre: 'Limonada Feliz' }, logo: null };
    expect(mergeChildProject(stored, { logo: LOGO })).toEqual({ ...stored, logo: LOGO });
    expect(mergeChildProject({ ...stored, logo: LOGO }, { businessName: 'Jugos Ricos' })).toEqual({
      businessName: 'Jugos Ricos',
      plan: stored.plan,
      logo: LOGO,
    });
  });

  it('lets a first logo name the business, and refuses a save without any name or part', () => {
    expect(mergeChildProject(null, { logo: LOGO })).toMatchObject({ businessName: 'Limonada Feliz' });
    expect(mergeChildProject(null, { logo: { ...LOGO, text: '' } })).toEqual({ problem: PROJECT_MESSAGES.needsName });
    expect(mergeChildProject(null, {})).toEqual({ problem: PROJECT_MESSAGES.empty });
  });
});

describe('best results', () => {
  it('keeps the highest profit per business game, a loss included', () => {
    expect(
      projectBestResults([
        { activity: 'limonada', profit: 12 },
        { activity: 'limonada', profit: 30 },
        { activity: 'simulador', profit: -5 },
        { activity: 'gasta-ahorra', profit: 99 },
        { activity: 'simulador', profit: 'mucho' },
      ]),
    ).toEqual({ limonada: 30, simulador: -5 });
    expect(projectBestResults([])).toEqual({ limonada: null, simulador: null });
  });
});
