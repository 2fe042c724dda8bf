import { forged } from '@universo/service-kit/testing';
import { authSuite } from './support/authSuite';
import { cookieFrom, registrationBody } from './support/registration';

const family = registrationBody({ username: 'francesca_fan', email: 'Mama.Lucia@Example.com' });

describe('svc-auth', () => {
  const { svc, http } = authSuite({
    AUTH_LOGIN_LIMIT_PER_MINUTE: '20',
    AUTH_REGISTER_LIMIT_PER_MINUTE: '50',
    ADMIN_EMAIL: 'admin@universo.test',
    ADMIN_PASSWORD: 'una-clave-muy-larga',
  });

  it('answers its health check', async () => {
    await http().get('/health').expect(200, { status: 'ok', service: 'auth' });
  });

  it('refuses the current user to a visitor with a JSON 401', async () => {
    const res = await http().get('/api/auth/user').expect(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'No has iniciado sesión' });
  });

  it('registers, sets an HttpOnly SameSite cookie and stores an argon2id hash', async () => {
    const res = await http().post('/api/auth/register').send(family).expect(201);
    expect(res.body).toMatchObject({ username: 'francesca_fan', email: 'mama.lucia@example.com', firstName: 'Lucía', age: 8, role: 'family' });
    expect(res.body).not.toHaveProperty('passwordHash');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/uf_session=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const [row] = await svc.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', ['francesca_fan']);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);

    const me = await http().get('/api/auth/user').set('Cookie', cookieFrom(res)).expect(200);
    expect(me.body.firstName).toBe('Lucía');
  });

  it('refuses a duplicate e-mail or username with a clear 409', async () => {
    const sameEmail = await http()
      .post('/api/auth/register')
      .send({ ...family, username: 'otra' })
      .expect(409);
    expect(sameEmail.body.message).toBe('Ya existe una cuenta con ese correo');
    const sameName = await http()
      .post('/api/auth/register')
      .send({ ...family, username: 'FRANCESCA_FAN', email: 'otro@example.com' })
      .expect(409);
    expect(sameName.body.message).toBe('Ese nombre de usuario ya está en uso');
  });

  it.each([
    [{ ...family, email: 'a@b.co', username: 'ab' }, 'al menos 3 caracteres'],
    [{ ...family, email: 'a@b.co', username: 'nuevo1', password: '123' }, 'Mínimo 6 caracteres'],
    [{ ...family, email: 'a@b.co', username: 'nuevo2', age: 11 }, 'La edad debe ser entre 6 y 10 años'],
    [{ ...family, email: 'a@b.co', username: 'nuevo3', age: '8' }, 'La edad debe ser entre 6 y 10 años'],
    [{ ...family, email: 'no-es-correo', username: 'nuevo4' }, 'El correo no es válido'],
    [{ ...family, email: 'a@b.co', username: 'nuevo5', firstName: '   ' }, 'El nombre es obligatorio'],
    [{ ...family, email: 'a@b.co', username: 'nuevo6', role: 'admin' }, 'El campo "role" no está permitido'],
  ])('rejects bad registration input with a 400 and stores nothing (%#)', async (payload, message) => {
    const res = await http().post('/api/auth/register').send(payload).expect(400);
    expect(res.body.message).toContain(message);
    const rows = await svc.query('SELECT 1 FROM users WHERE email = $1', ['a@b.co']);
    expect(rows).toHaveLength(0);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(res.body.message).toBe('El cuerpo de la petición no es JSON válido.');
  });

  it('logs in with any e-mail casing and gives a fresh session each time', async () => {
    const a = await http().post('/api/auth/login').send({ email: 'MAMA.lucia@example.com', password: family.password }).expect(200);
    const b = await http().post('/api/auth/login').send({ email: family.email, password: family.password }).expect(200);
    expect(cookieFrom(a)).not.toEqual(cookieFrom(b));
    expect(a.body).not.toHaveProperty('passwordHash');
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await http().post('/api/auth/login').send({ email: family.email, password: 'incorrecta' }).expect(401);
    const unknown = await http().post('/api/auth/login').send({ email: 'nadie@example.com', password: 'incorrecta' }).expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Correo o contraseña incorrectos');
  });

  it('ends the session on logout: a copied cookie stops working', async () => {
    const login = await http().post('/api/auth/login').send({ email: family.email, password: family.password }).expect(200);
    const cookie = cookieFrom(login);
    await http().get('/api/auth/user').set('Cookie', cookie).expect(200);
    const out = await http().post('/api/auth/logout').set('Cookie', cookie).expect(200);
    expect(String(out.headers['set-cookie'])).toMatch(/uf_session=;/);
    await http().get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it('refuses a forged cookie', async () => {
    const forgedCookie = forged(svc.sessionCookie({ sub: '00000000-0000-0000-0000-000000000000' }));
    await http().get('/api/auth/user').set('Cookie', forgedCookie).expect(401);
  });

  it('refuses state-changing requests from another site', async () => {
    const res = await http()
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .set('Host', 'localhost:8080')
      .send({ email: family.email, password: family.password })
      .expect(403);
    expect(res.body.statusCode).toBe(403);
  });

  it('refuses a cross-site POST that carries no Origin but says Sec-Fetch-Site: cross-site', async () => {
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/auth/logout']) {
      const res = await http()
        .post(path)
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Host', 'localhost:8080')
        .send({ email: family.email, password: family.password })
        .expect(403);
      expect(res.body.message).toBe('Solicitud rechazada: solo se aceptan peticiones desde Universo de Francesca.');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The same request from our own pages is fine.
    await http()
      .post('/api/auth/login')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Origin', 'http://localhost:8080')
      .set('Host', 'localhost:8080')
      .send({ email: family.email, password: family.password })
      .expect(200);
  });

  it('creates the admin account from configuration', async () => {
    const res = await http().post('/api/auth/login').send({ email: 'admin@universo.test', password: 'una-clave-muy-larga' }).expect(200);
    expect(res.body.role).toBe('admin');
  });

  it('rate-limits login attempts with a Spanish 429', async () => {
    let last = 0;
    let body: { message?: string } = {};
    // Another client address, as the gateway reports it, so the other tests keep their budget.
    for (let i = 0; i < 21; i += 1) {
      const res = await http().post('/api/auth/login').set('X-Forwarded-For', '203.0.113.7').send({ email: 'nadie@example.com', password: 'x' });
      last = res.status;
      body = res.body;
    }
    expect(last).toBe(429);
    await http().post('/api/auth/login').send({ email: family.email, password: family.password }).expect(200);
    expect(body.message).toBe('Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.');
  });
});
