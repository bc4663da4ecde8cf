/**
 * Random sequences of what shoppers and the shop do after a sale (cancel, ship, deliver, return,
 * exchange, pickup, receive, refund, reject, repeats with and without their keys) never refund a
 * line twice or more than was paid, keep every unit counted (on hand plus what left for good equals
 * what came in), and take returns only where the one machine allows.
 */
import fc from 'fast-check';
import { nextReturnState, RETURN_STATES, type ReturnMove, type ReturnState } from '../../rules/returnStates';
import { adminOf, propertyRuns, resetDb, signUp, useTestApp } from './helpers';
import { setShelf, SHOE } from './stockHelpers';
import { api, orderAt } from './returnsHelpers';

const t = useTestApp({ ORDER_RATE_LIMIT_MAX: '100000' }, { reset: false });
const SIZES = ['UK 9', 'UK 10', 'UK 11'] as const;
const CAME_IN: Record<(typeof SIZES)[number], number> = { 'UK 9': 10, 'UK 10': 2, 'UK 11': 1 };

type Action =
  | { kind: 'cancel' | 'ship' | 'deliver'; order: number; key: string | null }
  | { kind: 'return'; order: number; quantity: number; exchange: string | null; key: string | null }
  | { kind: 'move'; move: ReturnMove; pick: number };

const key = fc.option(fc.constantFrom('k1', 'k2'), { nil: null });
// The shop's moves come most often: a return needs several of them to be done.
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('cancel' as const, 'ship' as const, 'deliver' as const), order: fc.nat(2), key }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('return' as const),
      order: fc.nat(2),
      quantity: fc.integer({ min: 1, max: 2 }),
      exchange: fc.constantFrom(null, 'UK 10', 'UK 11'),
      key,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      move: fc.constantFrom<ReturnMove>('pickup', 'receive', 'refund', 'exchange', 'reject'),
      pick: fc.nat(1),
    }),
  },
);

async function stockAccounted() {
  const { rows } = await t.db.query<{ size: string; on_hand: number; held: number; open: number; gone: number }>(
    `SELECT s.size, s.on_hand, s.held,
       (SELECT coalesce(sum(quantity), 0) FROM stock_holds h WHERE h.product_id = s.product_id AND h.size = s.size AND h.color = s.color AND h.state = 'held')
       + (SELECT coalesce(sum(quantity), 0) FROM stock_exchange_holds h WHERE h.product_id = s.product_id AND h.size = s.size AND h.color = s.color AND h.state = 'held') AS open,
       (SELECT coalesce(sum(quantity), 0) FROM stock_holds h WHERE h.product_id = s.product_id AND h.size = s.size AND h.color = s.color AND h.state = 'sold')
       + (SELECT coalesce(sum(quantity), 0) FROM stock_exchange_holds h WHERE h.product_id = s.product_id AND h.size = s.size AND h.color = s.color AND h.state = 'sold')
       - (SELECT coalesce(sum(quantity), 0) FROM stock_returns r WHERE r.product_id = s.product_id AND r.size = s.size AND r.color = s.color) AS gone
     FROM stock_levels s WHERE s.product_id = $1 AND s.color = $2 AND s.size IN ('UK 9', 'UK 10', 'UK 11')`,
    [SHOE.id, SHOE.color],
  );
  for (const r of rows) {
    expect([r.size, Number(r.on_hand) + Number(r.gone)]).toEqual([r.size, CAME_IN[r.size as keyof typeof CAME_IN]]);
    expect([r.size, Number(r.held)]).toEqual([r.size, Number(r.open)]);
  }
}

async function moneyAccounted() {
  const { rows: over } = await t.db.query(
    `SELECT o.id FROM orders o WHERE (SELECT coalesce(sum(amount), 0) FROM refunds f WHERE f.order_id = o.id)
       > (SELECT coalesce(sum(amount), 0) FROM payments p WHERE p.order_id = o.id AND p.status = 'paid')`,
  );
  expect(over).toEqual([]);
  // Each line's units refunded or exchanged, counted over every return of it, never above what was bought.
  const { rows: lines } = await t.db.query(
    `SELECT i.id FROM order_items i WHERE i.quantity < (SELECT coalesce(sum(l.quantity), 0) FROM return_lines l JOIN returns r ON r.id = l.return_id
       WHERE l.order_item_id = i.id AND r.state IN ('refunded', 'exchange_shipped'))`,
  );
  expect(lines).toEqual([]);
  const { rows: twice } = await t.db.query(
    'SELECT return_id FROM refunds WHERE return_id IS NOT NULL GROUP BY return_id HAVING count(*) > 1',
  );
  expect(twice).toEqual([]);
}

