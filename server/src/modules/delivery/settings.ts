import { list, projectPath } from '../../platform/config/config';
import { section, text } from '../../platform/config/settings';
import { PINCODE_PATTERN } from '../../../../rules/pincode';
import { officialState } from './states';

/** Official names of the states listed; a name no state has would silently allow cash on delivery, so it stops the start. */
function excludedStates(value: string): string[] {
  if (value.toLowerCase() === 'none') return [];
  return list(value).map((name) => {
    const state = officialState(name);
    if (!state)
      throw new Error(
        `COD_EXCLUDED_STATES must be a comma-separated list of states, or none; "${name}" is no state or union territory of India`,
      );
    return state;
  });
}

export const deliverySettings = section(
  [
    text('DISPATCH_PINCODE', {
      must: 'a pincode: six digits, the first not 0',
      pattern: PINCODE_PATTERN,
      default: '560025',
      description:
        "the shop's warehouse pincode, which delivery days are counted from ([delivery](delivery.md#settings)); one India Post does not know stops the start",
    }),
    text('DISPATCH_CUTOFF_HOUR', {
      must: 'an hour from 0 to 24',
      pattern: '^([0-9]|1[0-9]|2[0-4])$',
      default: '14',
      description: 'hour of the day in India (0–24) from which a parcel leaves on the next working day',
    }),
    text('HOLIDAYS_FILE', {
      must: 'a JSON file of holidays',
      default: 'server/src/modules/delivery/holidays.json',
      description:
        "days without dispatch or delivery besides Sundays (India's gazetted holidays of 2026 and 2027); a file of another form stops the start",
    }),
    text('COD_MAX_ORDER_VALUE', {
      must: 'a whole number of rupees, or none',
      pattern: '^([0-9]{1,9}|none)$',
      default: '25000',
      description: 'highest order value in whole rupees that cash on delivery takes; `none` for no ceiling',
    }),
    text('COD_FEE', {
      must: 'an amount in rupees such as 49 or 49.50',
      pattern: '^[0-9]{1,6}(\\.[0-9]{1,2})?$',
      default: '0',
      description: "rupees added to a cash-on-delivery payment's amount (shown by the delivery check as `cod.fee`)",
    }),
    text('COD_EXCLUDED_STATES', {
      must: 'a comma-separated list of states, or none',
      default: 'Andaman and Nicobar Islands,Lakshadweep',
      description:
        "states without cash on delivery, by today's or India Post's names; `none` for none; a name no state has stops the start",
    }),
    text('COD_EXCLUDED_PINCODES', {
      must: 'a comma-separated list of pincodes',
      pattern: '^[1-9][0-9]{5}(\\s*,\\s*[1-9][0-9]{5})*\\s*,?$',
      description: 'comma-separated pincodes without cash on delivery',
    }),
  ],
  (e) => ({
    /** when parcels leave the shop */
    delivery: {
      /** the warehouse's pincode, which delivery zones are counted from */
      dispatchPincode: e.DISPATCH_PINCODE,
      /** India's time (IST): a dispatch after this hour counts from the next working day */
      cutoffHour: Number(e.DISPATCH_CUTOFF_HOUR),
      /** absolute path of the holidays file (dispatch and delivery skip its days and Sundays) */
      holidaysFile: projectPath(e.HOLIDAYS_FILE),
    },
    /** where and up to what value cash on delivery is taken */
    cod: {
      /** rupees; null: no ceiling */
      maxOrderValue: e.COD_MAX_ORDER_VALUE === 'none' ? null : Number(e.COD_MAX_ORDER_VALUE),
      /** rupees added to a cash-on-delivery payment */
      fee: Number(e.COD_FEE),
      /** official names (states.ts) */
      excludedStates: excludedStates(e.COD_EXCLUDED_STATES),
      excludedPincodes: list(e.COD_EXCLUDED_PINCODES ?? ''),
    },
  }),
);

declare module '../../platform/config/config' {
  // Merged into the platform's Config: its members are this section's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Config extends ReturnType<typeof deliverySettings.read> {}
}
