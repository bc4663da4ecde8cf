import type { DeliveryDto } from './contract';
import { addWorkingDays, dispatchDay } from './dates';
import { REMOTE_STATES } from './states';

/** A place India Post knows (repository.ts). */
export interface Place {
  pincode: string;
  city: string;
  state: string;
}

/**
 * India Post's pincodes nest: the first digit is the region, the first two the postal circle (or
 * sub-region), the first three the sorting district. The more a pincode shares with the dispatch
 * pincode, the nearer it is.
 */
export type Zone = 'district' | 'circle' | 'region' | 'national';

/** Working days in transit from dispatch, by zone. */
export const TRANSIT_DAYS: Record<Zone, number> = { district: 1, circle: 2, region: 3, national: 5 };
/** Added for the North-East, Sikkim, Jammu and Kashmir, Ladakh and the islands (outside the dispatch's own sorting district). */
export const REMOTE_EXTRA_DAYS = 3;

export function zoneOf(from: string, to: string): Zone {
  if (from.slice(0, 3) === to.slice(0, 3)) return 'district';
  if (from.slice(0, 2) === to.slice(0, 2)) return 'circle';
  return from[0] === to[0] ? 'region' : 'national';
}

export function transitDays(from: string, to: Place): number {
  const zone = zoneOf(from, to.pincode);
  return TRANSIT_DAYS[zone] + (zone !== 'district' && REMOTE_STATES.has(to.state) ? REMOTE_EXTRA_DAYS : 0);
}

export interface CodSettings {
  /** rupees; null: no ceiling */
  maxOrderValue: number | null;
  fee: number;
  excludedStates: ReadonlySet<string>;
  excludedPincodes: ReadonlySet<string>;
}

/** Whether cash on delivery is taken at the place for an order of `orderValue` rupees (null: not known yet). */
export function codFor(place: Place, orderValue: number | null, s: CodSettings): DeliveryDto['cod'] {
  const terms = { fee: s.fee, maxOrderValue: s.maxOrderValue };
  if (s.excludedPincodes.has(place.pincode) || s.excludedStates.has(place.state)) return { available: false, ...terms, reason: 'area' };
  if (s.maxOrderValue !== null && orderValue !== null && orderValue > s.maxOrderValue) {
    return { available: false, ...terms, reason: 'order_value' };
  }
  return { available: true, ...terms };
}

export interface DeliveryRules {
  dispatchPincode: string;
  cutoffHour: number;
  holidays: ReadonlySet<string>;
  cod: CodSettings;
}

/** The whole answer for a place at `now`. */
export function deliveryTo(place: Place, now: Date, orderValue: number | null, rules: DeliveryRules): DeliveryDto {
  const days = transitDays(rules.dispatchPincode, place);
  const leaves = dispatchDay(now, rules.cutoffHour, rules.holidays);
  return {
    pincode: place.pincode,
    city: place.city,
    state: place.state,
    deliveryDate: addWorkingDays(leaves, days, rules.holidays),
    days,
    cod: codFor(place, orderValue, rules.cod),
  };
}
