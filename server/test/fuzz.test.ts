/**
 * Generated junk to every route the app has (read from the router, so a new route is fuzzed
 * without touching this file): random JSON and near-valid bodies, strings with NUL, lone
 * surrogates and huge numbers, wrong types, random query strings and percent-encoded bytes (invalid
 * UTF-8 included), random headers with valid, forged and junk tokens. No answer may be a 5xx.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { createToken } from '../src/modules/accounts/token';
import { ADDRESS, firstProducts, propertyRuns, signUp, useTestApp, PAYER } from './helpers';

// FUZZ_RUNS: a number of your own, e.g. to hunt a rare answer.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? propertyRuns(30, 150));
const SECRET = 'fuzz-secret';

const t = useTestApp({ TOKEN_SECRET: SECRET, RATE_LIMIT_MAX: '1000000', ORDER_RATE_LIMIT_MAX: '1000000' }, { reset: false });
let valid: { token: string; orderId: string; productId: string; paymentId: string; email: string };
const seen = new Map<string, Record<number, number>>();

beforeAll(async () => {
  const user = await signUp(t.app);
  const [a] = await firstProducts(t.app, 1);
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: user.headers,
    payload: { products: { [a!.id]: 1 }, shippingAddress: ADDRESS },
  });
  const fields = { ...PAYER, method: 'card' };
  const pay = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: user.headers,
    payload: { orderId: order.json().id, fields },
  });
  valid = {
    token: user.token,
    orderId: order.json().id,
    productId: a!.id,
    paymentId: pay.json().action.formParams.data.paymentId,
    email: user.email,
  };
});
afterAll(() => {
  const lines = [...seen].map(([route, codes]) => {
    const total = Object.values(codes).reduce((sum, n) => sum + n, 0);
    return `${route}: ${total} requests (${Object.entries(codes)
      .map(([c, n]) => `${n}×${c}`)
      .join(', ')})`;
  });
  console.info(`fuzz (${t.db.kind}), no 5xx allowed:\n  ${lines.join('\n  ')}`);
});

/** Method and URL of every route, from Fastify's own route tree (HEAD mirrors GET and is skipped). */
function routesOf(instance: FastifyInstance): Array<{ method: string; url: string }> {
  const stack: string[] = [];
  const routes: Array<{ method: string; url: string }> = [];
  for (const line of instance.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    stack.length = m[1]!.length / 4;
    stack.push(m[2]!);
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) routes.push({ method, url: stack.join('') });
  }
  return routes;
}

// Any UTF-16 code unit, lone surrogates and NUL included, plus the values that broke servers before.
const unit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\u0000', '\ud800', '\udfff', 'a'),
);
const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800x',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e308',
  '-1',
  '0',
  '0x10',
  ' 5',
  '',
  ' ',
  "' OR '1'='1",
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'null',
  'true',
  '9'.repeat(400),
  'x'.repeat(3000),
);
const junkString = fc.oneof(nasty, fc.string({ unit, maxLength: 40 }), fc.string({ maxLength: 20 }));
const junkNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, 1.5, -0, 0, 1, 1000, 1001));
const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  junkNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(junkString, { maxLength: 4 }),
  fc.dictionary(junkString, junkString, { maxKeys: 4 }),
);
// Mostly plausible values, so that requests get past validation and into the handlers.
const maybe = <T>(valueArb: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: valueArb }, { weight: 1, arbitrary: junkJson });

/** Percent-encodes a string's UTF-8 bytes, or sends raw bytes (invalid UTF-8 too). */
const encoded = fc.oneof(
  junkString.map((s) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.uint8Array({ maxLength: 12 }).map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.stringMatching(/^[A-Za-z0-9._~-]{0,12}$/),
);

const visible = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });
const headers = fc.record(
  {
    authorization: fc.oneof(
      fc.constant(undefined),
      { weight: 4, arbitrary: fc.constant(null).map(() => `Bearer ${valid.token}`) },
      visible,
      visible.map((s) => `Bearer ${s}`),
      fc.tuple(junkString, junkString).map(([sub, email]) => `Bearer ${createToken({ id: sub, email }, SECRET)}`),
    ),
    'content-type': fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      { weight: 2, arbitrary: fc.constant('application/x-www-form-urlencoded') },
      fc.constant('text/plain'),
      visible,
      fc.constant(undefined),
    ),
    'access-control-request-method': fc.oneof(fc.constant(undefined), fc.constantFrom('GET', 'POST'), visible),
    'idempotency-key': fc.oneof(fc.constant(undefined), visible),
    cookie: fc.oneof(
      fc.constant(undefined),
      visible,
      visible.map((s) => `login_device=${s}`),
    ),
    origin: fc.oneof(fc.constant(undefined), visible, fc.constant('http://localhost:3000')),
    host: fc.oneof(
      fc.constant(undefined),
      visible.filter((s) => s.trim() !== ''),
    ),
  },
  { requiredKeys: ['authorization', 'content-type'] },
);

