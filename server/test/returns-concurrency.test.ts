/**
 * A shopper's cancel racing the shop's ship, and a cancel sent twice at once, over real HTTP: each
 * order ends in one state, with at most one refund and its stock where that state puts it. Runs on
 * PGlite, and on PostgreSQL when DATABASE_URL is set, where the order's row lock really races.
 */
import type { AddressInfo } from 'node:net';
import { ADMIN_PREFIX } from '../src/platform/admin/routes';
import { signUp, TEST_ADMIN_TOKEN, useTestApp } from './helpers';
import { orderAt, refundsOf } from './returnsHelpers';
import { SHOE, setShelf } from './stockHelpers';

const t = useTestApp({ ORDER_RATE_LIMIT_MAX: '1000' });
let base = '';

// Shipped rounds keep their pairs held, and on PostgreSQL ship wins most races: the seed's shelf
// (6 to 40 pairs) would run out before the rounds do.
beforeEach(() => setShelf(t.app, SHOE.id, SHOE.size, SHOE.color, 1000));

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

async function post(path: string, body: object, headers: Record<string, string>): Promise<number> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  await res.text();
  return res.status;
}

const holds = async (orderId: string) =>
  (await t.db.query<{ state: string }>('SELECT DISTINCT state FROM stock_holds WHERE order_id = $1', [orderId])).rows.map((r) => r.state);
const statusOf = async (orderId: string) =>
  (await t.db.query<{ status: number }>('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0]!.status;

it('ends a cancel racing the shop’s ship in one state: cancelled and refunded, or shipped and still held', async () => {
  const user = await signUp(t.app);
  const outcomes = new Set<string>();
  for (let round = 0; round < 8; round++) {
    const { id } = await orderAt(t.app, t.db, user, 'processing');
    const [cancel, ship] = await Promise.all([
      post(`/api/v1/orders/${id}/cancel`, { reason: 'changed_my_mind' }, user.headers),
      post(`${ADMIN_PREFIX}/orders/${id}/ship`, { trackingNumber: `AWB${round}000` }, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }),
    ]);
    expect([cancel, ship].sort()).toEqual([200, 409]);
    const status = await statusOf(id);
    const refunds = await refundsOf(t.db, id);
    if (cancel === 200) {
      expect([status, refunds.length, await holds(id)]).toEqual([4, 1, ['released']]);
    } else {
      expect([status, refunds.length, await holds(id)]).toEqual([2, 0, ['held']]);
    }
    outcomes.add(cancel === 200 ? 'cancelled' : 'shipped');
  }
  console.info(`cancel vs ship (${t.db.kind}): ${[...outcomes].join(', ')}`);
});

it('cancels once when the same cancel arrives twice at once, with or without its Idempotency-Key', async () => {
  const user = await signUp(t.app);
  for (const key of ['same-key', null]) {
    const { id } = await orderAt(t.app, t.db, user, 'processing');
    const headers = { ...user.headers, ...(key && { 'idempotency-key': `${key}-${id}` }) };
    const answers = await Promise.all([1, 2, 3].map(() => post(`/api/v1/orders/${id}/cancel`, { reason: 'changed_my_mind' }, headers)));
    expect(answers.filter((s) => s === 200).length).toBe(key ? 3 : 1);
    expect(await refundsOf(t.db, id)).toHaveLength(1);
    expect(await statusOf(id)).toBe(4);
  }
});
