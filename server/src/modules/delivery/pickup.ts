import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { pincodeDigits } from '../../../../rules/delivery';
import { PINCODE } from '../../../../rules/pincode';
import { findPincode } from './repository';
import { rulesOf } from './service';
import { REMOTE_STATES } from './states';

/**
 * Whether the courier picks a return up from an order's pincode. Reverse pickups run where the
 * forward courier collects cash too: a pincode India Post knows, outside the remote states (the
 * North-East, Sikkim, J&K, Ladakh, the islands, where parcels already take days more) and outside
 * the areas cash on delivery is refused in (COD_EXCLUDED_STATES, COD_EXCLUDED_PINCODES), since
 * both need the courier's own staff at the door. Elsewhere the shopper sends the parcel.
 */
export async function pickupServed(ctx: AppContext, tx: Queryable, postalCode: string): Promise<boolean> {
  const pincode = pincodeDigits(postalCode);
  if (!PINCODE.test(pincode)) return false;
  const place = await findPincode(tx, pincode);
  if (!place) return false;
  const { cod } = rulesOf(ctx);
  return !REMOTE_STATES.has(place.state) && !cod.excludedStates.has(place.state) && !cod.excludedPincodes.has(pincode);
}
