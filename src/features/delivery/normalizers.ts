import dayjs from 'dayjs';
import type { DeliveryDto, DeliveryNotServedBody } from '@server/contracts';
import { asNumber, asString, isRecord, readAs } from '@/utils/guards';
import type { DeliveryView } from './delivery';
import { isPincode, pincodeDigits } from '@rules/delivery';

/** '2026-12-04' → 'Thu, 4 Dec'; '' for anything that is not such a date. */
export function formatDeliveryDate(text: unknown): string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return '';
  const date = dayjs(text);
  // dayjs rolls 2026-02-31 over to March: a date that does not read back as sent is no date.
  return date.isValid() && date.format('YYYY-MM-DD') === text ? date.format('ddd, D MMM') : '';
}

const cleanText = (value: unknown) => asString(value).replace(/\s+/g, ' ').trim().slice(0, 80);
const amount = (value: unknown) => {
  const number = asNumber(value);
  return number !== null && Number.isFinite(number) && number >= 0 ? number : null;
};

/**
 * `GET /delivery/{pincode}`'s answer as the shopper reads it, or null when the body is no delivery
 * answer (an API that serves a page for unknown paths): the caller then takes the check as missing.
 * Unknown or broken parts fall back to the cautious reading: COD not available.
 */
export function toDeliveryView(body: unknown, asked: string): DeliveryView | null {
  if (!isRecord(body)) return null;
  const source = readAs<DeliveryDto>(body);
  if (!isRecord(source.cod) || (source.city === undefined && source.deliveryDate === undefined)) return null;
  const cod = readAs<DeliveryDto['cod']>(source.cod);
  const sent = pincodeDigits(asString(source.pincode));
  const city = cleanText(source.city);
  const state = cleanText(source.state);
  const available = cod.available === true;
  const reason = cod.reason === 'area' || cod.reason === 'order_value' ? cod.reason : null;
  return {
    pincode: isPincode(sent) ? sent : pincodeDigits(asked),
    address: { city, state, place: [city, state].filter(Boolean).join(', ') },
    date: formatDeliveryDate(source.deliveryDate),
    cod: {
      available,
      fee: available ? (amount(cod.fee) ?? 0) : 0,
      maxOrderValue: amount(cod.maxOrderValue),
      reason: available ? null : reason,
    },
  };
}

/** A 404 body that says the pincode is not served, as opposed to an API with no such endpoint. */
export function isNotServedBody(body: unknown): boolean {
  return isRecord(body) && readAs<DeliveryNotServedBody>(body).reason === 'not_serviceable';
}
