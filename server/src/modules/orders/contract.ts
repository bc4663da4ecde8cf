/** Wire shapes of orders: placing one, the order as answers give it, tracking. */
import { Type, type Static } from '@sinclair/typebox';
import { closed, Dictionary, Nullable } from '../../platform/http/wire';

/** Most units one order may hold of one product, and most lines (or products) one order may have. */
export const MAX_QUANTITY = 1000;
export const MAX_LINES = 100;

export const ShippingAddressDto = Type.Object(
  {
    fullName: Type.String(),
    address: Type.String(),
    city: Type.String(),
    state: Type.String(),
    postalCode: Type.String(),
    phone: Type.String(),
  },
  closed,
);
export type ShippingAddressDto = Static<typeof ShippingAddressDto>;

export const ADDRESS_FIELDS = Object.keys(ShippingAddressDto.properties) as Array<keyof ShippingAddressDto>;

const AddressField = Type.String({ minLength: 1, maxLength: 200 });
/** The address as a request carries it: every field given, 1–200 characters. */
const ShippingAddressInput = Type.Object(
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, AddressField])) as Record<keyof ShippingAddressDto, typeof AddressField>,
  closed,
);

const Quantity = Type.Integer({ minimum: 1, maximum: MAX_QUANTITY });
const Choice = Nullable(Type.String({ maxLength: 100 }));

/** One cart line with the options the shopper chose. */
export const OrderLineRequest = Type.Object(
  {
    productId: Type.String({ maxLength: 100 }),
    /** integer ≥ 1, a JSON number */
    quantity: Quantity,
    size: Type.Optional(Choice),
    color: Type.Optional(Choice),
  },
  closed,
);
export type OrderLineRequest = Static<typeof OrderLineRequest>;

/**
 * `POST /orders`. May carry an `Idempotency-Key` header (1–200 visible ASCII characters): a repeat
 * with the same key and body gets the first answer, the same key with another body 422.
 */
export const CreateOrderRequest = Type.Object(
  {
    /** product id → quantity (integer ≥ 1, a JSON number) */
    products: Dictionary(Quantity, { minProperties: 1, maxProperties: MAX_LINES, propertyNames: { maxLength: 100 } }),
    shippingAddress: ShippingAddressInput,
    /**
     * Optional (at most 100): the same products and total quantity per product as `products`, line
     * by line with size and colour. Without it the order has one line per product.
     */
    lines: Type.Optional(Type.Array(OrderLineRequest, { maxItems: MAX_LINES })),
    /**
     * Optional: the code the shopper typed (as `POST /cart/quote` takes it). The order gets the
     * cart's quote again in its transaction: a code that does not apply (any more) is refused with
     * 409 `{ error, coupon }` and nothing is placed; without one the best automatic offer applies.
     */
    coupon: Type.Optional(Type.String({ maxLength: 64 })),
  },
  closed,
);
export type CreateOrderRequest = Static<typeof CreateOrderRequest>;

export const OrderItemDto = Type.Object(
  {
    id: Type.String(),
    productId: Type.String(),
    productTitle: Type.String(),
    quantity: Type.Integer(),
    /** unit price charged, taken from the catalogue when the order was placed */
    price: Type.Number(),
    size: Nullable(Type.String()),
    color: Nullable(Type.String()),
    /** optional: this line's share of the order's discount (0 when none) */
    discount: Type.Optional(Type.Number()),
  },
  closed,
);
export type OrderItemDto = Static<typeof OrderItemDto>;

/** An order's status as answers give it: a number, by the spec. */
export const ORDER_STATUS = { pending: 0, processing: 1, shipped: 2, delivered: 3, cancelled: 4 } as const;
export const OrderStatusCode = Type.Union(Object.values(ORDER_STATUS).map((code) => Type.Literal(code)));
export type OrderStatusCode = Static<typeof OrderStatusCode>;

/**
 * What happened to an order, each once, oldest first. An app should show an event it does not
 * know by its `detail`, or skip it: events may be added.
 */
export const TIMELINE_EVENTS = [
  'placed',
  'paid',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'return_requested',
  'picked_up',
  'return_received',
  'refunded',
  'exchange_shipped',
  'return_rejected',
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

export const TimelineEntryDto = Type.Object(
  {
    event: Type.Union(TIMELINE_EVENTS.map((e) => Type.Literal(e))),
    /** ISO 8601 */
    at: Type.String(),
    /** a sentence for the shopper: the tracking number, the refund's amount and where it goes, a return's items */
    detail: Type.Optional(Type.String()),
  },
  closed,
);
export type TimelineEntryDto = Static<typeof TimelineEntryDto>;

export const OrderDto = Type.Object(
  {
    /**
     * 8 characters of Crockford base32, upper case (e.g. `7KQ2M9XD`); orders from before kept their
     * number as a string (`"1001"`). The server reads ids case-insensitively (O as 0, I and L as 1).
     */
    id: Type.String(),
    status: OrderStatusCode,
    createdAt: Type.String(),
    items: Type.Array(OrderItemDto),
    shippingAddress: ShippingAddressDto,
    trackingNumber: Nullable(Type.String()),
    /** optional: what happened to the order, oldest first (the account's answers carry it) */
    timeline: Type.Optional(Type.Array(TimelineEntryDto)),
    /** optional: what the offer it got took off (0: none) */
    discount: Type.Optional(Type.Number()),
    /** optional: the code typed for it (null: none, or an automatic offer) */
    coupon: Type.Optional(Nullable(Type.String())),
    /**
     * optional: what it is charged, its lines less the discount (a cash-on-delivery fee is added by
     * the payment, as `POST /cart/quote` with `paymentMethod: 'cod'` counts it)
     */
    total: Type.Optional(Type.Number()),
  },
  closed,
);
export type OrderDto = Static<typeof OrderDto>;

/** `GET /orders` answers `{ data: OrderDto[] }`, newest first; `GET /orders/{id}` and `POST /orders` (201) answer an `OrderDto`. */
export const OrderListDto = Type.Object({ data: Type.Array(OrderDto) }, closed);
export type OrderListDto = Static<typeof OrderListDto>;

/** `GET /orders/{id}` query: the account e-mail or the shipping phone of the order. */
export const TrackOrderQuery = Type.Object({ contactInfo: Type.Optional(Type.String({ maxLength: 254 })) });
export type TrackOrderQuery = Static<typeof TrackOrderQuery>;
