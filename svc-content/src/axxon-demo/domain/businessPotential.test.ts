import { businessSentence, scoreBusinessPotential } from './businessPotential';
import { featuresWith, idea } from '../../../test/support/ideaFeatures';

describe('business potential', () => {
  it.each([
    {
      title: 'is 0 with nothing to go on, and says what is missing',
      features: featuresWith(),
      score: 0,
      reasons: [
        'Aún no dices qué producto o servicio ofrecerías (+0).',
        'Aún no dices quiénes serían tus clientes (+0).',
        'Aún no hablas de precio ni de dinero (+0).',
        'Aún no dices qué materiales o qué ayuda necesitarías (+0).',
        'Aún no dices cuál sería tu primer paso (+0).',
      ],
    },
    {
      title: 'reaches 10 for a complete idea',
      features: featuresWith({
        ideas: [idea('pulseras', 'pulseras')],
        customers: ['compañeros'],
        price: '2000 pesos',
        materials: ['hilos'],
        helpers: ['mamá'],
        planSteps: ['primero', 'voy a'],
      }),
      score: 10,
      reasons: [
        'Nombraste lo que ofrecerías: pulseras (+2).',
        'Pensaste en tus clientes: «compañeros» (+2).',
        'Pensaste en un precio: 2000 pesos (+2).',
        'Nombraste materiales que puedes conseguir: «hilos» (+1).',
        'Cuentas con ayuda: «mamá» (+1).',
        'Tienes un plan: «primero» y «voy a» (+2).',
      ],
    },
  ])('$title', ({ features, score, reasons }) => {
    expect(scoreBusinessPotential(features)).toMatchObject({ score, reasons });
  });

  it('gives 1 for wanting to start without saying what, 2 for a named idea', () => {
    expect(scoreBusinessPotential(featuresWith({ businessWords: ['negocio'] })).score).toBe(1);
    expect(scoreBusinessPotential(featuresWith({ ideas: [idea('galletas', 'galletas')] })).score).toBe(2);
  });

  it('adds customers (people or places), a price or money talk, feasibility and a plan', () => {
    const base = { ideas: [idea('pulseras', 'pulseras')] };
    expect(scoreBusinessPotential(featuresWith({ ...base, customers: ['amigas'] })).score).toBe(4);
    expect(scoreBusinessPotential(featuresWith({ ...base, customerPlaces: ['barrio'] })).score).toBe(4);
    expect(scoreBusinessPotential(featuresWith({ ...base, price: '2000 pesos' })).score).toBe(4);
    expect(scoreBusinessPotential(featuresWith({ ...base, moneyWords: ['ganar'] })).score).toBe(3);
    expect(scoreBusinessPotential(featuresWith({ ...base, materials: ['hilos'] })).score).toBe(3);
    expect(scoreBusinessPotential(featuresWith({ ...base, materials: ['hilos'], helpers: ['mamá'] })).score).toBe(4);
    expect(scoreBusinessPotential(featuresWith({ ...base, planSteps: ['primero'] })).score).toBe(3);
    expect(scoreBusinessPotential(featuresWith({ ...base, planSteps: ['primero', 'sábados'] })).score).toBe(4);
  });

  it('counts a service as feasible from what the child knows', () => {
    const service = idea('tareas', 'ayuda con las tareas', { kind: 'servicio' });
    expect(scoreBusinessPotential(featuresWith({ ideas: [service] })).score).toBe(3);
    expect(scoreBusinessPotential(featuresWith({ ideas: [service], helpers: ['mamá'] })).score).toBe(4);
  });

  it('takes 2 off an idea far too big, never below 0', () => {
    const { score, reasons } = scoreBusinessPotential(featuresWith({ ideas: [idea(null, 'carros')], tooBig: ['fábrica'] }));
    expect(score).toBe(0);
    expect(reasons).toContain('Suena muy grande para empezar («fábrica»): mejor una versión pequeña (−2).');
    expect(scoreBusinessPotential(featuresWith({ tooBig: ['millones'] })).score).toBe(0);
  });
});

describe('the business potential in one sentence', () => {
  it('names what the idea says and the first thing it could add', () => {
    const cookies = idea('galletas', 'galletas');
    expect(businessSentence(featuresWith())).toBe('Cuéntame qué quieres vender y a quién: así tu idea empieza a sumar.');
    expect(businessSentence(featuresWith({ businessWords: ['negocio'] }))).toBe(
      'Quieres emprender, ¡qué bien!: si dices qué vendes y a quién, tu idea empieza a sumar.',
    );
    expect(businessSentence(featuresWith({ ideas: [cookies] }))).toBe('Tu idea dice qué vendes: eso suma; si dices a quién le vendes, sumará más.');
    expect(businessSentence(featuresWith({ ideas: [cookies], customers: ['vecinos'] }))).toBe(
      'Tu idea dice qué vendes y a quién le vendes: eso suma; si dices cuánto cobras, sumará más.',
    );
    expect(businessSentence(featuresWith({ ideas: [cookies], customers: ['vecinos'], price: '500 pesos', helpers: ['abuela'], planSteps: ['sábado'] }))).toBe(
      'Tu idea dice qué vendes, a quién, cuánto cobras, quién te ayuda y tu primer paso: ¡eso suma mucho!',
    );
  });

  it('speaks of helping for a service, and of a smaller start for an idea far too big', () => {
    const service = idea('tareas', 'ayuda con las tareas', { kind: 'servicio' });
    expect(businessSentence(featuresWith({ ideas: [service], customers: ['niños'] }))).toBe(
      'Tu idea dice qué ofreces, a quién y qué sabes hacer: eso suma; si dices cuánto cobras, sumará más.',
    );
    expect(businessSentence(featuresWith({ ideas: [idea(null, 'carros')], tooBig: ['fábrica'] }))).toBe(
      'Tu idea es muy grande para empezar: una versión pequeña, que puedas hacer tú, suma más.',
    );
  });

  it('comes with the score', () => {
    const f = featuresWith({ ideas: [idea('pulseras', 'pulseras')], customers: ['amigas'] });
    expect(scoreBusinessPotential(f).sentence).toBe(businessSentence(f));
  });
});
