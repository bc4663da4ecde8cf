/** Wire shapes of payments: the payment step's fields, paying an order, the simulated bank's forms. */
import { Type, type Static } from '@sinclair/typebox';
import { closed, Dictionary } from '../../platform/http/wire';

export const PaymentFieldType = Type.Union(
  (['text', 'email', 'password', 'number', 'tel', 'textarea', 'select', 'checkbox'] as const).map((t) => Type.Literal(t)),
);
export type PaymentFieldType = Static<typeof PaymentFieldType>;

export const PaymentFieldOptionDto = Type.Object({ value: Type.String(), label: Type.String() }, closed);
export type PaymentFieldOptionDto = Static<typeof PaymentFieldOptionDto>;

export const PaymentFieldRulesDto = Type.Object(
  {
    required: Type.Optional(Type.Boolean()),
    minLength: Type.Optional(Type.Integer()),
    maxLength: Type.Optional(Type.Integer()),
    /** a regular expression as a `/source/flags` string */
    pattern: Type.Optional(Type.String()),
  },
  closed,
);
export type PaymentFieldRulesDto = Static<typeof PaymentFieldRulesDto>;

export const PaymentFieldDto = Type.Object(
  {
    name: Type.String(),
    label: Type.String(),
    placeholder: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    type: PaymentFieldType,
    options: Type.Optional(Type.Array(PaymentFieldOptionDto)),
    inline: Type.Optional(Type.Boolean()),
    mask: Type.Optional(Type.String()),
    defaultValue: Type.Optional(Type.String()),
    rules: Type.Optional(PaymentFieldRulesDto),
    rulesMessages: Type.Optional(Type.Array(Type.String())),
    showWhenFilled: Type.Optional(Type.Array(Type.String())),
  },
  closed,
);
export type PaymentFieldDto = Static<typeof PaymentFieldDto>;

export const PaymentFieldsDto = Type.Object({ fields: Type.Array(PaymentFieldDto) }, closed);
export type PaymentFieldsDto = Static<typeof PaymentFieldsDto>;

/** `POST /payments`; may carry an `Idempotency-Key` header like `POST /orders`. */
export const CreatePaymentRequest = Type.Object(
  {
    orderId: Type.Union([Type.Integer(), Type.String({ maxLength: 40 })]),
    fields: Dictionary(Type.String({ maxLength: 500 }), { maxProperties: 30 }),
  },
  closed,
);
export type CreatePaymentRequest = Static<typeof CreatePaymentRequest>;

export const PaymentActionType = Type.Union([Type.Literal('redirect_post'), Type.Literal('deeplink'), Type.Literal('qr')]);
export type PaymentActionType = Static<typeof PaymentActionType>;

export const PaymentActionDto = Type.Object(
  {
    type: PaymentActionType,
    redirectUrl: Type.Optional(Type.String()),
    formParams: Type.Optional(Type.Object({ type: Type.String(), url: Type.String(), data: Dictionary(Type.String()) }, closed)),
    qr: Type.Optional(Type.String()),
    qrBase64: Type.Optional(Type.String()),
  },
  closed,
);
export type PaymentActionDto = Static<typeof PaymentActionDto>;

export const CreatePaymentResponse = Type.Object(
  {
    success: Type.Boolean(),
    action: Type.Optional(PaymentActionDto),
    redirectUrl: Type.Optional(Type.String()),
    error: Type.Optional(Type.String()),
  },
  closed,
);
export type CreatePaymentResponse = Static<typeof CreatePaymentResponse>;

/** Errors of `POST /payments` keep the `success: false` its answers carry. */
export const PaymentErrorBody = Type.Object({ error: Type.String(), success: Type.Optional(Type.Literal(false)) }, closed);
export type PaymentErrorBody = Static<typeof PaymentErrorBody>;

/** The simulated bank's forms and links (`/payments/bank…`): text fields only. */
export const BankForm = Dictionary(Type.String({ maxLength: 2000 }));
export type BankForm = Static<typeof BankForm>;
