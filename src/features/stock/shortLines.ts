import { asArray, asNumber, asString, isRecord, readAs } from '@/utils/guards';
import type { StockShortageBody } from '@server/contracts';
import type { ShortLine } from '@rules/stock';

type ShortLineDto = StockShortageBody['unavailable'][number];

/** The lines a 409 of POST /orders names (`unavailable`), or [] for any other answer; never throws. */
export function toShortLines(body: unknown): ShortLine[] {
  if (!isRecord(body)) return [];
  return asArray(readAs<StockShortageBody>(body).unavailable)
    .filter(isRecord)
    .map((item) => readAs<ShortLineDto>(item))
    .map((item) => ({
      productId: asString(item.productId),
      size: asString(item.size) || null,
      color: asString(item.color) || null,
      requested: Math.max(0, Math.floor(asNumber(item.requested) ?? 0)),
      available: Math.max(0, Math.floor(asNumber(item.available) ?? 0)),
    }))
    .filter((line) => line.productId !== '');
}
