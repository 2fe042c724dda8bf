import { linkIn, withSmtpCatcher } from '@universo/mailer/testing';
import { createHash } from 'node:crypto';
import type { RegisterRequest } from '../src/apiShapes';
import { documentedResponses } from '@universo/openapi/testing';
import { cookieFrom, registrationBody } from './support/registration';
import { startAuthService } from './support/authSuite';

const SITE = 'https://universo.test';
const RESET_ANSWER =
  'Si el correo está registrado, te enviamos un enlace para crear una contraseña nueva. Revisa tu bandeja de entrada (y la carpeta de correo no deseado); el enlace funciona durante una hora.';
const CONFIRM_INVALID = 'El enlace no es válido, ya se usó o caducó. Inicia sesión y pide un correo de confirmación nuevo.';
const RESET_INVALID = 'El enlace no es válido, ya se usó o caducó. Pide uno nuevo en «¿Olvidaste tu contraseña?».';

let serial = 0;
function newFamily(): RegisterRequest {
  serial += 1;
  return registrationBody({ username: `familia_${serial}`, email: `Adulto.${serial}@Example.com` });
}

const tokenOf = (link: string): string => new URL(link).searchParams.get('token') ?? '';

describe('svc-auth: address confirmation and password reset by mail (real PostgreSQL, real SMTP)', () => {
  const { catcher, started: svc } = withSmtpCatcher((smtpUrl) =>
    startAuthService({
      SMTP_URL: smtpUrl,
      PUBLIC_URL: SITE,
      MAIL_POLL_INTERVAL_MS: '100',
      AUTH_LOGIN_LIMIT_PER_MINUTE: '100',
      AUTH_REGISTER_LIMIT_PER_MINUTE: '12',
    }),
  );
  // Every answer is checked against svc-auth/openapi.json before the test's own expectations.
  const documented = documentedResponses('auth');
  const http = () => documented(svc.http());

  const register = async (family = newFamily()) => {
    const res = await http().post('/api/auth/register').send(family).expect(201);
    return { family, email: family.email.toLowerCase(), cookie: cookieFrom(res), body: res.body as { emailConfirmed: boolean } };
  };
  const mailsTo = (email: string, subject: string) => catcher.to(email).filter((m) => m.subject === subject);
  const confirmationMail = (email: string) => catcher.waitFor((m) => m.to.includes(email) && m.subject === 'Confirma tu correo en Universo de Francesca');
  const resetMail = (email: string, after = 0) =>
    catcher.waitFor((m) => m.to.includes(email) && m.subject === 'Crea una contraseña nueva para Universo de Francesca' && catcher.mails.indexOf(m) >= after);

  it('registers the adult unconfirmed and mails a single-use confirmation link (text and HTML), storing only its hash', async () => {
    const { email, cookie, body } = await register();
    expect(body.emailConfirmed).toBe(false);
    const me = await http().get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(me.body.emailConfirmed).toBe(false);

    const mail = await confirmationMail(email);
    expect(mail.from).toBe('"Universo de Francesca" <no-responder@universo.local>');
    const link = linkIn(mail.text, `${SITE}/confirmar?token=`);
    expect(mail.html).toContain(`href="${link}"`);
    const token = tokenOf(link);
    const rows = await svc.query<{ token_hash: string; purpose: string; valid_hours: number }>(
      `SELECT t.token_hash, t.purpose, round(extract(epoch FROM t.expires_at - t.created_at) / 3600)::int AS valid_hours
         FROM account_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), purpose: 'confirm-email', valid_hours: 48 }]);
  });

  it('confirms the address with the link once; the link then, or a made-up one, answers the same Spanish 400', async () => {
    const { email, cookie } = await register();
    const token = tokenOf(linkIn((await confirmationMail(email)).text, `${SITE}/confirmar?token=`));
    const res = await http().post('/api/auth/confirm-email').send({ token }).expect(200);
    expect(res.body).toEqual({ message: '¡Listo! Tu correo está confirmado.' });
    expect((await http().get('/api/auth/user').set('Cookie', cookie).expect(200)).body.emailConfirmed).toBe(true);

    const again = await http().post('/api/auth/confirm-email').send({ token }).expect(400);
    expect(again.body).toEqual({ statusCode: 400, error: 'Bad Request', message: CONFIRM_INVALID });
    const madeUp = await http()
      .post('/api/auth/confirm-email')
      .send({ token: 'x'.repeat(43) })
      .expect(400);
    expect(madeUp.body.message).toBe(CONFIRM_INVALID);
    const malformed = await http().post('/api/auth/confirm-email').send({ token: 'corto' }).expect(400);
    expect(malformed.body.message).toBe('El enlace no es válido o está incompleto: ábrelo de nuevo desde el correo');
  });

  it('refuses a confirmation link after 48 hours', async () => {
    const { email, cookie } = await register();
    const token = tokenOf(linkIn((await confirmationMail(email)).text, `${SITE}/confirmar?token=`));
    await svc.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect((await http().post('/api/auth/confirm-email').send({ token }).expect(400)).body.message).toBe(CONFIRM_INVALID);
    expect((await http().get('/api/auth/user').set('Cookie', cookie).expect(200)).body.emailConfirmed).toBe(false);
  });

  it('resends the confirmation to a signed-in adult, at most once a minute, and not after confirming', async () => {
    await http().post('/api/auth/confirm-email/resend').expect(401);
    const { email, cookie } = await register();
    await confirmationMail(email);
    // The registration's mail was just sent: a resend within the minute sends nothing more.
    const first = await http().post('/api/auth/confirm-email/resend').set('Cookie', cookie).expect(202);
    expect(first.body.message).toMatch(/^Te enviamos un correo de confirmación/);
    await svc.query(
      `UPDATE account_tokens SET created_at = account_tokens.created_at - interval '2 minutes' FROM users WHERE users.id = account_tokens.user_id AND users.email = $1`,
      [email],
    );
    await http().post('/api/auth/confirm-email/resend').set('Cookie', cookie).expect(202);
    await catcher.waitFor(() => mailsTo(email, 'Confirma tu correo en Universo de Francesca').length === 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email, 'Confirma tu correo en Universo de Francesca')).toHaveLength(2);

    const latest = mailsTo(email, 'Confirma tu correo en Universo de Francesca')[1]!;
    await http()
      .post('/api/auth/confirm-email')
      .send({ token: tokenOf(linkIn(latest.text, `${SITE}/confirmar?token=`)) })
      .expect(200);
    const done = await http().post('/api/auth/confirm-email/resend').set('Cookie', cookie).expect(202);
    expect(done.body).toEqual({ message: 'Tu correo ya está confirmado.' });
  });

  it('answers a reset request the same whether or not the address has an account, and mails only a real one', async () => {
    const { email } = await register();
    const known = await http()
      .post('/api/auth/password-reset')
      .send({ email: `  ${email.toUpperCase()} ` })
      .expect(202);
    const unknown = await http().post('/api/auth/password-reset').send({ email: 'nadie.registrado@example.com' }).expect(202);
    expect(known.body).toEqual({ message: RESET_ANSWER });
    expect(unknown.body).toEqual(known.body);
    const mail = await resetMail(email);
    expect(linkIn(mail.text, `${SITE}/recuperar/nueva?token=`)).toMatch(/token=[A-Za-z0-9_-]{43}$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(catcher.to('nadie.registrado@example.com')).toEqual([]);
    const bad = await http().post('/api/auth/password-reset').send({ email: 'no-es-correo' }).expect(400);
    expect(bad.body.message).toBe('El correo no es válido');
  });

  it('sets a new password from the link once, ends every session of the account and lets the adult log in with it', async () => {
    const { family, email, cookie } = await register();
    const other = cookieFrom(await http().post('/api/auth/login').send({ email, password: family.password }).expect(200));
    const mark = catcher.mails.length;
    await http().post('/api/auth/password-reset').send({ email }).expect(202);
    const token = tokenOf(linkIn((await resetMail(email, mark)).text, `${SITE}/recuperar/nueva?token=`));

    const short = await http().post('/api/auth/password-reset/confirm').send({ token, password: '123' }).expect(400);
    expect(short.body.message).toBe('Mínimo 6 caracteres');
    const res = await http().post('/api/auth/password-reset/confirm').send({ token, password: 'nueva-clave-7' }).expect(200);
    expect(res.body).toEqual({ message: 'Tu contraseña se cambió. Ya puedes iniciar sesión con la nueva.' });

    for (const session of [cookie, other]) await http().get('/api/auth/user').set('Cookie', session).expect(401);
    await http().post('/api/auth/login').send({ email, password: family.password }).expect(401);
    const login = await http().post('/api/auth/login').send({ email, password: 'nueva-clave-7' }).expect(200);
    // The link came to the mailbox, so the address is proven too.
    expect(login.body.emailConfirmed).toBe(true);

    const again = await http().post('/api/auth/password-reset/confirm').send({ token, password: 'otra-clave-8' }).expect(400);
    expect(again.body).toEqual({ statusCode: 400, error: 'Bad Request', message: RESET_INVALID });
  });

  it('refuses a reset link after one hour, and a confirmation token used as a reset link', async () => {
    const { email } = await register();
    const confirmToken = tokenOf(linkIn((await confirmationMail(email)).text, `${SITE}/confirmar?token=`));
    expect((await http().post('/api/auth/password-reset/confirm').send({ token: confirmToken, password: 'nueva-clave-7' }).expect(400)).body.message).toBe(
      RESET_INVALID,
    );

    const mark = catcher.mails.length;
    await http().post('/api/auth/password-reset').send({ email }).expect(202);
    const token = tokenOf(linkIn((await resetMail(email, mark)).text, `${SITE}/recuperar/nueva?token=`));
    const [row] = await svc.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM account_tokens WHERE token_hash = $1`,
      [createHash('sha256').update(token).digest('hex')],
    );
    expect(row?.minutes).toBe(60);
    await svc.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect((await http().post('/api/auth/password-reset/confirm').send({ token, password: 'nueva-clave-7' }).expect(400)).body.message).toBe(RESET_INVALID);
  });

  it('keeps the reset mail while the relay is down and delivers it when it is back', async () => {
    const { email } = await register();
    await confirmationMail(email);
    const port = catcher.port;
    await catcher.stop();
    const mark = catcher.mails.length;
    await http().post('/api/auth/password-reset').send({ email }).expect(202);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [waiting] = await svc.query<{ attempts: number; sent_at: Date | null }>(
      `SELECT attempts, sent_at FROM mail_outbox WHERE to_address = $1 AND kind = 'password-reset'`,
      [email],
    );
    expect(waiting?.sent_at).toBeNull();
    expect(waiting?.attempts).toBeGreaterThanOrEqual(1);
    await catcher.start(port);
    await resetMail(email, mark);
  }, 30_000);

  it('limits reset requests per client with a Spanish 429', async () => {
    const statuses: number[] = [];
    let message = '';
    for (let i = 0; i < 14; i++) {
      const res = await http()
        .post('/api/auth/password-reset')
        .send({ email: `limite${i}@example.com` });
      statuses.push(res.status);
      if (res.status === 429) message = res.body.message;
    }
    expect(statuses).toContain(429);
    expect(message).toBe('Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.');
  });
});
