/**
 * The last unit of a variant, ordered by 50 shoppers at once over real HTTP: exactly one order,
 * 49 answers of 409, nothing left and never below. On PGlite, on PostgreSQL when DATABASE_URL is
 * set (where READ COMMITTED races for real), and there also spread over two instances, each with
 * its own connection pool, on one database.
 */

// CI: both databases (the last unit must hold on the shop's default database as on PostgreSQL).

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { disposeTestDb, makeApp, openTestDb, signUp, useTestApp } from './helpers';
import { availableOf, counts, orderBody, setShelf, SHOE } from './stockHelpers';

const t = useTestApp();
const figures: string[] = [];
afterAll(() => console.info(`stock concurrency figures (${t.db.kind}):\n  ${figures.join('\n  ')}`));

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** 50 accounts (made first), then all their orders for the one unit at once, spread over `bases`. */
async function lastUnitRace(bases: string[]) {
  const { id, size, color } = SHOE;
  await setShelf(t.app, id, size, color, 1);
  const shoppers = await Promise.all(Array.from({ length: 50 }, () => signUp(t.app)));
  const answers = await Promise.all(
    shoppers.map(async (s, i) => {
      const res = await fetch(`${bases[i % bases.length]}/api/v1/orders`, {
        method: 'POST',
        headers: { ...s.headers, 'content-type': 'application/json' },
        body: JSON.stringify(orderBody(id, size, color)),
      });
      return { status: res.status, body: (await res.json()) as { unavailable?: Array<{ available: number }> } };
    }),
  );
  const created = answers.filter((a) => a.status === 201).length;
  const refused = answers.filter((a) => a.status === 409);
  expect(created).toBe(1);
  expect(refused).toHaveLength(49);
  for (const r of refused) expect(r.body.unavailable).toEqual([expect.objectContaining({ requested: 1, available: 0 })]);
  expect(await availableOf(t.app, id, size, color)).toBe(0);
  expect(await counts(t.db, id, size, color)).toEqual({ on_hand: 1, held: 1, open: 1 });
  return `${created}×201, ${refused.length}×409, available 0`;
}

it('50 shoppers at once on the last unit: one order, 49×409', async () => {
  const base = await listening(t.app);
  figures.push(`one instance: ${await lastUnitRace([base])}`);
}, 60_000);

const onPostgres = process.env.DATABASE_URL ? it : it.skip;
onPostgres(
  '…spread over two instances on one PostgreSQL',
  async () => {
    const db = await openTestDb({ schema: (t.db as { schema?: string }).schema });
    const other = await makeApp(db);
    try {
      const bases = [t.app.server.listening ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` : await listening(t.app)];
      bases.push(await listening(other));
      figures.push(`two instances: ${await lastUnitRace(bases)}`);
    } finally {
      await other.close();
      await disposeTestDb(db, true);
    }
  },
  60_000,
);
