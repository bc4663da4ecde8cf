import { SettingError, type Config } from '../config';
import type { Queryable } from '../db/client';
import { findPincode } from '../repositories/pincodes';
import { readHolidays } from './holidays';
import type { DeliveryRules } from './rules';

/**
 * The delivery rules of this server's settings, read once at start. A dispatch pincode India Post
 * does not know would date every parcel from nowhere: it stops the start.
 */
export async function deliveryRules(db: Queryable, config: Config): Promise<DeliveryRules> {
  const { dispatchPincode, cutoffHour, holidaysFile } = config.delivery;
  const holidays = readHolidays(holidaysFile);
  if (!(await findPincode(db, dispatchPincode))) {
    throw new SettingError(`DISPATCH_PINCODE must be a pincode India Post knows, got "${dispatchPincode}"`);
  }
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
