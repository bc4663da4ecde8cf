import { SettingError, type Config } from '../config';
import type { Queryable } from '../platform/db/client';
import { findPincode } from '../repositories/pincodes';
import { readHolidays } from './holidays';
import type { DeliveryRules } from './rules';

/**
 * A dispatch pincode India Post does not know would date every parcel from nowhere: it stops the
 * start (index.ts, once the seed has filled the directory).
 */
export async function checkDispatchPincode(db: Queryable, config: Config): Promise<void> {
  const { dispatchPincode } = config.delivery;
  if (!(await findPincode(db, dispatchPincode))) {
    throw new SettingError(`DISPATCH_PINCODE must be a pincode India Post knows, got "${dispatchPincode}"`);
  }
}

/** The delivery rules of this server's settings, read once when the app is built. */
export function deliveryRules(config: Config): DeliveryRules {
  const { dispatchPincode, cutoffHour, holidaysFile } = config.delivery;
  const holidays = readHolidays(holidaysFile);
  const { maxOrderValue, fee, excludedStates, excludedPincodes } = config.cod;
  return {
    dispatchPincode,
    cutoffHour,
    holidays,
    cod: { maxOrderValue, fee, excludedStates: new Set(excludedStates), excludedPincodes: new Set(excludedPincodes) },
  };
}

/** "799 001": a pincode as the shop writes it to shoppers. */
export const spacedPincode = (pincode: string) => `${pincode.slice(0, 3)} ${pincode.slice(3)}`;

/** The 404's words, and an order's refusal to such a pincode (issue 29's own words). */
export const notServed = (pincode: string) => `We don't deliver to ${spacedPincode(pincode)} yet`;
