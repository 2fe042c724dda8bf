import { linkIn as mailLink, withSmtpCatcher } from '@universo/mailer/testing';
import type { TestService } from '@universo/service-kit/testing';
import type { ContentConfig } from '../src/config';
import { startContentService, STARTUP_TIMEOUT_MS } from './support/contentService';
import { documentedResponses } from '@universo/openapi/testing';

const SITE = 'https://universo.test';
const ACCEPTED = {
  message:
    '¡Gracias! En unos minutos recibirás un correo de Universo de Francesca: abre el enlace que trae para confirmar tu suscripción al boletín mensual. Si no lo ves, revisa la carpeta de correo no deseado.',
};

interface OutboxRow {
  kind: string;
  to_address: string;
  subject: string;
  body: string;
}

describe('newsletter API', () => {
  let service: TestService<ContentConfig>;
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const documented = documentedResponses('content');
  const http = () => documented(service.http());

  beforeAll(async () => {
    // The worker stays off here: these tests read the queued mail before anything sends it.
    service = await startContentService({ PUBLIC_URL: `${SITE}/`, MAIL_POLL_INTERVAL_MS: '0' });
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await service?.close();
  });

  const subscribe = (email: unknown) => http().post('/api/newsletter/subscribe').send({ email });
  const outbox = (to: string) =>
    service.query<OutboxRow>(`SELECT kind, to_address, subject, text_body AS body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at, id`, [to]);
  const subscription = async (email: string) =>
    (
      await service.query<{ status: string; count: string }>(`SELECT status, count(*) OVER () AS count FROM newsletter_subscriptions WHERE email = $1`, [email])
    )[0];
  /** The path and query of a link of the latest e-mail to `to`, as the parent would open it. */
  const linkIn = async (to: string, action: 'confirm' | 'unsubscribe') => {
    const mails = await outbox(to);
    const match = new RegExp(`${SITE.replace(/\./g, '\\.')}(/api/newsletter/${action}\\?token=[A-Za-z0-9_-]{43})`).exec(mails.at(-1)?.body ?? '');
    if (!match?.[1]) throw new Error(`no ${action} link in the e-mail to ${to}`);
    return match[1];
  };
  const open = (path: string) => http().get(path).redirects(0);

  it('stores a pending subscription and writes the confirmation e-mail to the outbox', async () => {
    const res = await subscribe('papa.nuevo@example.com').expect(202);
    expect(res.body).toEqual(ACCEPTED);
    expect(await subscription('papa.nuevo@example.com')).toEqual({ status: 'pending', count: '1' });
    const mails = await outbox('papa.nuevo@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'newsletter-confirmation', subject: 'Confirma tu suscripción al boletín de Universo de Francesca' });
    expect(mails[0]?.body).toContain(`${SITE}/api/newsletter/confirm?token=`);
    expect(mails[0]?.body).toContain(`${SITE}/api/newsletter/unsubscribe?token=`);
  });

  it('confirms with the link from the e-mail (303 to the blog), idempotently', async () => {
    await subscribe('mama.confirma@example.com').expect(202);
    const link = await linkIn('mama.confirma@example.com', 'confirm');
    const res = await open(link).expect(303);
    expect(res.headers.location).toBe('/blog?newsletter=confirmado');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(
      (await service.query(`SELECT status, confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscriptions WHERE email = 'mama.confirma@example.com'`))[0],
    ).toEqual({ status: 'confirmed', confirmed: true });
    expect((await open(link).expect(303)).headers.location).toBe('/blog?newsletter=confirmado');
  });

  it('keeps one row per address and a confirmed address confirmed, answering exactly the same', async () => {
    await subscribe('tia.fiel@example.com').expect(202);
    await open(await linkIn('tia.fiel@example.com', 'confirm')).expect(303);
    const again = await subscribe('  Tia.Fiel@Example.COM ').expect(202);
    expect(again.body).toEqual(ACCEPTED);
    expect(await subscription('tia.fiel@example.com')).toEqual({ status: 'confirmed', count: '1' });
    // Within ten minutes of the last e-mail, nothing more is sent (no mail bombing).
    expect(await outbox('tia.fiel@example.com')).toHaveLength(1);
    // Later, only the mailbox's owner learns that the address was already subscribed.
    await service.query(`UPDATE newsletter_subscriptions SET last_email_at = now() - interval '11 minutes' WHERE email = 'tia.fiel@example.com'`);
    await subscribe('tia.fiel@example.com').expect(202);
    const mails = await outbox('tia.fiel@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['newsletter-confirmation', 'newsletter-already-subscribed']);
    expect(mails[1]?.body).not.toContain('/confirm');
    expect(await subscription('tia.fiel@example.com')).toEqual({ status: 'confirmed', count: '1' });
  });

  it('stores concurrent subscriptions of one address once, with one e-mail', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe('abuelo.rapido@example.com')));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    expect(await subscription('abuelo.rapido@example.com')).toEqual({ status: 'pending', count: '1' });
    expect(await outbox('abuelo.rapido@example.com')).toHaveLength(1);
  });

  it('sends a new confirmation to a pending address after ten minutes; the newest link works', async () => {
    await subscribe('primo.tarde@example.com').expect(202);
    const oldLink = await linkIn('primo.tarde@example.com', 'confirm');
    await service.query(`UPDATE newsletter_subscriptions SET last_email_at = now() - interval '11 minutes' WHERE email = 'primo.tarde@example.com'`);
    await subscribe('primo.tarde@example.com').expect(202);
    expect(await outbox('primo.tarde@example.com')).toHaveLength(2);
    expect((await open(oldLink).expect(303)).headers.location).toBe('/blog?newsletter=enlace-invalido');
    expect((await open(await linkIn('primo.tarde@example.com', 'confirm')).expect(303)).headers.location).toBe('/blog?newsletter=confirmado');
  });

  it('unsubscribes with the link (303 to the blog), idempotently; old confirm links stop working; subscribing again asks to confirm again', async () => {
    await subscribe('vecina.baja@example.com').expect(202);
    const confirm = await linkIn('vecina.baja@example.com', 'confirm');
    const unsubscribe = await linkIn('vecina.baja@example.com', 'unsubscribe');
    await open(confirm).expect(303);
    const res = await open(unsubscribe).expect(303);
    expect(res.headers.location).toBe('/blog?newsletter=baja');
    expect(await subscription('vecina.baja@example.com')).toEqual({ status: 'unsubscribed', count: '1' });
    expect((await open(unsubscribe).expect(303)).headers.location).toBe('/blog?newsletter=baja');
    expect((await open(confirm).expect(303)).headers.location).toBe('/blog?newsletter=enlace-invalido');
    expect(await subscription('vecina.baja@example.com')).toEqual({ status: 'unsubscribed', count: '1' });

    await subscribe('vecina.baja@example.com').expect(202);
    expect(await subscription('vecina.baja@example.com')).toEqual({ status: 'pending', count: '1' });
    expect(await linkIn('vecina.baja@example.com', 'unsubscribe')).toBe(unsubscribe);
    await open(await linkIn('vecina.baja@example.com', 'confirm')).expect(303);
    expect(await subscription('vecina.baja@example.com')).toEqual({ status: 'confirmed', count: '1' });
  });

  it('sends unknown and expired links to the blog with "enlace-invalido"', async () => {
    const unknown = 'A'.repeat(43);
    expect((await open(`/api/newsletter/confirm?token=${unknown}`).expect(303)).headers.location).toBe('/blog?newsletter=enlace-invalido');
    expect((await open(`/api/newsletter/unsubscribe?token=${unknown}`).expect(303)).headers.location).toBe('/blog?newsletter=enlace-invalido');
    await subscribe('papa.olvidadizo@example.com').expect(202);
    await service.query(
      `UPDATE newsletter_subscriptions SET confirm_token_expires_at = now() - interval '1 second' WHERE email = 'papa.olvidadizo@example.com'`,
    );
    expect((await open(await linkIn('papa.olvidadizo@example.com', 'confirm')).expect(303)).headers.location).toBe('/blog?newsletter=enlace-invalido');
    expect(await subscription('papa.olvidadizo@example.com')).toEqual({ status: 'pending', count: '1' });
  });

  it.each([
    '/api/newsletter/confirm',
    '/api/newsletter/confirm?token=',
    '/api/newsletter/confirm?token=corto',
    `/api/newsletter/confirm?token=${'A'.repeat(42)}!`,
    `/api/newsletter/unsubscribe?token=${'A'.repeat(44)}`,
  ])('answers a malformed link %s with a Spanish 400', async (path) => {
    const res = await open(path).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'El enlace no es válido o está incompleto: ábrelo de nuevo desde el correo' });
  });

  it.each([
    ['no e-mail', {}, 'El correo es obligatorio'],
    ['an empty e-mail', { email: '  ' }, 'El correo es obligatorio'],
    ['a malformed e-mail', { email: 'no-es-correo' }, 'El correo no es válido'],
    ['an e-mail that is a list', { email: ['a@b.co'] }, 'El correo es obligatorio'],
    ['an unknown field', { email: 'a@b.co', frecuencia: 'semanal' }, 'El campo "frecuencia" no está permitido.'],
  ])('refuses %s with a Spanish 400 and stores nothing', async (_label, body, message) => {
    const before = await service.query<{ count: string }>(`SELECT count(*) FROM newsletter_subscriptions`);
    const res = await http().post('/api/newsletter/subscribe').send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await service.query(`SELECT count(*) FROM newsletter_subscriptions`)).toEqual(before);
  });
});