// Query names the routes read (search's filters repeat: size=M&size=L), and words a shopper types.
const QUERY_KEYS = fc.constantFrom(
  'page',
  'limit',
  'category',
  'gender',
  'filter',
  'parentCategory',
  'featured',
  'contactInfo',
  'paymentId',
  'returnUrl',
  'q',
  'sort',
  'size',
  'color',
  'brand',
  'minPrice',
  'maxPrice',
  'onSale',
  'exact',
);
const searchWords = fc.oneof(
  fc.constantFrom(
    'runing%20shoes',
    'yoga%20m',
    'kettle%20bell',
    'relevance',
    'price-asc',
    'discount',
    'M',
    'Black',
    '99.5',
    'true',
    '%27%3A*%20%7C%20!',
    '%26%20%7C',
  ),
  fc.stringMatching(/^[a-z &|!:*'()<>-]{0,12}$/).map(encodeURIComponent),
);

/** A valid body, or one with some fields replaced by junk: both reach the handlers often enough. */
function nearValid(url: string): fc.Arbitrary<unknown> {
  const valid = validBody(url);
  return valid ? fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: mutated(url) }) : mutated(url);
}

function validBody(url: string): fc.Arbitrary<unknown> | null {
  switch (url) {
    case '/api/v1/orders':
      return fc
        .record({ products: fc.constant({ [valid.productId]: 2 }), shippingAddress: fc.constant(ADDRESS) }, { requiredKeys: [] })
        .chain((b) =>
          fc
            .option(
              fc.constantFrom(
                [{ productId: valid.productId.toUpperCase(), quantity: 2, size: 'M', color: 'Red' }],
                [
                  { productId: valid.productId, quantity: 1 },
                  { productId: valid.productId, quantity: 1, size: 'L' },
                ],
              ),
              { nil: undefined },
            )
            .map((lines) => ({
              ...b,
              products: b.products ?? { [valid.productId]: 2 },
              shippingAddress: b.shippingAddress ?? ADDRESS,
              ...(lines ? { lines } : {}),
            })),
        );
    case '/api/v1/payments':
      return fc.constantFrom('cod', 'card', 'netbanking', 'upi_qr', 'upi_app', 'bitcoin').map((method) => ({
        orderId: valid.orderId,
        fields: { ...PAYER, method },
      }));
    case '/api/v1/users/register':
      return fc.emailAddress().map((email) => ({ email, password: 'secret123', firstName: 'Asha', lastName: 'Verma' }));
    case '/api/v1/users/authorize':
      return fc.constantFrom('secret123', 'wrong').map((password) => ({ email: valid.email, password }));
    default:
      return null;
  }
}

