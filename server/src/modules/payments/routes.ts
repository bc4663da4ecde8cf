import { httpErrors } from '@fastify/sensible';
import { API_PREFIX } from '../../../../rules/api';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CreatePaymentRequest, CreatePaymentResponse, PaymentErrorBody, PaymentFieldsDto } from './contract';
import { requireUser } from '../accounts';
import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import { responses } from '../../platform/http/responses';
import { idempotent, type Answer } from '../../platform/http/idempotency';
import { codFee, codRefusalFor } from '../delivery';
import { PAYMENT_FIELDS, validatePaymentFields } from './fields';
import { canonicalOrderId, lockOrder, PENDING, PROCESSING, setOrderStatus } from '../orders';
import { createPayment, voidOtherPayments, type PaymentRow } from './repository';
import { getStoreInfo } from '../store';
import { addOrderTimelineSource, beforeOrdersRead, describeOrderPaymentWith } from '../orders';
import { orderPayment, paymentEvents, settleDuePayments, tellPaid } from './service';

/** Demo merchant address: clearly not a real account, since a scanned QR must never pay anyone. */
export const MERCHANT_VPA = 'strideandsweat.demo@upi';
export const ALREADY_PAID = 'This order has already been paid';

/** Where the shopper's browser returns after the bank: the calling app if we trust it, else our own origin. */
export function appOrigin(ctx: AppContext, request: FastifyRequest): string {
  const origin = request.headers.origin;
  return origin && ctx.config.corsOrigins.includes(origin) ? origin : ctx.config.publicUrl;
}

async function nextStep(ctx: AppContext, tx: Queryable, payment: PaymentRow, returnTo: string): Promise<CreatePaymentResponse> {
  const bank = `${ctx.config.publicUrl}${API_PREFIX}/payments/bank`;
  const returnUrl = `${returnTo}/order-success?orderId=${encodeURIComponent(payment.order_id)}`;
  switch (payment.method) {
    case 'upi_qr':
    case 'upi_app': {
      const { storeName } = await getStoreInfo(tx);
      const upi =
        `upi://pay?pa=${encodeURIComponent(MERCHANT_VPA)}&pn=${encodeURIComponent(storeName)}` +
        `&am=${payment.amount.toFixed(2)}&cu=INR&tn=${encodeURIComponent(`Order ${payment.order_id}`)}&tr=${payment.id}`;
      return payment.method === 'upi_qr'
        ? { success: true, action: { type: 'qr', qr: upi } }
        : { success: true, action: { type: 'deeplink', redirectUrl: upi } };
    }
    case 'card':
      return {
        success: true,
        action: {
          type: 'redirect_post',
          redirectUrl: bank,
          formParams: {
            type: 'card',
            url: returnUrl,
            data: { paymentId: payment.id, orderId: payment.order_id, amount: payment.amount.toFixed(2) },
          },
        },
      };
    case 'netbanking':
      return { success: true, redirectUrl: `${bank}?paymentId=${payment.id}&returnUrl=${encodeURIComponent(returnUrl)}` };
    case 'cod':
      return { success: true };
  }
}

export async function paymentRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The simulated UPI provider confirms lazily: whatever reads orders settles what it confirmed meanwhile.
  beforeOrdersRead(ctx, () => settleDuePayments(ctx));
  describeOrderPaymentWith(ctx, orderPayment);
  addOrderTimelineSource(ctx, paymentEvents);

  app.get('/payments/fields', { schema: { response: responses({ 200: PaymentFieldsDto }) } }, async () => ({ fields: PAYMENT_FIELDS }));

  app.post(
    '/payments',
    {
      // Its answers carry a success flag; its errors keep it too (PaymentErrorBody).
      config: { errorFields: { success: false } },
      schema: { body: CreatePaymentRequest, response: responses({ 200: CreatePaymentResponse }, PaymentErrorBody) },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      const orderId = canonicalOrderId(request.body.orderId);
      const returnTo = appOrigin(ctx, request);
      return idempotent(ctx.db, request, reply, user.id, async (tx): Promise<Answer<CreatePaymentResponse>> => {
        // The order stays locked until this transaction ends: concurrent payments for it queue here.
        const order = orderId ? await lockOrder(tx, orderId) : null;
        if (!order || order.userId !== user.id) throw httpErrors.notFound('Order not found');
        if (order.status !== PENDING) throw httpErrors.conflict(ALREADY_PAID);
        const valid = validatePaymentFields(request.body.fields);
        if (typeof valid === 'string') throw httpErrors.badRequest(valid);

        const cod = valid.method === 'cod';
        if (cod) {
          // The delivery check's rule, held here too: a forced request cannot get what the app does not offer.
          const refused = await codRefusalFor(ctx, tx, order.postalCode, order.amount);
          if (refused) throw httpErrors.unprocessableEntity(refused);
        }
        // A cash-on-delivery fee (COD_FEE) is part of what the courier collects.
        const amount = Math.round((order.amount + (cod ? codFee(ctx) : 0)) * 100) / 100;
        // Cash on delivery needs no confirmation: the order goes straight to Processing, if still Pending.
        if (cod && !(await setOrderStatus(tx, order.id, PENDING, PROCESSING))) throw httpErrors.conflict(ALREADY_PAID);
        const payment = await createPayment(tx, { orderId: order.id, method: valid.method, amount, paid: cod });
        if (cod) {
          await voidOtherPayments(tx, order.id, payment.id);
          await tellPaid(ctx, tx, payment);
        }
        return { status: 200, body: await nextStep(ctx, tx, payment, returnTo) };
      });
    },
  );
}
