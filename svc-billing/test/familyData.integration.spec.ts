import { FAMILY_GRANT_HEADER, signFamilyGrant } from '@universo/service-kit';
import { TEST_SESSION_SECRET } from '@universo/service-kit/testing';
import { billingSuite, family, historyOf, subscribe } from './support/billingTest';

const PATH = '/internal/family-data';

describe("svc-billing: a family's billing records (export, and erasure that keeps the records without personal data)", () => {
  const { billing, http } = billingSuite();

  function owner() {
    const f = family(billing);
    return { ...f, email: `familia.${f.userId.slice(0, 8)}@example.com` };
  }
  const grant = (f: { userId: string; email: string }, purpose: 'export' | 'erase') =>
    signFamilyGrant({ userId: f.userId, email: f.email }, purpose, TEST_SESSION_SECRET);

  async function withRefundRequest(f: { userId: string; cookie: string }): Promise<string> {
    const { id } = await subscribe(billing, f.cookie);
    await billing.query(`INSERT INTO refund_requests (subscription_id, user_id, message) VALUES ($1, $2, 'Soy Ana Pérez, devuélvanme el dinero')`, [
      id,
      f.userId,
    ]);
    return id;
  }

  it('exports the subscriptions with their history and the refund requests', async () => {
    const f = owner();
    const id = await withRefundRequest(f);
    await http().get(PATH).set('Cookie', f.cookie).expect(401);
    const res = await http().get(PATH).set(FAMILY_GRANT_HEADER, grant(f, 'export')).expect(200);
    expect(res.body.service).toBe('billing');
    expect(res.body.data.subscriptions).toEqual([
      expect.objectContaining({ id, status: 'pending', amount: 79900, history: [expect.objectContaining({ to_status: 'pending', reason: 'created' })] }),
    ]);
    expect(res.body.data.refundRequests).toEqual([expect.objectContaining({ subscription_id: id, message: 'Soy Ana Pérez, devuélvanme el dinero' })]);
  });

  it('cancels an open plan, then keeps its records under a random tombstone id without free text', async () => {
    const f = owner();
    const other = owner();
    const id = await withRefundRequest(f);
    const theirs = await withRefundRequest(other);
    await http().delete(PATH).set(FAMILY_GRANT_HEADER, grant(f, 'erase')).expect(204);
    await http().delete(PATH).set(FAMILY_GRANT_HEADER, grant(f, 'erase')).expect(204);

    const [kept] = await billing.query<{ user_id: string; status: string; init_point: string | null }>(
      'SELECT user_id, status, init_point FROM subscriptions WHERE id = $1',
      [id],
    );
    expect(kept).toEqual({ user_id: expect.stringMatching(/^erased:[0-9a-f-]{36}$/), status: 'cancelled', init_point: null });
    expect((await historyOf(billing, id)).map((h) => h.to_status)).toEqual(['pending', 'cancelled']);
    expect(await billing.query('SELECT message FROM refund_requests WHERE subscription_id = $1', [id])).toEqual([{ message: null }]);
    for (const table of ['subscriptions', 'refund_requests']) {
      expect(await billing.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [f.userId])).toEqual([]);
    }
    expect(await billing.query('SELECT 1 FROM sandbox_preapprovals WHERE payer_user_id = $1', [f.userId])).toEqual([]);
    // The other family's records are untouched.
    expect(await billing.query('SELECT status FROM subscriptions WHERE id = $1 AND user_id = $2', [theirs, other.userId])).toEqual([{ status: 'pending' }]);
  });
});
