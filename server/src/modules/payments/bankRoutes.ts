import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BankForm } from './contract';
import type { AppContext } from '../../platform/http/context';
import { responses } from '../../platform/http/responses';
import { bankCsp, bankErrorPage, bankPage } from './bankPage';
import { PAYMENT_METHODS } from './fields';
import { getOrder, PENDING } from '../orders';
import { getPayment } from './repository';
import { settleAndTell } from './service';
import { getStoreInfo } from '../store';

const NOT_FOUND = 'This payment could not be found.';
const NOT_PAYABLE = 'This order has already been paid another way, or can no longer be paid: this payment was not taken.';

/** Origins the bank may send a shopper back to: the configured app origins and our own. */
function isAllowedOrigin(ctx: AppContext, origin: string): boolean {
  return ctx.config.corsOrigins.includes(origin) || origin === ctx.config.publicUrl;
}

/** The return URL if it points at a trusted origin, else our own root: the bank is never an open redirect. */
function safeReturn(ctx: AppContext, url: string | undefined): URL {
  try {
    const parsed = new URL(url ?? '');
    if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && isAllowedOrigin(ctx, parsed.origin)) {
      return parsed;
    }
  } catch {
    // fall through to the default
  }
  return new URL(`${ctx.config.publicUrl}/`);
}

function html(reply: FastifyReply, status: number, body: string, formTargets: string[] = []) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', bankCsp(formTargets))
    .send(body);
}

const notFound = (reply: FastifyReply) => html(reply, 404, bankErrorPage('Payment not found', NOT_FOUND));
const notPayable = (reply: FastifyReply, back: URL) =>
  html(reply, 409, bankErrorPage('Payment not possible', NOT_PAYABLE, back.href), [back.origin]);

const page = { content: { 'text/html': { schema: Type.String() } } };
/** The bank's own pages (the page, not found, not payable); JSON only for refused requests. */
const pages = responses({ 200: page, 404: page, 409: page });

export async function bankRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  async function render(reply: FastifyReply, paymentId: string | undefined, returnUrl: string | undefined) {
    const payment = paymentId ? await getPayment(ctx.db, paymentId) : null;
    if (!payment) return notFound(reply);
    const back = safeReturn(ctx, returnUrl);
    const order = await getOrder(ctx.db, payment.order_id);
    const open = payment.status === 'pending' && order?.status === PENDING;
    if (payment.status !== 'paid' && !open) return notPayable(reply, back);
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
      cancelUrl: `${back.origin}/payment?orderId=${encodeURIComponent(payment.order_id)}`,
    });
    return html(reply, 200, page, [back.origin]);
  }

  // Net banking arrives by a plain link.
  app.get('/payments/bank', { schema: { querystring: BankForm, response: pages } }, (request, reply) =>
    render(reply, request.query.paymentId, request.query.returnUrl),
  );

  // Cards arrive by the client's hidden form: type, url, data[paymentId], data[orderId], data[amount].
  app.post('/payments/bank', { schema: { body: BankForm, response: pages } }, (request, reply) =>
    render(reply, request.body['data[paymentId]'] ?? request.body.paymentId, request.body.url ?? request.body.returnUrl),
  );

  const confirmed = responses({ 303: Type.Null({ description: 'redirect back to the shop' }), 404: page, 409: page });
  app.post('/payments/bank/confirm', { schema: { body: BankForm, response: confirmed } }, async (request, reply) => {
    const payment = request.body.paymentId ? await getPayment(ctx.db, request.body.paymentId) : null;
    if (!payment) return notFound(reply);
    const back = safeReturn(ctx, request.body.returnUrl);
    // The bank checks the order too: a second payment for an order already paid is voided, not taken.
    const outcome = await ctx.db.transaction((tx) => settleAndTell(ctx, tx, payment.id));
    if (outcome === 'not-payable') return notPayable(reply, back);
    return reply.code(303).header('cache-control', 'no-store').redirect(back.href, 303);
  });
}
