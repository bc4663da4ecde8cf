/** Wire shapes of offers: a cart's quote, the listed offers, the refusal of an order's code. */
import { Type, type Static } from '@sinclair/typebox';
import { closed, Nullable } from '../../platform/http/wire';

/** Most lines a quote prices (a cart holds fewer). */
export const MAX_QUOTE_LINES = 50;
/** A code as a shopper may type it: anything up to this long (what no offer has is "not a valid code"). */
const TypedCode = Type.String({ maxLength: 64 });
const Choice = Nullable(Type.String({ maxLength: 100 }));

export const QuoteLineRequest = Type.Object(
  {
    productId: Type.String({ maxLength: 100 }),
    quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
    size: Type.Optional(Choice),
    color: Type.Optional(Choice),
  },
  closed,
);

/**
 * `POST /cart/quote`: the cart priced from the catalogue (nothing price-like is read from the
 * request) with the offer it gets. Signed in optional: with a token, first-order-only and
 * once-per-shopper offers are checked for that account. `pincode` is taken for the shipping rules
 * to come (shipping is free today); `paymentMethod: 'cod'` adds the cash-on-delivery fee.
 */
export const QuoteRequest = Type.Object(
  {
    lines: Type.Array(QuoteLineRequest, { maxItems: MAX_QUOTE_LINES }),
    coupon: Type.Optional(TypedCode),
    pincode: Type.Optional(Type.String({ maxLength: 10 })),
    paymentMethod: Type.Optional(Type.Union([Type.Literal('cod'), Type.Literal('online')])),
  },
  closed,
);
export type QuoteRequest = Static<typeof QuoteRequest>;

export const QuoteLineDto = Type.Object(
  {
    productId: Type.String(),
    size: Nullable(Type.String()),
    color: Nullable(Type.String()),
    quantity: Type.Integer(),
    /** the catalogue's price now: discountedPrice ?? regularPrice */
    unitPrice: Type.Number(),
    /** unitPrice × quantity, before the discount */
    lineTotal: Type.Number(),
    /** this line's share of the discount (the shares add up to `discount` to the paisa) */
    discount: Type.Number(),
  },
  closed,
);

const OfferName = { code: Nullable(Type.String()), title: Type.String() };

export const QuoteDto = Type.Object(
  {
    lines: Type.Array(QuoteLineDto),
    subtotal: Type.Number(),
    discount: Type.Number(),
    shipping: Type.Number(),
    codFee: Type.Number(),
    /** subtotal − discount + shipping + codFee: what an order of this cart is charged */
    total: Type.Number(),
    /** the offer the cart gets (code null: an automatic one), or null */
    applied: Type.Union([Type.Object({ ...OfferName, saving: Type.Number() }, closed), Type.Null()]),
    /** the typed code's fate: applied, or why not (unknown, expired, used, not yet, add more …); null when none was typed */
    coupon: Type.Union([
      Type.Object({ code: Type.String(), applied: Type.Boolean(), reason: Nullable(Type.String()) }, closed),
      Type.Null(),
    ]),
    /** the listed offers running now, the best saving on this cart first */
    offers: Type.Array(
      Type.Object({ ...OfferName, saving: Type.Number(), applies: Type.Boolean(), reason: Nullable(Type.String()) }, closed),
    ),
  },
  closed,
);
export type QuoteDto = Static<typeof QuoteDto>;

export const OfferScopeDto = Type.Object(
  {
    categories: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 })),
    brands: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 })),
    productIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 500 })),
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  closed,
);

/** An offer as rules/offers.ts models it (`Offer`). */
export const OfferDto = Type.Object(
  {
    id: Type.String(),
    code: Nullable(Type.String()),
    title: Type.String(),
    kind: Type.Union([Type.Literal('percent'), Type.Literal('flat')]),
    value: Type.Number(),
    maxDiscount: Nullable(Type.Number()),
    minCartValue: Type.Number(),
    scope: OfferScopeDto,
    includeSaleItems: Type.Boolean(),
    firstOrderOnly: Type.Boolean(),
    oncePerShopper: Type.Boolean(),
    totalUses: Type.Union([Type.Integer(), Type.Null()]),
    startsAt: Type.String(),
    endsAt: Nullable(Type.String()),
    listed: Type.Boolean(),
  },
  closed,
);
export type OfferDto = Static<typeof OfferDto>;

/** `GET /offers`: the listed offers running now, for the product pages' "Best price … with CODE" (rules/offers.ts bestPriceWith). */
export const OfferListDto = Type.Object({ data: Type.Array(OfferDto) }, closed);

/** `POST /orders` with a `coupon` that does not apply (any more): 409, nothing placed. */
export const OfferRefusedBody = Type.Object({ error: Type.String(), coupon: Type.String() }, closed);
export type OfferRefusedBody = Static<typeof OfferRefusedBody>;
