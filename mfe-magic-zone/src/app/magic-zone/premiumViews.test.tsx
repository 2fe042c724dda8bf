import type { AdvancedGamesResponse, LibraryResponse, PersonalisedChallengesResponse } from '@universo/platform/api/content';
import { renderScreen, type ScreenSetup } from '@universo/platform/testing';
import type { ReactElement } from 'react';
import { findActivity } from '../../features/activities/activities';
import { getLibraryApi } from '../../features/resource-library/api/getLibrary';
import { ResourceLibrary } from '../../features/resource-library/ResourceLibrary';
import { getPersonalisedChallengesApi } from '../../features/personalized-challenges/api/getPersonalisedChallenges';
import { PersonalizedChallenges } from '../../features/personalized-challenges/PersonalizedChallenges';
import { AdvancedGames } from './AdvancedGames';
import { getAdvancedGamesApi } from './api/getAdvancedGames';
import { renderActivity } from './activityViews';

// What svc-content might answer; the texts are placeholders (the real ones never ship in this remote).
const GAMES: AdvancedGamesResponse = {
  games: [
    { id: 'simulador', icon: '🏪', title: 'Juego Uno', description: 'Descripción uno', intro: 'Intro uno' },
    { id: 'inversion', icon: '📈', title: 'Juego Dos', description: 'Descripción dos', intro: 'Intro dos' },
    { id: 'estrategia', icon: '♟️', title: 'Juego Tres', description: 'Descripción tres', intro: 'Intro tres' },
  ],
  simulator: { rules: { startCapital: 100, salePrice: 8, saleDelayMs: 1000, messageMs: 3000, days: 10, defaultShopName: 'Tienda' }, actions: [] },
  investment: { rules: { startCash: 100, minPrice: 5, rounds: 10 }, assets: [] },
  market: { rules: { playerStart: 100, competitorStarts: [95], noise: 5, rounds: 5, leaderBonus: 50 }, strategies: [], competitorNames: ['Otra'] },
};

const LIBRARY: LibraryResponse = {
  categories: [
    {
      id: 'ahorro',
      title: 'Categoría de prueba',
      icon: '🐷',
      resources: [
        {
          id: 'hoja-uno',
          title: 'Hoja uno',
          description: 'Una hoja',
          kind: 'Tabla',
          fileName: 'hoja-uno.txt',
          downloadUrl: '/api/axxon/premium/library/hoja-uno/download',
        },
      ],
    },
  ],
};

const CHALLENGES: PersonalisedChallengesResponse = {
  age: 8,
  challenges: [{ id: 'p-uno', icon: '📅', title: 'Reto de prueba', description: 'Un reto', steps: ['Paso'], points: 125 }],
  headerPointsPerChallenge: 50,
};

function render(element: ReactElement, seed: ScreenSetup['seed']): Promise<string> {
  return renderScreen(element, { user: null, seed });
}

describe('the premium sections show what svc-content sent', () => {
  it('Juegos Avanzados: the menu of the games the service listed', async () => {
    const html = await render(<AdvancedGames />, (store) => store.dispatch(getAdvancedGamesApi.util.upsertQueryData('getAdvancedGames', undefined, GAMES)));
    for (const title of ['Juego Uno', 'Juego Dos', 'Juego Tres']) expect(html).toContain(`aria-label="Jugar ${title}"`);
    expect(html).toContain('Descripción dos');
  });

  it('Biblioteca Completa: the categories and printables of the service, each with its download', async () => {
    const html = await render(<ResourceLibrary />, (store) => store.dispatch(getLibraryApi.util.upsertQueryData('getLibrary', undefined, LIBRARY)));
    expect(html).toContain('Categoría de prueba');
    expect(html).toContain('aria-label="Descargar Hoja uno"');
  });

  it('Retos Personalizados: the age picker and the service’s challenges for that age', async () => {
    const html = await render(<PersonalizedChallenges />, (store) =>
      store.dispatch(getPersonalisedChallengesApi.util.upsertQueryData('getPersonalisedChallenges', 8, CHALLENGES)),
    );
    expect(html).toContain('¿Cuántos años tienes?');
    expect(html).toContain('aria-label="Abrir reto Reto de prueba"');
    expect(html).toContain('125 puntos');
    expect(html).toContain('⭐ 0 puntos · 0 retos completados');
  });

  it('waits for the service before showing anything of a section', async () => {
    const html = await render(<PersonalizedChallenges />, async () => undefined);
    expect(html).toContain('Cargando los retos para tu edad...');
    expect(html).not.toContain('¿Cuántos años tienes?');
  });

  it('the page itself gates nothing: a premium section opens and asks its service, for visitors too', async () => {
    for (const id of ['juegos-avanzados', 'biblioteca-completa', 'retos-personalizados']) {
      const html = await render(<>{renderActivity(findActivity(id)!)}</>, async () => undefined);
      expect(html).toContain('Preparando la actividad...');
      expect(html).not.toContain('es parte del Plan Emprendedor Mágico');
    }
  });
});
