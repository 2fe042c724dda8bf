import type { ChildProject } from '@universo/platform/api/content';
import { myBusinessLines } from './myBusiness';

const PROJECT: ChildProject = {
  businessName: 'Limonada Feliz',
  plan: { nombre: 'Limonada Feliz', producto: 'limonada fría', clientes: 'las familias del parque', meta: 'una bicicleta' },
  logo: null,
  best: { limonada: 1200, simulador: -20 },
  updatedAt: '2026-11-26T00:00:00.000Z',
};

describe('Mi emprendimiento on the dashboard', () => {
  it("shows the plan and the best results in the games' own money, a loss said as a loss", () => {
    expect(myBusinessLines(PROJECT)).toEqual([
      { label: 'Vendes', text: 'limonada fría' },
      { label: 'Tus clientes', text: 'las familias del parque' },
      { label: 'Tu meta', text: 'una bicicleta' },
      { label: 'Mejor día del puesto de limonada', text: `ganaste ${'$1.200'}`, amount: { value: 1200, unit: 'pesos' } },
      { label: 'Mejor temporada del simulador', text: 'perdiste 20 monedas', amount: { value: -20, unit: 'monedas' } },
    ]);
  });

  it('shows nothing for a business with only a name and no games yet', () => {
    expect(myBusinessLines({ ...PROJECT, plan: null, best: { limonada: null, simulador: 0 } })).toEqual([
      { label: 'Mejor temporada del simulador', text: 'ni ganaste ni perdiste', amount: { value: 0, unit: 'monedas' } },
    ]);
  });
});
