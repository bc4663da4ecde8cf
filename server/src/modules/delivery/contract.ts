/** Wire shapes of the delivery check (`GET /delivery/{pincode}`). */
import { Type, type Static } from '@sinclair/typebox';
import { closed, Nullable } from '../../platform/http/wire';

/**
 * `GET /delivery/{pincode}` (not in the spec, so an API without it answers 404/405 and
 * the app hides the promise). A pincode is six digits, the first not 0: anything else is a 400;
 * a well-formed one India Post does not know, or the shop does not serve, is a 404.
 */
export const DeliveryParams = Type.Object({ pincode: Type.String({ maxLength: 40 }) });
export type DeliveryParams = Static<typeof DeliveryParams>;

/** `productId` applies that product's own rules (its price against the COD ceiling); `orderValue` (rupees) a cart's. */
export const DeliveryQuery = Type.Object({
  productId: Type.Optional(Type.String({ maxLength: 64 })),
  orderValue: Type.Optional(Type.String({ maxLength: 16 })),
});
export type DeliveryQuery = Static<typeof DeliveryQuery>;

/** Why cash on delivery is not offered: the place is excluded, or the value is above the ceiling. */
export const CodRefusal = Type.Union([Type.Literal('area'), Type.Literal('order_value')]);
export type CodRefusal = Static<typeof CodRefusal>;

export const DeliveryDto = Type.Object(
  {
    pincode: Type.String(),
    /** India Post's district: what a shopper writes as the city. */
    city: Type.String(),
    state: Type.String(),
    /** The expected day of delivery, `YYYY-MM-DD` in India's time, skipping Sundays and the listed holidays. */
    deliveryDate: Type.String(),
    /** Working days from dispatch (a dispatch after the day's cut-off counts from the next working day). */
    days: Type.Integer({ minimum: 0 }),
    cod: Type.Object(
      {
        available: Type.Boolean(),
        /** Rupees added when paying cash on delivery (0: none); shown before the order. */
        fee: Type.Number({ minimum: 0 }),
        /** Highest order value (rupees) cash on delivery takes here; null: no ceiling. */
        maxOrderValue: Nullable(Type.Number({ minimum: 0 })),
        reason: Type.Optional(CodRefusal),
      },
      closed,
    ),
  },
  closed,
);
export type DeliveryDto = Static<typeof DeliveryDto>;

/**
 * The 404 of `GET /delivery/{pincode}` for a pincode the shop does not serve. `reason` tells it
 * from an API that has no such endpoint (whose 404 the app takes as "no delivery check here").
 */
export const DeliveryNotServedBody = Type.Object({ error: Type.String(), reason: Type.Literal('not_serviceable') }, closed);
export type DeliveryNotServedBody = Static<typeof DeliveryNotServedBody>;