describe('newsletter mail over SMTP', () => {
  const { catcher, started: service } = withSmtpCatcher(
    (smtpUrl) => startContentService({ PUBLIC_URL: SITE, SMTP_URL: smtpUrl, MAIL_POLL_INTERVAL_MS: '100' }),
    STARTUP_TIMEOUT_MS,
  );
  const documented = documentedResponses('content');
  const http = () => documented(service.http());

  it('sends the double opt-in mail (text and HTML) through the relay, and its link confirms', async () => {
    await http().post('/api/newsletter/subscribe').send({ email: 'Papa.Correo@Example.com' }).expect(202);
    const mail = await catcher.waitFor((m) => m.to.includes('papa.correo@example.com'));
    expect(mail.subject).toBe('Confirma tu suscripción al boletín de Universo de Francesca');
    expect(mail.html).toContain('Confirmar mi suscripción');
    const link = mailLink(mail.text, `${SITE}/api/newsletter/confirm?token=`);
    expect(mail.html).toContain(`href="${link}"`);
    const res = await http().get(link.slice(SITE.length)).redirects(0).expect(303);
    expect(res.headers.location).toBe('/blog?newsletter=confirmado');
    // Once sent, the outbox keeps no copy of the link.
    const [row] = await service.query<{ sent_at: Date | null; text_body: string | null }>(
      `SELECT sent_at, text_body FROM mail_outbox WHERE to_address = 'papa.correo@example.com'`,
    );
    expect(row?.sent_at).not.toBeNull();
    expect(row?.text_body).toBeNull();
  });
});
