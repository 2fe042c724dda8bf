import type { SubscriptionStatusResponse, User } from '../api/generated/api';
import { PremiumGate } from './PremiumGate';
import { renderScreen, subscriptionStatus as subscription, FAMILY_USER as user } from '../testing';

/** Renders the gate over a store that already knows the user and their subscription (no request is made). */
function render(who: User | null, plan?: SubscriptionStatusResponse, locked = false): Promise<string> {
  return renderScreen(
    <PremiumGate feature="El chat con todos los personajes" locked={locked}>
      <p>Contenido secreto</p>
    </PremiumGate>,
    { user: who, plan },
  );
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

  it('shows the content when billing says the plan is unlocked (authorized, or pending inside the grace window)', async () => {
    expect(await render(user, subscription('authorized'))).toBe('<p>Contenido secreto</p>');
    expect(await render(user, subscription('pending'))).toBe('<p>Contenido secreto</p>');
  });

  it('follows billing, not the status: a pending payment past the window, or an answer without premium, stays locked', async () => {
    expect(await render(user, subscription('expired'))).not.toContain('Contenido secreto');
    expect(await render(user, subscription('pending', { premium: false }))).not.toContain('Contenido secreto');
    expect(await render(user, subscription('rejected'))).toMatch(/href="\/subscription"/);
  });

  it('shows the gate when a service refused the content, even if the plan looked active here', async () => {
    const html = await render(user, subscription('authorized'), true);
    expect(html).not.toContain('Contenido secreto');
    expect(html).toContain('¡Suscribirme Ahora!');
  });

  it('waits while the subscription is unknown', async () => {
    const html = await render(user);
    expect(html).toContain('Comprobando tu plan');
    expect(html).not.toContain('Contenido secreto');
  });
});
