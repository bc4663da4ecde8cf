import { asArray, asId, asString, isRecord, readAs } from '@/utils/guards';
import type { StockAlertDto, StockAlertListDto } from '@server/contracts';

/** A "Notify me" wish as the account page lists it. */
export interface StockAlert {
  id: string;
  productId: string;
  productTitle: string;
  size: string;
  color: string;
  email: string;
  sent: boolean;
}

export function toStockAlert(value: unknown): StockAlert {
  const dto = readAs<StockAlertDto>(value);
  return {
    id: asId(dto.id),
    productId: asId(dto.productId),
    productTitle: asString(dto.productTitle),
    size: asString(dto.size),
    color: asString(dto.color),
    email: asString(dto.email),
    sent: asString(dto.status) === 'sent',
  };
}

export function toStockAlerts(body: unknown): StockAlert[] {
  const source = readAs<StockAlertListDto>(body);
  return asArray(source.data)
    .filter(isRecord)
    .map(toStockAlert)
    .filter((alert) => alert.id !== '');
}

/** What a wish is for, as the shopper chose it: "UK 9, Black", or any size. */
export const wishedOption = (alert: Pick<StockAlert, 'size' | 'color'>) =>
  [alert.size, alert.color].filter(Boolean).join(', ') || 'Any size';
