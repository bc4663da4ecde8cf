/** Wire shapes of stock: what a variant has left (on product answers), the order's 409, "Notify me" wishes. */
import { Type, type Static } from '@sinclair/typebox';
import { closed, Nullable } from '../../platform/http/wire';

/** One size × colour of a product and what a shopper can still buy of it ('' where the product has no such option). */
export const VariantStockDto = Type.Object({ size: Type.String(), color: Type.String(), available: Type.Integer({ minimum: 0 }) }, closed);
export type VariantStockDto = Static<typeof VariantStockDto>;

/** Each line of an order that cannot be held, as asked (size, colour), and the most left of it. */
export const ShortLineDto = Type.Object(
  {
    productId: Type.String(),
    size: Nullable(Type.String()),
    color: Nullable(Type.String()),
    requested: Type.Integer({ minimum: 1 }),
    available: Type.Integer({ minimum: 0 }),
  },
  closed,
);

/** `POST /orders` 409: the order was refused whole, nothing held. */
export const StockShortageBody = Type.Object({ error: Type.String(), unavailable: Type.Array(ShortLineDto) }, closed);
export type StockShortageBody = Static<typeof StockShortageBody>;

const Option = Type.String({ maxLength: 100 });

/**
 * `POST /stock/alerts`: tell me when this is back. `size` and `color` as the product page chose them
 * ('' or absent: any); `email` may be left out when signed in (the account's is used).
 */
export const StockAlertRequest = Type.Object(
  {
    productId: Type.String({ maxLength: 100 }),
    size: Type.Optional(Option),
    color: Type.Optional(Option),
    email: Type.Optional(Type.String({ maxLength: 254, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$' })),
  },
  closed,
);
export type StockAlertRequest = Static<typeof StockAlertRequest>;

/** A wish as its shopper sees it: 'pending' until the shop's messages send it once stock is back. */
export const StockAlertDto = Type.Object(
  {
    id: Type.String(),
    productId: Type.String(),
    productTitle: Type.String(),
    size: Type.String(),
    color: Type.String(),
    email: Type.String(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('sent')]),
    createdAt: Type.String(),
  },
  closed,
);
export type StockAlertDto = Static<typeof StockAlertDto>;

export const StockAlertListDto = Type.Object({ data: Type.Array(StockAlertDto) }, closed);
export type StockAlertListDto = Static<typeof StockAlertListDto>;
