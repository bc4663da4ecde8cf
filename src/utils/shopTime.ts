import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SHOP_TIME_ZONE } from './shopTimeZone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A moment the server sent (ISO text or ms) in the shop's time zone; null when it is no moment. */
export function inShopTime(value: string | number): Dayjs | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const moment = dayjs.utc(value);
  return moment.isValid() ? moment.tz(SHOP_TIME_ZONE) : null;
}
