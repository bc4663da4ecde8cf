/**
 * A capped offer (10 uses) and 50 shoppers (50 accounts) ordering at once over real HTTP: exactly
 * 10 orders get it, typed or automatic, never 11. On PGlite, on PostgreSQL when DATABASE_URL is set
 * (where READ COMMITTED races for real), and there also spread over two instances, each with its
 * own connection pool, on one database.
 */

// CI: both databases (a cap must hold on the shop's default database as on PostgreSQL).

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { disposeTestDb, makeApp, openTestDb, signUp, useTestApp } from './helpers';
import { addOffer, orderOf } from './offersHelpers';
import { setShelf, SHOE } from './stockHelpers';

const t = useTestApp();
const figures: string[] = [];
afterAll(() => console.info(`offer concurrency figures (${t.db.kind}):\n  ${figures.join('\n  ')}`));

async function listening(app: FastifyInstance): Promise<string> {
  if (app.server.listening) return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** 50 accounts (made first), then all their orders at once, spread over `bases`; the answers and the offer's count. */
async function race(bases: string[], coupon?: string) {
  await setShelf(t.app, SHOE.id, SHOE.size, SHOE.color, 200);
  const shoppers = await Promise.all(Array.from({ length: 50 }, () => signUp(t.app)));
  const body = orderOf([{ productId: SHOE.id, quantity: 1, size: SHOE.size, color: SHOE.color }], coupon);
  const answers = await Promise.all(
    shoppers.map(async (s, i) => {
      const res = await fetch(`${bases[i % bases.length]}/api/v1/orders`, {
        method: 'POST',
        headers: { ...s.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { discount?: number; error?: string } };
    }),
  );
  const { rows } = await t.db.query<{ uses: number; held: number }>(
    `SELECT o.uses, (SELECT count(*)::int FROM offer_uses u WHERE u.offer_id = o.id AND u.state = 'held') AS held
     FROM offers o WHERE o.title = 'Ten only'`,
  );
  return { answers, ...rows[0]! };
}

const ten = (code: string | null) => addOffer(t.app, { code, title: 'Ten only', kind: 'flat', value: 300, totalUses: 10 });

it('an automatic offer capped at 10: 50 orders at once, exactly 10 discounted', async () => {
  await ten(null);
  const { answers, uses, held } = await race([await listening(t.app)]);
  expect(answers.filter((a) => a.status === 201)).toHaveLength(50);
  expect(answers.filter((a) => a.body.discount === 300)).toHaveLength(10);
  expect([uses, held]).toEqual([10, 10]);
  figures.push(`automatic, one instance: 50×201, 10 discounted, uses 10`);
}, 60_000);

it('a code capped at 10: 10 orders get it, 40 are told it is used up', async () => {
  await ten('TENONLY');
  const { answers, uses } = await race([await listening(t.app)], 'TENONLY');
  expect(answers.filter((a) => a.status === 201 && a.body.discount === 300)).toHaveLength(10);
  const refused = answers.filter((a) => a.status === 409);
  expect(refused).toHaveLength(40);
  for (const r of refused) expect(r.body).toEqual({ error: 'TENONLY has been used up', coupon: 'TENONLY' });
  expect(uses).toBe(10);
  figures.push(`typed, one instance: 10×201, 40×409, uses 10`);
}, 60_000);

const onPostgres = process.env.DATABASE_URL ? it : it.skip;
onPostgres(
  '…spread over two instances on one PostgreSQL',
  async () => {
    const db = await openTestDb({ schema: (t.db as { schema?: string }).schema });
    const other = await makeApp(db);
    try {
      await ten('TENONLY');
      const { answers, uses } = await race([await listening(t.app), await listening(other)], 'TENONLY');
      expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(40);
      expect(uses).toBe(10);
      figures.push(`typed, two instances: 10×201, 40×409, uses 10`);
    } finally {
      await other.close();
      await disposeTestDb(db, true);
    }
  },
  60_000,
);
