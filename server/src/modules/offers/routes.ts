import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { responses } from '../../platform/http/responses';
import { requireUser } from '../accounts';
import { codFee } from '../delivery';
import { throttleTypedCode } from './codeTries';
import { offersCopy } from './copy';
import { OfferListDto, QuoteDto, QuoteRequest } from './contract';
import { listedOffers, pricedLines, quoteFor } from './service';

export async function offerRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const stopListening = ctx.db.changes.on('offers', () => offersCopy(ctx).drop());
  fastify.addHook('onClose', async () => stopListening());

  app.post(
    '/cart/quote',
    // Not under the per-client budget (RATE_LIMIT_MAX, sized for sign-ins): a cart asks again at every
    // change, and a quote reads no offer or price from the database; typed codes have their own throttle.
    { schema: { body: QuoteRequest, response: responses({ 200: QuoteDto }) } },
    async (request) => {
      // Signed in when a token is sent (a wrong one is a 401, as everywhere): then the account's offers are checked.
      const user = request.headers.authorization ? await requireUser(ctx, request) : null;
      const { lines, coupon, paymentMethod } = request.body;
      // The throttle's answer is awaited with the prices: a refused code is refused whatever they say.
      const [priced] = await Promise.all([
        pricedLines(ctx, lines),
        throttleTypedCode(ctx, { ip: request.ip, userId: user?.id ?? null }, coupon),
      ]);
      return quoteFor(ctx, priced, { userId: user?.id ?? null, coupon, codFee: paymentMethod === 'cod' ? codFee(ctx) : 0 });
    },
  );

  app.get('/offers', { schema: { response: responses({ 200: OfferListDto }) } }, async () => ({ data: await listedOffers(ctx) }));
}