const reached = new Map<string, number>();
const saw = (what: string) => reached.set(what, (reached.get(what) ?? 0) + 1);
afterAll(() => console.info(`after-sale moves answered: ${[...reached].map(([k, n]) => `${k} ${n}`).join(', ')}`));

it('keeps money, stock and every return within the rules, whatever is done in whatever order', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 24 }), async (actions) => {
      await resetDb(t.db);
      for (const size of SIZES) await setShelf(t.app, SHOE.id, size, SHOE.color, CAME_IN[size]);
      const user = await signUp(t.app);
      // One order still to ship, and two delivered (paid online, cash on delivery), so most runs return something.
      const orders = [
        await orderAt(t.app, t.db, user, 'processing', 'upi_qr'),
        await orderAt(t.app, t.db, user, 'delivered', 'upi_qr'),
        await orderAt(t.app, t.db, user, 'delivered', 'cod'),
      ];
      const returns: Array<{ id: string; state: ReturnState; resolution: 'refund' | 'exchange' }> = [];
      const admin = adminOf(t.app);
      for (const a of actions) {
        if (a.kind === 'move') {
          const target = returns[returns.length - 1 - (a.pick % Math.max(1, returns.length))];
          if (!target) continue;
          const res = await admin('POST', `/returns/${target.id}/${a.move}`, a.move === 'reject' ? { reason: 'Worn' } : {});
          const allowed = nextReturnState(target.state, a.move, target.resolution);
          expect(res.status).toBe(allowed ? 200 : 409);
          if (res.status === 200) target.state = (res.body as { state: ReturnState }).state;
          saw(`${a.move} ${res.status}`);
          expect(target.state).toBe(allowed ?? target.state);
        } else if (a.kind === 'return') {
          const o = orders[a.order]!;
          const exchange = a.exchange ? { exchange: { size: a.exchange } } : {};
          const body = {
            resolution: a.exchange ? 'exchange' : 'refund',
            reason: 'size_does_not_fit',
            lines: [{ itemId: o.itemId, quantity: a.quantity, ...exchange }],
            refundTo: { upiId: 'asha@okicici' },
          };
          const res = await api(
            t.app,
            'POST',
            `/orders/${o.id}/returns`,
            user,
            body,
            a.key ? `${a.key}-${o.id}-${a.quantity}-${a.exchange ?? 'refund'}`.replace(/ /g, '') : undefined,
          );
          expect([201, 409, 422]).toContain(res.statusCode);
          saw(`return ${res.statusCode}`);
          const made = res.json() as { id: string; state: ReturnState; resolution: 'refund' | 'exchange' };
          if (res.statusCode === 201 && !returns.some((r) => r.id === made.id))
            returns.push({ id: made.id, state: made.state, resolution: made.resolution });
        } else if (a.kind === 'cancel') {
          const o = orders[a.order]!;
          const res = await api(
            t.app,
            'POST',
            `/orders/${o.id}/cancel`,
            user,
            { reason: 'changed_my_mind' },
            a.key ? `${a.key}-${o.id}` : undefined,
          );
          expect([200, 409]).toContain(res.statusCode);
          saw(`cancel ${res.statusCode}`);
        } else {
          const o = orders[a.order]!;
          const res = await admin('POST', `/orders/${o.id}/${a.kind}`, a.kind === 'ship' ? { trackingNumber: 'AWB777' } : {});
          expect([200, 409]).toContain(res.status);
          saw(`${a.kind} ${res.status}`);
        }
        for (const r of returns) expect(RETURN_STATES).toContain(r.state);
        await stockAccounted();
        await moneyAccounted();
      }
    }),
    { numRuns: propertyRuns(12, 80) },
  );
}, 600_000);
