import { COMMON_PASSWORD_MESSAGE } from '@universo/contracts';
import { authSuite } from './support/authSuite';
import { registrationBody } from './support/registration';

const family = registrationBody({ username: 'familia_clave', email: 'clave@example.com', password: 'luna-de-queso-77' });

describe('svc-auth: common passwords are refused at registration and reset (real PostgreSQL)', () => {
  const { svc, http } = authSuite({
    AUTH_LOGIN_LIMIT_PER_MINUTE: '100',
    AUTH_REGISTER_LIMIT_PER_MINUTE: '100',
    MAIL_POLL_INTERVAL_MS: '0',
    PUBLIC_URL: 'https://universo.test',
  });

  it.each(['123456', 'qwerty', 'Contraseña', 'teamo123'])('refuses to register with %s, in Spanish, and stores nothing', async (password) => {
    const res = await http()
      .post('/api/auth/register')
      .send({ ...family, password })
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: COMMON_PASSWORD_MESSAGE });
    expect(await svc.query('SELECT 1 FROM users WHERE email = $1', [family.email])).toHaveLength(0);
  });

  it('keeps the spec minimum and its message', async () => {
    const res = await http()
      .post('/api/auth/register')
      .send({ ...family, password: 'teamo' })
      .expect(400);
    expect(res.body.message).toBe('Mínimo 6 caracteres');
  });

  it('registers with a password that is not on the list', async () => {
    await http().post('/api/auth/register').send(family).expect(201);
  });

  it('refuses a common password as the new one on reset, and the link still works for a good one', async () => {
    await http().post('/api/auth/password-reset').send({ email: family.email }).expect(202);
    const [mail] = await svc.query<{ text_body: string }>(`SELECT text_body FROM mail_outbox WHERE kind = 'password-reset'`);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '')?.[1];
    expect(token).toBeDefined();
    const refused = await http().post('/api/auth/password-reset/confirm').send({ token, password: '123456' }).expect(400);
    expect(refused.body.message).toBe(COMMON_PASSWORD_MESSAGE);
    await http().post('/api/auth/login').send({ email: family.email, password: '123456' }).expect(401);

    await http().post('/api/auth/password-reset/confirm').send({ token, password: 'sol-de-medianoche-8' }).expect(200);
    await http().post('/api/auth/login').send({ email: family.email, password: 'sol-de-medianoche-8' }).expect(200);
  });
});
