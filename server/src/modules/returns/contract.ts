/** Wire shapes of cancelling an order and returning or exchanging its lines. */
import { Type, type Static } from '@sinclair/typebox';
import { closed, Nullable } from '../../platform/http/wire';
import { ShortLineDto } from '../stock/contract';
import { CANCEL_REASONS, NOTE_MAX, RETURN_REASONS } from '../../../../rules/returns';
import { RETURN_STATES } from '../../../../rules/returnStates';

const codes = <T extends ReadonlyArray<{ code: string }>>(list: T) => Type.Union(list.map((r) => Type.Literal(r.code)));
const Note = Type.String({ maxLength: NOTE_MAX });

/**
 * `POST /orders/{id}/cancel`: while the order is Pending or Processing. `note` is needed with
 * reason `other`. May carry an `Idempotency-Key` (as `POST /orders`). Answers the cancelled order.
 */
export const CancelOrderRequest = Type.Object({ reason: codes(CANCEL_REASONS), note: Type.Optional(Note) }, closed);
export type CancelOrderRequest = Static<typeof CancelOrderRequest>;

const Option = Type.String({ minLength: 1, maxLength: 100 });

/** Where a cash-on-delivery order's refund goes (rules/returns.ts checks the shapes). */
export const RefundDetailsDto = Type.Union([
  Type.Object({ upiId: Type.String({ maxLength: 300 }) }, closed),
  Type.Object(
    { accountNumber: Type.String({ maxLength: 40 }), ifsc: Type.String({ maxLength: 20 }), accountName: Type.String({ maxLength: 100 }) },
    closed,
  ),
]);

export const ReturnLineRequest = Type.Object(
  {
    /** the order item's `id` */
    itemId: Type.String({ maxLength: 100 }),
    quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
    /** for an exchange: the size and colour wanted instead (one left out: the line's own) */
    exchange: Type.Optional(Type.Object({ size: Type.Optional(Option), color: Type.Optional(Option) }, closed)),
  },
  closed,
);

/**
 * `POST /orders/{id}/returns`: lines of a delivered order, within the return window. `resolution`
 * `refund` (a cash-on-delivery order needs `refundTo`) or `exchange` (every line names its
 * `exchange`). May carry an `Idempotency-Key`. Answers 201 with the return.
 */
export const CreateReturnRequest = Type.Object(
  {
    lines: Type.Array(ReturnLineRequest, { minItems: 1, maxItems: 100 }),
    reason: codes(RETURN_REASONS),
    note: Type.Optional(Note),
    resolution: Type.Union([Type.Literal('refund'), Type.Literal('exchange')]),
    refundTo: Type.Optional(RefundDetailsDto),
  },
  closed,
);
export type CreateReturnRequest = Static<typeof CreateReturnRequest>;

export const ReturnLineDto = Type.Object(
  {
    itemId: Type.String(),
    productId: Type.String(),
    productTitle: Type.String(),
    quantity: Type.Integer(),
    /** unit price charged */
    price: Type.Number(),
    size: Nullable(Type.String()),
    color: Nullable(Type.String()),
    /** the size and colour sent instead (an exchange), else null */
    exchange: Type.Union([Type.Object({ size: Nullable(Type.String()), color: Nullable(Type.String()) }, closed), Type.Null()]),
  },
  closed,
);

export const ReturnDto = Type.Object(
  {
    id: Type.String(),
    orderId: Type.String(),
    state: Type.Union(RETURN_STATES.map((s) => Type.Literal(s))),
    resolution: Type.Union([Type.Literal('refund'), Type.Literal('exchange')]),
    reason: Type.String(),
    note: Nullable(Type.String()),
    createdAt: Type.String(),
    lines: Type.Array(ReturnLineDto),
    /** `served` false: the courier does not come; `instructions` say how to send it */
    pickup: Type.Object({ served: Type.Boolean(), instructions: Nullable(Type.String()) }, closed),
    /** what is (or will be) refunded and where; null for an exchange */
    refund: Type.Union([
      Type.Object(
        {
          amount: Type.Number(),
          destination: Type.Union([Type.Literal('source'), Type.Literal('upi'), Type.Literal('bank')]),
          refundedAt: Nullable(Type.String()),
        },
        closed,
      ),
      Type.Null(),
    ]),
    rejectReason: Nullable(Type.String()),
  },
  closed,
);
export type ReturnDto = Static<typeof ReturnDto>;

/** One of the order's items: how much of it may still come back. */
export const ItemEligibilityDto = Type.Object(
  {
    /** the order item's `id` */
    itemId: Type.String(),
    /** units still returnable: those bought less those in returns not rejected */
    left: Type.Integer({ minimum: 0 }),
    /** why these goods cannot be returned at all (the 422's line reason), else null */
    reason: Nullable(Type.String()),
  },
  closed,
);

/**
 * What the order allows now, read by the same rules `POST /cancel` and `POST /returns` act on, so
 * the app can offer only what would be accepted and say why the rest is not. A refusal is the very
 * sentence the call would answer with (409). Advice of the moment: the calls still decide.
 */
export const EligibilityDto = Type.Object(
  {
    /** Pending or Processing: `POST /cancel` would be taken */
    cancellable: Type.Boolean(),
    /** why not, when not cancellable; else null */
    cancelRefusal: Nullable(Type.String()),
    /** Delivered and inside the return window */
    returnable: Type.Boolean(),
    /** when the return window closes (ISO 8601); null until the order is delivered */
    returnBy: Nullable(Type.String()),
    /** why not, when not returnable; else null */
    returnRefusal: Nullable(Type.String()),
    /** cash on delivery: a refund must carry `refundTo` */
    refundNeedsDetails: Type.Boolean(),
    /** as a return made now would give it: picked up, or how to send it */
    pickup: Type.Object({ served: Type.Boolean(), instructions: Nullable(Type.String()) }, closed),
    /** every item of the order, in the order's own order */
    items: Type.Array(ItemEligibilityDto),
  },
  closed,
);
export type EligibilityDto = Static<typeof EligibilityDto>;

/**
 * `GET /orders/{id}/returns`: the order's returns, oldest first, and what the order allows now
 * (`eligibility`, optional: an app that ignores it loses nothing).
 */
export const ReturnListDto = Type.Object({ data: Type.Array(ReturnDto), eligibility: Type.Optional(EligibilityDto) }, closed);
export type ReturnListDto = Static<typeof ReturnListDto>;

/**
 * Every refusal of these calls: `{ error }`, and with it `lines` (422: items that cannot be returned,
 * each with why) or `unavailable` (409: the exchange's size or colour is out of stock).
 */
export const ReturnErrorBody = Type.Object(
  {
    error: Type.String(),
    lines: Type.Optional(Type.Array(Type.Object({ itemId: Type.String(), reason: Type.String() }, closed))),
    unavailable: Type.Optional(Type.Array(ShortLineDto)),
  },
  closed,
);
export type ReturnErrorBody = Static<typeof ReturnErrorBody>;

/** The shop's side (npm run returns): a return with its order's id and the shopper's e-mail. */
export const AdminReturnDto = Type.Object({ ...ReturnDto.properties, email: Type.String() }, closed);
export type AdminReturnDto = Static<typeof AdminReturnDto>;
