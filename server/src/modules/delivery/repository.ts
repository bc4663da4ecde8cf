import type { Queryable } from '../../platform/db/client';
import { PINCODE } from '../../../../rules/pincode';
import type { Place } from './rules';

export type { Place };

/** The place of a well-formed pincode, or null when India Post does not know it (or the text is no pincode). */
export async function findPincode(db: Queryable, pincode: string): Promise<Place | null> {
  if (!PINCODE.test(pincode)) return null;
  const { rows } = await db.query<{ city: string; state: string }>('SELECT city, state FROM pincodes WHERE pincode = $1::int', [pincode], {
    prepare: true,
  });
  const row = rows[0];
  return row ? { pincode, city: row.city, state: row.state } : null;
}

/** Every place of the directory by its pincode (the copy the delivery check answers from, places.ts). */
export async function readPlaces(db: Queryable): Promise<Map<number, Place>> {
  const { rows } = await db.query<{ pincode: number; city: string; state: string }>('SELECT pincode, city, state FROM pincodes');
  // One string per distinct name: 36 states and some 600 towns shared by all the rows.
  const names = new Map<string, string>();
  const one = (s: string) => names.get(s) ?? (names.set(s, s), s);
  return new Map(rows.map((r) => [Number(r.pincode), { pincode: String(r.pincode), city: one(r.city), state: one(r.state) }]));
}
