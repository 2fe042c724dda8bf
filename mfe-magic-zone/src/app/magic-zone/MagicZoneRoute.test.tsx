import type { User } from '@universo/platform/api/auth';
import { getChildProfileApi } from '../../shared/learning/api/getChildProfile';
import { MagicZoneRoute } from './MagicZoneRoute';
import { FAMILY_USER, renderScreen } from '@universo/platform/testing';

const USER: User = { ...FAMILY_USER, age: 9 };

function render(path: string, user: User | null, childAge?: number): Promise<string> {
  return renderScreen(<MagicZoneRoute />, {
    user,
    path,
    seed: async (store) => {
      if (childAge === undefined) return;
      await store.dispatch(
        getChildProfileApi.util.upsertQueryData('getChildProfile', undefined, {
          childName: 'Tomás',
          childAge,
          learningLevel: 'principiante',
          preferredCharacter: 'leo',
          createdAt: '',
          updatedAt: '',
        }),
      );
    },
  });
}

describe('/zona-magica', () => {
  it('lists the free and premium activities for a visitor, without an age indicator', async () => {
    const html = await render('/zona-magica', null);
    for (const name of [
      'Gasta o Ahorra',
      'Plan de Emprendimiento',
      'Crea tu Logo',
      'Puesto de Limonada',
      'Juegos Avanzados',
      'Biblioteca Completa',
      'Retos Personalizados',
    ]) {
      expect(html).toContain(`Jugar ${name}`);
    }
    expect(html).toContain('Reto semanal gratis');
    expect(html).not.toContain('data-testid="mz-age-group"');
    expect(html).toContain('data-age-group="unknown"');
  });

  it("follows the user's age, and the child profile's age over it", async () => {
    const older = await render('/zona-magica', USER);
    expect(older).toContain('Jóvenes emprendedores (8 a 10 años)');
    expect(older).toContain('Entrena tu mente emprendedora');
    const younger = await render('/zona-magica', USER, 6);
    expect(younger).toContain('Pequeños exploradores (6 a 7 años)');
    expect(younger).toContain('pequeño explorador');
    const teen = await render('/zona-magica', USER, 13);
    expect(teen).toContain('Actividades para todas las edades (13 años)');
  });

  it('opens an activity in place with the back button', async () => {
    const html = await render('/zona-magica?actividad=limonada', null);
    expect(html).toContain('Volver a Zona Mágica');
    expect(html).toContain('data-activity="limonada"');
    expect(html).not.toContain('Actividades gratis');
  });
});
