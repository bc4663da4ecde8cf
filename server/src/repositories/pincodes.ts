import { PINCODE_PATTERN } from '../contracts';
import type { Queryable } from '../platform/db/client';
import type { Place } from '../delivery/rules';

export type { Place };

const WELL_FORMED = new RegExp(PINCODE_PATTERN);

/** Whether the text is a pincode's shape: six digits, the first not 0. */
export const isPincode = (text: string) => WELL_FORMED.test(text);

/** The place of a well-formed pincode, or null when India Post does not know it (or the text is no pincode). */
export async function findPincode(db: Queryable, pincode: string): Promise<Place | null> {
  if (!isPincode(pincode)) return null;
  const { rows } = await db.query<{ city: string; state: string }>('SELECT city, state FROM pincodes WHERE pincode = $1::int', [pincode], {
    prepare: true,
  });
  const row = rows[0];
  return row ? { pincode, city: row.city, state: row.state } : null;
}
