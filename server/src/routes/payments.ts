import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CreatePaymentRequest, CreatePaymentResponse, PaymentFieldsDto } from '../contracts';
import { requireUser } from '../auth/guard';
import { requestOrigin, type AppContext } from '../http/context';
import { PAYMENT_FIELDS, validatePaymentFields } from '../payments/fields';
import { getOrder, setOrderStatus } from '../repositories/orders';
import { createPayment } from '../repositories/payments';
import { getStoreInfo } from '../repositories/storeInfo';

/** Demo merchant address: clearly not a real account, since a scanned QR must never pay anyone. */
export const MERCHANT_VPA = 'strideandsweat.demo@upi';

/** Where the shopper's browser returns after the bank: the calling app if we trust it, else our own origin. */
export function appOrigin(ctx: AppContext, request: FastifyRequest): string {
  const origin = request.headers.origin;
  return origin && ctx.config.corsOrigins.includes(origin) ? origin : requestOrigin(request);
}

function fail(reply: FastifyReply, status: number, error: string): CreatePaymentResponse {
  reply.code(status);
  return { success: false, error };
}

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/payments/fields', async (): Promise<PaymentFieldsDto> => ({ fields: PAYMENT_FIELDS }));

  app.post<{ Body: CreatePaymentRequest }>(
    '/payments',
    {
      schema: {
        body: {
          type: 'object',
          required: ['orderId', 'fields'],
          additionalProperties: false,
          properties: {
            orderId: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 20 }] },
            fields: { type: 'object', maxProperties: 30, additionalProperties: { type: 'string', maxLength: 500 } },
          },
        },
      },
    },
    async (request, reply): Promise<CreatePaymentResponse> => {
      const user = await requireUser(ctx, request);
      const orderId = Number(request.body.orderId);
      const order = Number.isSafeInteger(orderId) ? await getOrder(ctx.db, orderId) : null;
      if (!order || order.userId !== user.id) return fail(reply, 404, 'Order not found');
      if (order.status !== 0) return fail(reply, 409, 'This order has already been paid');
      const valid = validatePaymentFields(request.body.fields);
      if (typeof valid === 'string') return fail(reply, 400, valid);

      const amount = Math.round(order.items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100;
      const payment = await ctx.db.transaction(async (tx) => {
        const p = await createPayment(tx, { orderId, method: valid.method, amount, paid: valid.method === 'cod' });
        // Cash on delivery needs no confirmation: the order goes straight to Processing.
        if (valid.method === 'cod') await setOrderStatus(tx, orderId, 0, 1);
        return p;
      });

      const api = requestOrigin(request);
      const returnUrl = `${appOrigin(ctx, request)}/order-success?orderId=${orderId}`;
      switch (valid.method) {
        case 'upi_qr':
        case 'upi_app': {
          const { storeName } = await getStoreInfo(ctx.db);
          const upi =
            `upi://pay?pa=${encodeURIComponent(MERCHANT_VPA)}&pn=${encodeURIComponent(storeName)}` +
            `&am=${amount.toFixed(2)}&cu=INR&tn=${encodeURIComponent(`Order ${orderId}`)}&tr=${payment.id}`;
          return valid.method === 'upi_qr'
            ? { success: true, action: { type: 'qr', qr: upi } }
            : { success: true, action: { type: 'deeplink', redirectUrl: upi } };
        }
        case 'card':
          return {
            success: true,
            action: {
              type: 'redirect_post',
              redirectUrl: `${api}/api/v1/payments/bank`,
              formParams: {
                type: 'card',
                url: returnUrl,
                data: { paymentId: payment.id, orderId: String(orderId), amount: amount.toFixed(2) },
              },
            },
          };
        case 'netbanking':
          return {
            success: true,
            redirectUrl:
              `${api}/api/v1/payments/bank?paymentId=${payment.id}&returnUrl=${encodeURIComponent(returnUrl)}`,
          };
        case 'cod':
          return { success: true };
      }
    },
  );
}
