import type { User } from '@universo/platform/api/auth';
import type { SubscriptionStatusResponse } from '@universo/platform/api/billing';
import type { ApiRequestError } from '@universo/platform';
import { PremiumSection, type PremiumQuery } from './PremiumSection';
import { FAMILY_USER, renderScreen, subscriptionStatus } from '@universo/platform/testing';

const USER: User = { ...FAMILY_USER, age: 9 };
const PAYING = subscriptionStatus('authorized', { amount: 79900, currency: 'COP' });

const REFUSED: ApiRequestError = {
  status: 403,
  message: '403: …',
  body: '{"statusCode":403,"error":"Forbidden","message":"Los Juegos Avanzados son parte del Plan Emprendedor Mágico.","premiumItem":"advanced-games"}',
};

function render(query: PremiumQuery<string>, who: User | null = null, plan?: SubscriptionStatusResponse): Promise<string> {
  return renderScreen(
    <PremiumSection query={query} feature="Los Juegos Avanzados" loadingMessage="Cargando los juegos..." errorMessage="No pudimos cargar los juegos.">
      {(data) => <p>Contenido: {data}</p>}
    </PremiumSection>,
    { user: who, plan },
  );
}

const refetch = () => undefined;

describe('PremiumSection', () => {
  it('shows a Spanish loading state until the service answers', async () => {
    const html = await render({ isFetching: true, refetch });
    expect(html).toContain('Cargando los juegos...');
    expect(html).toContain('role="status"');
  });

  it('shows what the service sent', async () => {
    expect(await render({ currentData: 'simulador', isFetching: false, refetch })).toContain('Contenido: simulador');
  });

  it('shows the shared gate to a visitor because the service refused the section', async () => {
    const html = await render({ error: REFUSED, isFetching: false, refetch });
    expect(html).toContain('Los Juegos Avanzados es parte del Plan Emprendedor Mágico');
    expect(html).toContain('Crear Cuenta Gratis');
    expect(html).not.toContain('Contenido:');
  });

  it('believes the service over a plan the page still thinks is active', async () => {
    const html = await render({ currentData: 'viejo', error: REFUSED, isFetching: false, refetch }, USER, PAYING);
    expect(html).toContain('¡Suscribirme Ahora!');
    expect(html).not.toContain('Contenido: viejo');
  });

  it('offers a retry when the failure is not the plan', async () => {
    const html = await render({ error: { status: 'FETCH_ERROR', message: 'Failed to fetch' }, isFetching: false, refetch });
    expect(html).toContain('No pudimos cargar los juegos.');
    expect(html).toContain('Reintentar');
    expect(html).not.toContain('Plan Emprendedor Mágico');
    const retrying = await render({ error: { status: 500, message: '500: x' }, isFetching: true, refetch });
    expect(retrying).toContain('Cargando los juegos...');
  });
});
