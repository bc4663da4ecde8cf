/**
 * What bench:messages asks of the shop over HTTP: shoppers signed up, cash-on-delivery orders
 * placed and paid (the bodies server/test/helpers.ts's PAYER and ADDRESS give), reset links asked
 * for, and the product ordered, whose stock is made plenty so no order is refused for it.
 */
import pg from 'pg';
import { ADDRESS, post, signUpAt } from '../lib/shopper.mjs';

export { ADDRESS, post };

const PAYER = { payerName: 'Asha Verma', email: 'asha@example.com', phone: '+919876543210', consent: 'true' };

const api = (instance) => `${instance.url}/api/v1`;

/** A new account, signed in: its e-mail and token. */
export const signUp = (instance, email) => signUpAt(api(instance), email);

/** Places an unpaid order of one unit of `product`: its id. */
export async function placeOrder(instance, shopper, product) {
  const body = {
    products: { [product.id]: 1 },
    lines: [{ productId: product.id, quantity: 1, size: product.size, color: product.color }],
    shippingAddress: ADDRESS,
  };
  const answer = await post(`${api(instance)}/orders`, body, shopper.token);
  if (answer.status !== 201) throw new Error(`order: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text).id;
}

/** Cash on delivery for the order: the answer (200, or 409 when an earlier try already confirmed it). */
export async function payCod(instance, shopper, orderId) {
  const answer = await post(`${api(instance)}/payments`, { orderId, fields: { ...PAYER, method: 'cod' } }, shopper.token);
  if (answer.status !== 200 && answer.status !== 409) throw new Error(`payment: ${answer.status} ${answer.text}`);
  return answer;
}

export const forgotPassword = (instance, email) => post(`${api(instance)}/users/forgot-password`, { email });

/** One seeded product with sizes and colours, stocked far beyond what the bench orders. */
export async function plentifulProduct(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT product_id::text AS id, min(size) AS size, min(color) AS color FROM stock_levels
       GROUP BY product_id HAVING count(DISTINCT size) > 1 ORDER BY product_id LIMIT 1`,
    );
    if (!rows[0]) throw new Error('the seed has no stocked product with sizes');
    await client.query('UPDATE stock_levels SET on_hand = 1000000 WHERE product_id = $1', [rows[0].id]);
    return rows[0];
  } finally {
    await client.end();
  }
}
