import type { SubscriptionStatusResponse, User } from '@universo/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { baseApi } from '../api/baseApi';
import { currentUserApi } from '../auth/api/getCurrentUser';
import { createAppStore } from '../store/createAppStore';
import { subscriptionStatusApi } from './api/getSubscriptionStatus';
import { PremiumGate } from './PremiumGate';

const user: User = {
  id: 'u1',
  username: 'vale',
  email: 'v@x.co',
  firstName: 'Valentina',
  lastName: 'R',
  age: 8,
  role: 'family',
  createdAt: '',
};

function subscription(status: SubscriptionStatusResponse['status']): SubscriptionStatusResponse {
  return { hasSubscription: status !== null, status, amount: null, currency: null, nextPaymentDate: null, startDate: null };
}

/** Renders the gate over a store that already knows the user and their subscription (no request is made). */
async function render(who: User | null, plan?: SubscriptionStatusResponse): Promise<string> {
  const store = createAppStore();
  await store.dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, who));
  if (plan) await store.dispatch(subscriptionStatusApi.util.upsertQueryData('getSubscriptionStatus', undefined, plan));
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <MemoryRouter>
        <PremiumGate feature="El chat con todos los personajes">
          <p>Contenido secreto</p>
        </PremiumGate>
      </MemoryRouter>
    </Provider>,
  );
  // Drops the cache entries and their removal timers.
  store.dispatch(baseApi.util.resetApiState());
  return html;
}

describe('PremiumGate (spec section 6)', () => {
  it('invites a visitor to create an account or log in, and names the plan and its price', async () => {
    const html = await render(null);
    expect(html).not.toContain('Contenido secreto');
    expect(html).toContain('El chat con todos los personajes es parte del Plan Emprendedor Mágico');
    expect(html).toMatch(/<a [^>]*href="\/register"[^>]*>Crear Cuenta Gratis<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/login"[^>]*>Iniciar Sesión<\/a>/);
    expect(html).toContain('79.900 COP al mes');
    expect(html).toContain('aprox. 19,99 USD');
    expect(html).toContain('cancela cuando quieras');
    expect(html).not.toContain('Suscribirme');
  });

  it('invites a logged-in family without an active plan to subscribe', async () => {
    const html = await render(user, subscription('cancelled'));
    expect(html).not.toContain('Contenido secreto');
    expect(html).toMatch(/<a [^>]*href="\/subscription"[^>]*>¡Suscribirme Ahora!<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Volver al Inicio<\/a>/);
    expect(html).toContain('Suscripción cancelada');
    expect(html).not.toContain('Crear Cuenta Gratis');
  });

  it('shows the content to a premium family (authorized or pending)', async () => {
    expect(await render(user, subscription('authorized'))).toBe('<p>Contenido secreto</p>');
    expect(await render(user, subscription('pending'))).toBe('<p>Contenido secreto</p>');
  });

  it('waits while the subscription is unknown', async () => {
    const html = await render(user);
    expect(html).toContain('Comprobando tu plan');
    expect(html).not.toContain('Contenido secreto');
  });
});
