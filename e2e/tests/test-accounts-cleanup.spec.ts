import { expect, test } from '../support/test';
import { newFamily } from '../support/users';

/**
 * Issue 20, point 6: the suite leaves nothing behind on the site it tests. The first test makes a
 * family (with the session left open, and a second one logged out); support/test.ts deletes both
 * through the public API once it ends; the second test finds that neither account logs in any more.
 */
test.describe.serial('@smoke the families a journey makes are deleted after it', () => {
  const made: { email: string; password: string }[] = [];

  test('a journey makes two families', async ({ page, playwright }) => {
    const kept = newFamily();
    expect((await page.request.post('/api/auth/register', { data: { ...kept, age: Number(kept.age) } })).status()).toBe(201);
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const left = newFamily();
    expect((await other.post('/api/auth/register', { data: { ...left, age: Number(left.age) } })).status()).toBe(201);
    expect((await other.post('/api/auth/logout')).ok()).toBe(true);
    await other.dispose();
    made.push({ email: kept.email, password: kept.password }, { email: left.email, password: left.password });
  });

  test('after it, neither account logs in', async ({ request }) => {
    expect(made).toHaveLength(2);
    for (const account of made) {
      const login = await request.post('/api/auth/login', { data: account });
      expect(login.status(), `${account.email} todavía entra`).toBe(401);
    }
  });
});
