/**
 * Random sequences of orders, repeats with the same Idempotency-Key, cancellations, lapses past the
 * hold window, cash-on-delivery payments, deliveries and restocks, against a model of the shelf: at
 * every step on hand − held = available ≥ 0 for each variant, held is what the open holds add up
 * to, and the product answer says the same.
 */
import fc from 'fast-check';
import { ORDER_STATUS, setOrderStatus } from '../src/modules/orders';
import { adminOf, PAYER, propertyRuns, signUp, useTestApp } from './helpers';
import { availableOf, counts, lapse, orderBody, SHOE } from './stockHelpers';

const t = useTestApp({ ORDER_RATE_LIMIT_MAX: '100000' });
const VARIANTS = [
  { size: 'UK 9', color: SHOE.color },
  { size: 'UK 10', color: SHOE.otherColor },
];

type Step =
  | { kind: 'order'; variant: number; quantity: number; keyed: boolean }
  | { kind: 'repeat' }
  | { kind: 'cancel' | 'lapse' | 'pay' | 'deliver'; pick: number }
  | { kind: 'restock'; variant: number; onHand: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      variant: fc.nat(1),
      quantity: fc.integer({ min: 1, max: 3 }),
      keyed: fc.boolean(),
    }),
  },
  fc.record({ kind: fc.constant('repeat' as const) }),
  fc.record({ kind: fc.constantFrom('cancel' as const, 'lapse' as const, 'pay' as const, 'deliver' as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant('restock' as const), variant: fc.nat(1), onHand: fc.nat(6) }),
);

interface Placed {
  id: string;
  variant: number;
  quantity: number;
  status: number;
}

it('on hand − held = available ≥ 0 at every step, and the product answer agrees', async () => {
  const shopper = await signUp(t.app);
  const admin = adminOf(t.app);
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
      run++;
      await t.db.exec('DELETE FROM stock_holds; UPDATE stock_levels SET held = 0');
      const shelf = VARIANTS.map(() => ({ onHand: 2, held: 0 }));
      for (const [n, v] of VARIANTS.entries()) await admin('PUT', `/stock/${SHOE.id}`, { ...v, onHand: shelf[n]!.onHand });
      const placed: Placed[] = [];
      let lastKeyed: { key: string; body: object; id: string | null } | null = null;
      const send = (body: object, key?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: { ...shopper.headers, ...(key && { 'idempotency-key': key }) },
          payload: body,
        });
      const move = (o: Placed, to: number) => t.db.transaction((tx) => setOrderStatus(tx, o.id, o.status, to));
      const open = (o: Placed) => o.status === ORDER_STATUS.pending || o.status === ORDER_STATUS.processing;

      for (const [n, s] of steps.entries()) {
        if (s.kind === 'order') {
          const v = VARIANTS[s.variant]!;
          const body = orderBody(SHOE.id, v.size, v.color, s.quantity);
          const key = s.keyed ? `run-${run}-step-${n}` : undefined;
          const res = await send(body, key);
          const left = shelf[s.variant]!.onHand - shelf[s.variant]!.held;
          expect(res.statusCode).toBe(left >= s.quantity ? 201 : 409);
          if (res.statusCode === 201) {
            shelf[s.variant]!.held += s.quantity;
            placed.push({ id: res.json().id, variant: s.variant, quantity: s.quantity, status: ORDER_STATUS.pending });
          } else expect(res.json().unavailable).toEqual([{ productId: SHOE.id, ...v, requested: s.quantity, available: left }]);
          if (key) lastKeyed = { key, body, id: res.statusCode === 201 ? res.json().id : null };
        } else if (s.kind === 'repeat' && lastKeyed?.id) {
          // A refused first attempt keeps no key (it may be sent again for real), so only a placed one replays.
          const res = await send(lastKeyed.body, lastKeyed.key);
          expect([res.statusCode, res.json().id]).toEqual([201, lastKeyed.id]);
        } else if (s.kind === 'restock') {
          const answer = await admin('PUT', `/stock/${SHOE.id}`, { ...VARIANTS[s.variant]!, onHand: s.onHand });
          const refused = s.onHand < shelf[s.variant]!.held;
          expect(answer.status).toBe(refused ? 409 : 200);
          if (!refused) shelf[s.variant]!.onHand = s.onHand;
        } else if (s.kind !== 'repeat') {
          const candidates = placed.filter((o) =>
            s.kind === 'cancel' || s.kind === 'lapse'
              ? open(o)
              : s.kind === 'deliver'
                ? o.status === ORDER_STATUS.processing
                : o.status === ORDER_STATUS.pending,
          );
          const o = candidates[s.pick % Math.max(1, candidates.length)];
          if (!o) continue;
          const v = shelf[o.variant]!;
          if (s.kind === 'cancel') {
            expect(await move(o, ORDER_STATUS.cancelled)).toBe(true);
            [o.status, v.held] = [ORDER_STATUS.cancelled, v.held - o.quantity];
          } else if (s.kind === 'deliver') {
            expect(await move(o, ORDER_STATUS.delivered)).toBe(true);
            [o.status, v.held, v.onHand] = [ORDER_STATUS.delivered, v.held - o.quantity, v.onHand - o.quantity];
          } else if (s.kind === 'pay') {
            const pay = { orderId: o.id, fields: { ...PAYER, method: 'cod' } };
            const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments', headers: shopper.headers, payload: pay });
            expect(res.statusCode).toBe(200);
            o.status = ORDER_STATUS.processing;
          } else {
            // Time passes: an unpaid order is cancelled and gives its units back; a paid one keeps them.
            await lapse(t.db, o.id);
            await t.app.inject({ url: '/api/v1/orders', headers: shopper.headers });
            if (o.status === ORDER_STATUS.pending) [o.status, v.held] = [ORDER_STATUS.cancelled, v.held - o.quantity];
          }
        }
        for (const [i, v] of VARIANTS.entries()) {
          const db = await counts(t.db, SHOE.id, v.size, v.color);
          const model = shelf[i]!;
          expect({ onHand: db.on_hand, held: db.held, open: db.open }).toEqual({
            onHand: model.onHand,
            held: model.held,
            open: model.held,
          });
          expect(model.onHand - model.held).toBeGreaterThanOrEqual(0);
          expect(await availableOf(t.app, SHOE.id, v.size, v.color)).toBe(model.onHand - model.held);
        }
      }
    }),
    { numRuns: propertyRuns(12, 100) },
  );
}, 120_000);
