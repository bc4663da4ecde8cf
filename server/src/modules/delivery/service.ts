import { SettingError, type Config } from '../../platform/config/config';
import type { Queryable } from '../../platform/db/client';
import { findPincode } from './repository';
import { readHolidays } from './holidays';
import type { DeliveryRules } from './rules';
import { appState, type AppContext } from '../../platform/http/context';
import { codRefusal } from './refusals';
import { placesOf } from './places';
import { deliveryTo } from './rules';
import { pincodeDigits } from '../../../../rules/delivery';

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

/** This app's delivery rules, read when the app is built (a bad holidays file stops the start). */
export const rulesOf = appState('delivery rules', (ctx) => deliveryRules(ctx.config));

/** Why cash on delivery is refused for an order's address and amount by this app's rules (null: taken). */
export const codRefusalFor = (ctx: AppContext, tx: Queryable, postalCode: string, amount: number) =>
  codRefusal(tx, rulesOf(ctx), postalCode, amount);

/** Rupees added to a cash-on-delivery payment (COD_FEE). */
export const codFee = (ctx: AppContext) => rulesOf(ctx).cod.fee;

/**
 * The day an order placed at `placedAt` to `postalCode` was promised for (YYYY-MM-DD), as the
 * check answered then; null for a pincode the directory does not know. Read outside transactions
 * (the directory is a copy kept in memory, read through the app's database).
 */
export async function deliveryDateFor(ctx: AppContext, postalCode: string, placedAt: Date): Promise<string | null> {
  const place = (await placesOf(ctx)).get(Number(pincodeDigits(postalCode)));
  return place ? deliveryTo(place, placedAt, null, rulesOf(ctx)).deliveryDate : null;
}
