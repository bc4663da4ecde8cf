import type { Db } from '../platform/db/client';
import type { Place } from './rules';

/**
 * The whole directory in memory (19,159 pincodes, about 2 MB), read once per database from the
 * `pincodes` table: the delivery check answers without a query, known or unknown pincode alike
 * (a query per check cost more than the rest of the request on a loaded 2-core machine). The
 * table changes only when the seed runs, that is at a start, before this is read.
 */
const copies = new WeakMap<Db, Promise<Map<number, Place>>>();

async function read(db: Db): Promise<Map<number, Place>> {
  const { rows } = await db.query<{ pincode: number; city: string; state: string }>('SELECT pincode, city, state FROM pincodes');
  // One string per distinct name: 36 states and some 600 towns shared by all the rows.
  const names = new Map<string, string>();
  const one = (s: string) => names.get(s) ?? (names.set(s, s), s);
  return new Map(rows.map((r) => [Number(r.pincode), { pincode: String(r.pincode), city: one(r.city), state: one(r.state) }]));
}

export function placesOf(db: Db): Promise<Map<number, Place>> {
  let copy = copies.get(db);
  if (!copy) {
    copy = read(db);
    copies.set(db, copy);
    // A failed read is tried again by the next request rather than kept.
    copy.catch(() => copies.delete(db));
  }
  return copy;
}
