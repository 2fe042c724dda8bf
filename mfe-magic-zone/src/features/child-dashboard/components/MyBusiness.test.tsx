import type { ChildProjectResponse } from '@universo/platform/api/content';
import { renderScreen } from '@universo/platform/testing';
import { projectApi } from '../../../shared/project/api/projectApi';
import { MyBusiness } from './MyBusiness';

function render(answer: ChildProjectResponse): Promise<string> {
  return renderScreen(<MyBusiness />, { seed: (store) => store.dispatch(projectApi.util.upsertQueryData('getProject', undefined, answer)) });
}

const LOGO = { shape: 'estrella', shapeColor: 'verde', icon: 'limon', iconColor: 'amarillo', text: 'Limonada Feliz', textColor: 'blanco' };

describe('Mi emprendimiento', () => {
  it('shows the business with its logo, its plan and its best results', async () => {
    const html = await render({
      project: { businessName: 'Limonada Feliz', plan: { meta: 'una bicicleta' }, logo: LOGO, best: { limonada: null, simulador: 40 }, updatedAt: '' },
    });
    expect(html).toContain('Mi emprendimiento');
    expect(html).toMatch(/data-testid="dash-business-name">Limonada Feliz</);
    expect(html).toContain('aria-label="Logo de Limonada Feliz"');
    expect(html).toContain('una bicicleta');
    expect(html).toContain('ganaste 40 monedas');
    expect(html).not.toContain('Crear su logo');
  });

  it('invites to make a logo for a business without one, and to make a plan before there is a business', async () => {
    const named = await render({ project: { businessName: 'Jugos Ricos', plan: null, logo: null, best: { limonada: null, simulador: null }, updatedAt: '' } });
    expect(named).toContain('href="/zona-magica?actividad=crea-logo"');
    const none = await render({ project: null });
    expect(none).toContain('Aún no tienes un negocio');
    expect(none).toContain('href="/zona-magica?actividad=plan-emprendimiento"');
  });
});
