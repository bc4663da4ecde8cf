import { httpErrors } from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DeliveryDto, DeliveryNotServedBody, DeliveryParams, DeliveryQuery } from './contract';
import type { AppContext } from '../../platform/http/context';
import { responses } from '../../platform/http/responses';
import { secondsUntilChange } from './dates';
import { deliveryTo } from './rules';
import { MALFORMED_ORDER_VALUE, MALFORMED_PINCODE, notServedText } from '../../../../rules/delivery';
import { PINCODE } from '../../../../rules/pincode';
import { placesOf } from './places';
import { rulesOf } from './service';
import { priceOf } from '../catalog';
import { isUuid } from '../../platform/http/inputs';

/** A few minutes, and never past the cut-off or India's midnight, when the date of the answer moves on. */
const MAX_AGE = 300;
/** The directory changes only with a deployment. */
const NOT_SERVED_MAX_AGE = 3600;

/** Rupees, at most two decimals; null when not given. */
function orderValueOf(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  if (!/^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(text.trim())) throw httpErrors.badRequest(MALFORMED_ORDER_VALUE);
  return Number(text);
}

export async function deliveryRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rules = rulesOf(ctx);
  // Built once the server listens, before it says it is ready; the first check builds it otherwise.
  ctx.readiness.needsCopy('places', 'pincode directory not read', () => placesOf(ctx));

  app.get(
    '/delivery/:pincode',
    {
      schema: {
        params: DeliveryParams,
        querystring: DeliveryQuery,
        response: responses({ 200: DeliveryDto, 404: DeliveryNotServedBody }),
      },
    },
    async (request, reply) => {
      const { pincode } = request.params;
      if (!PINCODE.test(pincode)) throw httpErrors.badRequest(MALFORMED_PINCODE);
      const orderValue = orderValueOf(request.query.orderValue);
      // An unknown product changes nothing: the place's answer still holds.
      const productId = request.query.productId?.trim() ?? '';
      const place = (await placesOf(ctx)).get(Number(pincode));
      if (!place) {
        return reply
          .code(404)
          .header('cache-control', `public, max-age=${NOT_SERVED_MAX_AGE}`)
          .send({ error: notServedText(pincode), reason: 'not_serviceable' as const });
      }
      const now = new Date();
      // Both given (a product page with a cart): the larger, so COD is never offered where the order would be refused.
      const price = isUuid(productId) ? await priceOf(ctx.db, productId) : null;
      const values = [orderValue, price].filter((v): v is number => v !== null);
      const value = values.length ? Math.max(...values) : null;
      reply.header('cache-control', `public, max-age=${Math.min(MAX_AGE, secondsUntilChange(now, rules.cutoffHour))}`);
      return deliveryTo(place, now, value, rules);
    },
  );
}
