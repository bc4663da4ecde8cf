import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAllowedOrigin, requestOrigin, type AppContext } from '../http/context';
import { bankCsp, bankErrorPage, bankPage } from '../payments/bankPage';
import { PAYMENT_METHODS } from '../payments/fields';
import { getPayment, markPaid } from '../repositories/payments';
import { getStoreInfo } from '../repositories/storeInfo';

type Form = Record<string, string | undefined>;

/** The return URL if it points at a trusted origin, else our own root: the bank is never an open redirect. */
function safeReturn(ctx: AppContext, request: FastifyRequest, url: string | undefined): URL {
  try {
    const parsed = new URL(url ?? '');
    if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && isAllowedOrigin(ctx, request, parsed.origin)) {
      return parsed;
    }
  } catch {
    // fall through to the default
  }
  return new URL(`${requestOrigin(request)}/`);
}

function html(reply: FastifyReply, status: number, body: string, formTargets: string[] = []) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', bankCsp(formTargets))
    .send(body);
}

const formSchema = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 2000 },
} as const;

export async function bankRoutes(app: FastifyInstance, ctx: AppContext) {
  async function render(request: FastifyRequest, reply: FastifyReply, paymentId: string | undefined, returnUrl: string | undefined) {
    const payment = paymentId ? await getPayment(ctx.db, paymentId) : null;
    if (!payment) return html(reply, 404, bankErrorPage('This payment could not be found.'));
    const back = safeReturn(ctx, request, returnUrl);
    const { storeName } = await getStoreInfo(ctx.db);
    const page = bankPage({
      storeName,
      paymentId: payment.id,
      orderId: payment.order_id,
      amount: payment.amount,
      method: PAYMENT_METHODS.find((m) => m.value === payment.method)?.label ?? payment.method,
      paid: payment.status === 'paid',
      returnUrl: back.href,
      // Cancelling leads back to the payment step, where the order is still Pending and can be paid another way.
      cancelUrl: `${back.origin}/payment?orderId=${payment.order_id}`,
    });
    return html(reply, 200, page, [back.origin]);
  }

  // Net banking arrives by a plain link.
  app.get<{ Querystring: Form }>('/payments/bank', { schema: { querystring: formSchema } }, (request, reply) =>
    render(request, reply, request.query.paymentId, request.query.returnUrl),
  );

  // Cards arrive by the client's hidden form: type, url, data[paymentId], data[orderId], data[amount].
  app.post<{ Body: Form }>('/payments/bank', { schema: { body: formSchema } }, (request, reply) =>
    render(request, reply, request.body['data[paymentId]'] ?? request.body.paymentId, request.body.url ?? request.body.returnUrl),
  );

  app.post<{ Body: Form }>('/payments/bank/confirm', { schema: { body: formSchema } }, async (request, reply) => {
    const payment = request.body.paymentId ? await getPayment(ctx.db, request.body.paymentId) : null;
    if (!payment) return html(reply, 404, bankErrorPage('This payment could not be found.'));
    await ctx.db.transaction((tx) => markPaid(tx, payment.id));
    return reply.code(303).header('cache-control', 'no-store').redirect(safeReturn(ctx, request, request.body.returnUrl).href, 303);
  });
}
