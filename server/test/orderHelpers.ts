import type { FastifyInstance } from 'fastify';
import { ADDRESS, firstProducts, PAYER, type signUp } from './helpers';

type Shopper = Awaited<ReturnType<typeof signUp>>;

/** An order placed and paid cash on delivery (it moves to Processing and its confirmation is queued): its id. By default one of the first product. */
export async function codOrder(app: FastifyInstance, user: Shopper, body?: object): Promise<string> {
  const payload = body ?? { products: { [(await firstProducts(app, 1))[0]!.id]: 1 }, shippingAddress: ADDRESS };
  const placed = await app.inject({ method: 'POST', url: '/api/v1/orders', headers: user.headers, payload });
  if (placed.statusCode !== 201) throw new Error(`order refused: ${placed.statusCode} ${placed.body}`);
  const id = placed.json().id as string;
  const paid = await app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: user.headers,
    payload: { orderId: id, fields: { ...PAYER, method: 'cod' } },
  });
  if (paid.statusCode !== 200) throw new Error(`payment refused: ${paid.statusCode} ${paid.body}`);
  return id;
}
