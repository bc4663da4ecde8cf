import { createToken } from '../src/modules/accounts/token';
import { ADDRESS, firstProducts, signUp, useTestApp, PAYER } from './helpers';

const SECRET = 'inputs-test-secret';
const t = useTestApp({ TOKEN_SECRET: SECRET });

const NUL = '\u0000';
const FIELDS = { ...PAYER, method: 'cod' };

describe('text the database cannot store is a 400, never a 500', () => {
  it('refuses a NUL byte in any query parameter or path segment', async () => {
    const user = await signUp(t.app);
    const urls = [
      `/api/v1/products?category=men${NUL}`,
      `/api/v1/products?gender=${NUL}`,
      `/api/v1/products?filter=a,${NUL}`,
      `/api/v1/products?parentCategory=${NUL}x`,
      `/api/v1/products/${NUL}`,
      `/api/v1/orders/ABCDEFGH?contactInfo=a${NUL}@b.co`,
      `/api/v1/orders/${NUL}?contactInfo=a@b.co`,
      `/api/v1/payments/bank?paymentId=${NUL}`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url: url.replace(NUL, '%00'), headers: user.headers });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().error).toMatch(/contains characters that are not allowed$/);
    }
  });

  it('refuses a NUL byte or half a surrogate pair in any JSON string, keys included', async () => {
    const user = await signUp(t.app);
    const [a] = await firstProducts(t.app, 1);
    const order = { products: { [a!.id]: 1 }, shippingAddress: ADDRESS };
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/v1/orders', headers: user.headers, payload: order })).json();
    const cases: Array<[string, object, string]> = [
      ['users/register', { email: `x${NUL}@example.com`, password: 'secret123', firstName: 'Asha', lastName: 'Verma' }, 'email'],
      ['users/register', { email: 'x@example.com', password: 'secret123', firstName: `A${NUL}sha`, lastName: 'Verma' }, 'firstName'],
      ['users/register', { email: 'x@example.com', password: 'secret123', firstName: 'Asha', lastName: 'Ver\ud800ma' }, 'lastName'],
      ['users/authorize', { email: `${NUL}a@example.com`, password: 'secret123' }, 'email'],
      ['users/authorize', { email: 'a@example.com', password: `secret${NUL}` }, 'password'],
      ['orders', { ...order, shippingAddress: { ...ADDRESS, city: `Pune${NUL}` } }, 'shippingAddress.city'],
      ['orders', { ...order, shippingAddress: { ...ADDRESS, fullName: '\udc00' } }, 'shippingAddress.fullName'],
      ['orders', { ...order, products: { [`${a!.id}${NUL}`]: 1 } }, 'products'],
      ['orders', { ...order, lines: [{ productId: a!.id, quantity: 1, size: `M${NUL}` }] }, 'lines[0].size'],
      ['payments', { orderId: id, fields: { ...FIELDS, notes: `hi${NUL}` } }, 'fields.notes'],
      ['payments', { orderId: `${id}${NUL}`, fields: FIELDS }, 'orderId'],
    ];
    for (const [route, payload, where] of cases) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/${route}`, headers: user.headers, payload });
      expect([route, where, res.statusCode]).toEqual([route, where, 400]);
      expect(res.json().error).toMatch(new RegExp(`^${where.replace(/[.[\]]/g, '\\$&')}`));
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/bank/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `paymentId=%00&returnUrl=x`,
    });
    expect(form.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/orders', headers: user.headers })).json().data[0].status).toBe(0);
  });
});

describe('numbers and ids', () => {
  it.each(['1e308', 'Infinity', '-Infinity', 'NaN', '0', '100001', '1.5', '0x10', '%205', '', '1&page=2'])(
    'refuses page=%s with 400: query numbers are plain whole numbers',
    async (page) => {
      for (const name of ['page', 'limit']) {
        const res = await t.app.inject({ url: `/api/v1/products?${name}=${page.replace(/page/, name)}` });
        if (name === 'limit' && page === '100001') continue; // a large limit is clamped, see below
        expect([name, page, res.statusCode]).toEqual([name, page, 400]);
        expect(res.json()).toEqual({ error: expect.stringMatching(new RegExp(`^${name} `)) });
      }
    },
  );

  it('clamps a large limit instead of failing', async () => {
    for (const limit of ['101', '999999999']) {
      const res = await t.app.inject({ url: `/api/v1/products?limit=${limit}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().pagination.limit).toBe(100);
    }
  });

  it('answers 401 for a validly signed token whose subject is not a user id', async () => {
    for (const sub of ['not-a-uuid', "1' OR '1'='1", '', '00000000-0000-4000-8000-000000000000']) {
      const token = createToken({ id: sub, email: 'x@example.com' }, SECRET);
      for (const url of ['/api/v1/accountInfo', '/api/v1/orders']) {
        const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
        expect([sub, url, res.statusCode]).toEqual([sub, url, 401]);
        expect(res.json()).toEqual({ error: 'Invalid or expired token' });
      }
    }
  });

  it('answers 404, not 500, for a payment id shaped like a UUID that is not one', async () => {
    for (const paymentId of ['-'.repeat(36), 'g'.repeat(8) + '-0000-0000-0000-' + '0'.repeat(12)]) {
      expect((await t.app.inject({ url: `/api/v1/payments/bank?paymentId=${paymentId}` })).statusCode).toBe(404);
      const confirm = await t.app.inject({ method: 'POST', url: '/api/v1/payments/bank/confirm', payload: { paymentId } });
      expect(confirm.statusCode).toBe(404);
    }
  });
});

describe('absolute URLs', () => {
  it('are built on PUBLIC_URL, never on a forged Host or X-Forwarded-Host header', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const list = await t.app.inject({ url: '/api/v1/products?limit=3', headers: forged });
    const urls: string[] = list
      .json()
      .data.flatMap((p: { imgUrl: string; images: { url: string }[] }) => [p.imgUrl, ...p.images.map((i) => i.url)]);
    const one = await t.app.inject({ url: `/api/v1/products/${list.json().data[0].id}`, headers: forged });
    urls.push(one.json().imgUrl);
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) expect(url).toMatch(/^http:\/\/shop\.test\/media\//);
    expect(JSON.stringify((await t.app.inject({ url: '/api/v1/storeInfo', headers: forged })).json())).not.toContain('evil.example');
  });
});