function mutated(url: string): fc.Arbitrary<unknown> {
  const idVariants = fc.constantFrom(valid.productId, valid.productId.toUpperCase(), ` ${valid.productId} `);
  switch (url) {
    case '/api/v1/users/register':
      return fc.record({
        email: maybe(fc.emailAddress()),
        password: maybe(visible),
        firstName: maybe(fc.string()),
        lastName: maybe(fc.string()),
      });
    case '/api/v1/users/authorize':
      return fc.record({ email: maybe(fc.constant(valid.email)), password: maybe(visible) });
    case '/api/v1/orders':
      return fc.record(
        {
          products: maybe(fc.dictionary(fc.oneof(idVariants, junkString), maybe(fc.integer({ min: -5, max: 2000 })), { maxKeys: 3 })),
          shippingAddress: maybe(fc.record(Object.fromEntries(Object.entries(ADDRESS).map(([k, v]) => [k, maybe(fc.constant(v))])))),
          lines: maybe(
            fc.array(
              fc.record({
                productId: maybe(idVariants),
                quantity: maybe(fc.integer({ min: 0, max: 3 })),
                size: maybe(junkString),
                color: maybe(junkString),
              }),
              { maxLength: 3 },
            ),
          ),
        },
        { requiredKeys: ['products', 'shippingAddress'] },
      );
    case '/api/v1/payments':
      return fc.record({
        orderId: maybe(fc.constantFrom(valid.orderId, valid.orderId.toLowerCase(), 1001, '1001')),
        fields: maybe(
          fc.record(
            {
              payerName: maybe(fc.constant('Asha Verma')),
              email: maybe(fc.constant('asha@example.com')),
              phone: maybe(fc.constant('+919876543210')),
              method: maybe(fc.constantFrom('cod', 'card', 'netbanking', 'upi_qr', 'upi_app')),
              upiId: junkString,
              notes: junkString,
              consent: maybe(fc.constant('true')),
            },
            { requiredKeys: [] },
          ),
        ),
      });
    default:
      return fc.dictionary(
        fc.constantFrom('paymentId', 'returnUrl', 'data[paymentId]', 'url', 'type'),
        maybe(fc.constant(valid.paymentId)),
      );
  }
}

function body(url: string, contentType: string | undefined): fc.Arbitrary<string> {
  const value = fc.oneof({ weight: 4, arbitrary: nearValid(url) }, { weight: 1, arbitrary: junkJson });
  if (contentType === 'application/x-www-form-urlencoded') {
    return fc.oneof(
      value.map((v) => {
        const text = (x: unknown) => (typeof x === 'string' ? x : (JSON.stringify(x) ?? ''));
        return v && typeof v === 'object'
          ? new URLSearchParams(Object.entries(v).map(([k, x]): [string, string] => [k, text(x)])).toString()
          : text(v);
      }),
      fc.array(fc.tuple(encoded, encoded), { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
    );
  }
  return fc.oneof({ weight: 4, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') }, { weight: 1, arbitrary: junkString });
}

it(
  'never answers 5xx, on any route',
  async () => {
    const all = routesOf(t.app);
    expect(all.length).toBeGreaterThanOrEqual(15);
    for (const route of all) {
      const paramValue = fc.oneof(
        encoded,
        fc.constantFrom(valid.orderId, valid.orderId.toLowerCase(), valid.productId, 'logo.svg', 'sports-shoes.svg', 'x-1.svg'),
      );
      const request = fc
        .record({
          path: fc.array(paramValue, { minLength: 4, maxLength: 4 }),
          query: fc.oneof(
            fc.constant([] as Array<[string, string]>),
            fc.array(fc.tuple(fc.oneof(QUERY_KEYS, encoded), fc.oneof(encoded, searchWords)), { maxLength: 6 }),
          ),
          headers,
        })
        .chain((r) => body(route.url, r.headers['content-type']).map((payload) => ({ ...r, payload })));

      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          let n = 0;
          const path = route.url === '*' ? `/${r.path[0]}` : route.url.replace(/:\w+/g, () => r.path[n++]!);
          const query = r.query.map(([k, v]) => `${k}=${v}`).join('&');
          const cleanHeaders = Object.fromEntries(Object.entries(r.headers).filter(([, v]) => v !== undefined)) as Record<string, string>;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: query ? `${path}?${query}` : path,
            headers: cleanHeaders,
            payload: route.method === 'GET' ? undefined : r.payload,
          });
          const codes = seen.get(`${route.method} ${route.url}`) ?? {};
          codes[res.statusCode] = (codes[res.statusCode] ?? 0) + 1;
          seen.set(`${route.method} ${route.url}`, codes);
          // A not-ready instance's 503 is what /readyz is for (the copies build in the background here).
          const meant = route.url === '/readyz' && res.statusCode === 503;
          if (res.statusCode >= 500 && !meant) throw new Error(`${res.statusCode} for ${route.method} ${path}?${query}: ${res.body}`);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    // Its own budget: RUNS_PER_ROUTE requests to each of some 20 routes, up to 2 s per run of all of them on a loaded 2-core machine.
  },
  Math.max(30_000, RUNS_PER_ROUTE * 2_000),
);
