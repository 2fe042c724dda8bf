import { alreadySubscribedEmail, confirmationEmail, newsletterLink, outcomePath } from './newsletterEmails';

describe('newsletter e-mails', () => {
  it('links to the confirm and unsubscribe endpoints of the site', () => {
    expect(newsletterLink('https://universo.co', 'confirm', 'abc_-1')).toBe('https://universo.co/api/newsletter/confirm?token=abc_-1');
    expect(outcomePath('confirmado')).toBe('/blog?newsletter=confirmado');
  });

  it('asks to confirm, and offers a way out, in Spanish', () => {
    const email = confirmationEmail('https://universo.co', { confirm: 'C'.repeat(43), unsubscribe: 'U'.repeat(43) });
    expect(email.subject).toMatch(/Confirma tu suscripción/);
    expect(email.text).toContain(`https://universo.co/api/newsletter/confirm?token=${'C'.repeat(43)}`);
    expect(email.text).toContain(`https://universo.co/api/newsletter/unsubscribe?token=${'U'.repeat(43)}`);
    expect(email.text).toMatch(/Si no fuiste tú/);
    expect(email.html).toContain(`<a href="https://universo.co/api/newsletter/confirm?token=${'C'.repeat(43)}"`);
    expect(email.html).toContain('Confirmar mi suscripción');
  });

  it('tells a subscribed address it already is, without a confirm link', () => {
    const email = alreadySubscribedEmail('https://universo.co', 'U'.repeat(43));
    expect(email.text).toMatch(/ya estabas suscrito/);
    expect(email.text).not.toContain('/confirm');
    expect(email.html).not.toContain('/confirm');
    expect(email.text).toContain('/api/newsletter/unsubscribe?token=');
  });
});
