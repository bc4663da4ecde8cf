import { http, HttpResponse } from 'msw';
import { failing, listingFilters, PASSES, rowTests } from '@rules/filters';
import { PASSWORD_CHANGED, RESET_LINK_INVALID, RESET_REQUESTED } from '@rules/passwordReset';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, outOfRangeMessage, pageOf, totalPages } from '@rules/paging';
import type { AccountInfoDto, PaymentFieldDto, ProductDto, ShippingAddressDto, StoreInfoDto } from '../../server/src/contracts';
import { API } from './api';
import { buildProduct, buildStoreInfo, type OrderLike } from './builders';
import { fakeDelivery } from './fakeDelivery';
import { fakeSearch, fakeSuggest, rowOf, soldOutAfter } from './fakeSearch';
import { holdOrRefuse, resetStock, shortAnswer, stockHandlers } from './fakeStock';

/** The reference server's payment step, as GET /payments/fields sends it. */
export const FAKE_PAYMENT_FIELDS: PaymentFieldDto[] = [
  { name: 'payerName', label: 'Name of the payer', type: 'text', rules: { required: true } },
  { name: 'email', label: 'E-mail for the receipt', type: 'email', rules: { required: true } },
  { name: 'phone', label: 'Mobile number', type: 'tel', mask: '+91 ##########', rules: { required: true } },
  {
    name: 'method',
    label: 'Payment method',
    type: 'select',
    options: [
      { value: 'upi_qr', label: 'UPI – scan a QR code' },
      { value: 'cod', label: 'Cash on delivery' },
    ],
    rules: { required: true },
  },
  { name: 'upiId', label: 'UPI ID (optional)', type: 'text', showWhenFilled: ['method'] },
  { name: 'notes', label: 'Notes for the shop', type: 'textarea' },
  { name: 'consent', label: 'I authorise this payment', type: 'checkbox', defaultValue: 'false', rules: { required: true } },
];

interface ShopData {
  storeInfo: StoreInfoDto;
  products: ProductDto[];
  /** The one registered account; `GET /accountInfo` and `GET /orders` answer for it. */
  account: AccountInfoDto | null;
  password: string;
  /** What `POST /users/authorize` issues. */
  token: string;
  /** As `GET /orders` sends them; a test may change them between calls. */
  orders: OrderLike[];
  /** Fields as `GET /payments/fields` sends them: a list, or the `{ fields }` object. */
  paymentFields: unknown;
  /** `missing`: an API without search (`/search` and `/search/suggest` answer 404), as the spec's API is. */
  search: 'served' | 'missing';
  /** `missing` (the default, as the spec's API): `/delivery/{pincode}` answers a plain 404; `served`: from fakeDelivery.ts. */
  delivery: 'served' | 'missing';
  /** `served` (the default, as the reference server): password resets by link; `missing`: both calls answer 404, as the spec's API. */
  passwordReset: 'served' | 'missing';
  /** The addresses a reset link was asked for; the link's token is `fake-reset-token`, good once for the account. */
  resetsAsked: string[];
  resetUsed: boolean;
  /** The account's message settings as `GET /account/messages` answers them; null: the API has none (404), as the spec's. */
  messagePreferences: { orderSms: boolean; orderWhatsapp: boolean; marketingEmail: boolean } | null;
  /** Every call the app made, whoever answered it, as 'GET /orders' (the path under the API, no query). */
  calls: string[];
}

function freshData(): ShopData {
  return {
    storeInfo: buildStoreInfo(),
    products: [],
    account: null,
    password: '',
    token: 'fake-shop-token',
    orders: [],
    paymentFields: { fields: FAKE_PAYMENT_FIELDS },
    search: 'served',
    delivery: 'missing',
    passwordReset: 'served',
    resetsAsked: [],
    resetUsed: false,
    messagePreferences: { orderSms: true, orderWhatsapp: false, marketingEmail: false },
    calls: [],
  };
}

/**
 * The API as every test sees it: one in-memory stand-in for the reference server, emptied after
 * each test (src/test/setupTests.ts), that tests fill through the helpers below. A test that needs
 * an answer the fake does not give (a failure, a delay, a malformed body) still uses `server.use`.
 * Its error texts repeat what the shopper sent — worse than the real server — so that redaction is
 * tested against the worst case.
 */
export const shop: ShopData = freshData();

export function resetShop() {
  Object.assign(shop, freshData());
  resetStock();
}

/** Records a call in `shop.calls` (the MSW server does, for every request). */
export function recordCall(request: Request) {
  const url = new URL(request.url);
  const path = url.href.startsWith(API) ? url.pathname.slice(new URL(API).pathname.length) : url.href;
  shop.calls.push(`${request.method} ${path}`);
}

/** The calls made from now on. */
export function callsFromNow() {
  const start = shop.calls.length;
  return () => shop.calls.slice(start);
}

export function setStoreInfo(overrides: Partial<StoreInfoDto>) {
  shop.storeInfo = buildStoreInfo(overrides);
}

/** Adds one product per overrides object to the catalogue; returns them. */
export function addProducts(...overrides: Array<Partial<ProductDto>>): ProductDto[] {
  const added = overrides.map((override) => buildProduct(override));
  shop.products.push(...added);
  return added;
}

/** Two products, enough for a whole shopper's session. */
export function seedCatalogue() {
  return addProducts(
    { title: 'Cork Yoga Mat', regularPrice: 1499 },
    { title: 'Speed Skipping Rope', regularPrice: 399, discountedPrice: 349 },
  );
}

/** A registered account that the signed-in calls answer for. */
export function signUp(account: Partial<AccountInfoDto> = {}, password = 'secret-123') {
  shop.account = { email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao', createdAt: '2026-01-10T12:00:00.000Z', ...account };
  shop.password = password;
  return shop.account;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

/** The API's refusal of a page past its last, or (`/search`) of a larger page than it serves. */
function refusedPaging(request: Request, limitRefused: boolean) {
  const query = new URL(request.url).searchParams;
  if (Number(query.get('page') ?? 1) > MAX_PAGE) return json({ error: outOfRangeMessage('page', 1, MAX_PAGE) }, 400);
  if (limitRefused && Number(query.get('limit') ?? 1) > MAX_PAGE_SIZE)
    return json({ error: outOfRangeMessage('limit', 1, MAX_PAGE_SIZE) }, 400);
  return null;
}

/** `GET /products` with the reference server's filters (rules/filters.ts) and order (as added, sold-out last); a larger limit is clamped. */
function listProducts(query: URLSearchParams) {
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const limit = Math.min(Math.max(1, Number(query.get('limit') ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const text = (key: string) => query.get(key) ?? undefined;
  const tests = rowTests(
    listingFilters({
      page,
      limit,
      category: text('category'),
      parentCategory: text('parentCategory'),
      gender: text('gender'),
      filter: text('filter'),
      featured: query.get('featured') === 'true',
      inStock: query.get('inStock') === 'true',
    }),
  );
  const matching = soldOutAfter(shop.products.filter((product) => failing(tests, rowOf(product)) === PASSES));
  return {
    data: pageOf(matching, page, limit),
    pagination: { page, limit, total: matching.length, totalPages: totalPages(matching.length, limit) },
  };
}

function createOrder(body: {
  products: Record<string, number>;
  shippingAddress: ShippingAddressDto;
  lines?: Array<{ productId: string; quantity: number; size?: string | null; color?: string | null }>;
}): OrderLike {
  const order: OrderLike = {
    id: `7KQ2M9${String(shop.orders.length).padStart(2, '0')}`,
    status: 0,
    createdAt: '2026-11-02T10:00:00.000Z',
    items: Object.entries(body.products).map(([productId, quantity], index) => {
      const product = shop.products.find((candidate) => candidate.id === productId);
      return {
        id: `item-${index}`,
        productId,
        productTitle: product?.title ?? '',
        quantity,
        price: product?.regularPrice ?? 0,
        size: null,
        color: null,
      };
    }),
    shippingAddress: body.shippingAddress,
    trackingNumber: null,
  };
  shop.orders.unshift(order);
  return order;
}

/** The default handlers of the MSW server: every call the app makes, answered from `shop`. */
export const shopHandlers = [
  http.get(`${API}/storeInfo`, () => json(shop.storeInfo)),
  http.get(`${API}/products`, ({ request }) => refusedPaging(request, false) ?? json(listProducts(new URL(request.url).searchParams))),
  http.get(`${API}/search`, ({ request }) => {
    if (shop.search !== 'served') return json({ error: 'Not Found' }, 404);
    return refusedPaging(request, true) ?? json(fakeSearch(shop.products, new URL(request.url).searchParams));
  }),
  http.get(`${API}/search/suggest`, ({ request }) =>
    shop.search === 'served' ? json(fakeSuggest(shop.products, new URL(request.url).searchParams)) : json({ error: 'Not Found' }, 404),
  ),
  http.get(`${API}/products/:id`, ({ params }) => {
    const product = shop.products.find((candidate) => candidate.id === params.id);
    return product ? json(product) : json({ error: 'Product not found' }, 404);
  }),
  http.post(`${API}/users/register`, async ({ request }) => {
    const body = (await request.json()) as AccountInfoDto & { password: string };
    if (shop.account?.email === body.email) return json({ error: `An account for ${body.email} already exists` }, 409);
    signUp({ email: body.email, firstName: body.firstName, lastName: body.lastName, createdAt: '2026-11-01T09:30:00.000Z' }, body.password);
    return json({ data: shop.account }, 201);
  }),
  http.post(`${API}/users/authorize`, async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    if (body.email !== shop.account?.email || body.password !== shop.password)
      return json({ error: `Wrong password for ${body.email}` }, 401);
    return json({ token: shop.token });
  }),
  http.post(`${API}/users/forgot-password`, async ({ request }) => {
    if (shop.passwordReset !== 'served') return json({ error: 'Not Found' }, 404);
    shop.resetsAsked.push(((await request.json()) as { email: string }).email);
    return json({ message: RESET_REQUESTED }, 202);
  }),
  http.post(`${API}/users/reset-password`, async ({ request }) => {
    if (shop.passwordReset !== 'served') return json({ error: 'Not Found' }, 404);
    const body = (await request.json()) as { token: string; password: string };
    if (body.token !== 'fake-reset-token' || shop.resetUsed || !shop.account) return json({ error: RESET_LINK_INVALID }, 410);
    shop.resetUsed = true;
    shop.password = body.password;
    return json({ message: PASSWORD_CHANGED });
  }),
  http.get(`${API}/account/messages`, () => (shop.messagePreferences ? json(shop.messagePreferences) : json({ error: 'Not Found' }, 404))),
  http.put(`${API}/account/messages`, async ({ request }) => {
    if (!shop.messagePreferences) return json({ error: 'Not Found' }, 404);
    shop.messagePreferences = (await request.json()) as NonNullable<ShopData['messagePreferences']>;
    return json(shop.messagePreferences);
  }),
  http.get(`${API}/accountInfo`, () => (shop.account ? json({ data: shop.account }) : json({ error: 'Not signed in' }, 401))),
  http.post(`${API}/orders`, async ({ request }) => {
    const body = (await request.json()) as Parameters<typeof createOrder>[0];
    const lines = body.lines ?? Object.entries(body.products).map(([productId, quantity]) => ({ productId, quantity }));
    const short = holdOrRefuse(shop.products, lines);
    return short.length ? shortAnswer(short) : json(createOrder(body), 201);
  }),
  http.get(`${API}/orders`, () => json({ data: shop.orders })),
  http.get(`${API}/orders/:id`, ({ params, request }) => {
    const contactInfo = new URL(request.url).searchParams.get('contactInfo') ?? '';
    const order = shop.orders.find((candidate) => String(candidate.id) === params.id);
    const matches = order && (contactInfo === order.shippingAddress.phone || contactInfo.toLowerCase() === shop.account?.email);
    return matches ? json(order) : json({ error: `No order ${String(params.id)} for ${contactInfo}` }, 404);
  }),
  http.get(`${API}/delivery/:pincode`, ({ params, request }) => {
    if (shop.delivery !== 'served') return json({ error: 'Not found' }, 404);
    const [status, body] = fakeDelivery(String(params.pincode), new URL(request.url).searchParams, shop.products);
    return json(body, status);
  }),
  // As the spec's API: no quotes, so the cart adds its own total and offers no coupon box. Tests of
  // offers answer the quote with `server.use`.
  http.post(`${API}/cart/quote`, () => json({ error: 'Not found' }, 404)),
  http.get(`${API}/offers`, () => json({ error: 'Not found' }, 404)),
  http.get(`${API}/payments/fields`, () => json(shop.paymentFields)),
  http.post(`${API}/payments`, async ({ request }) => {
    const body = (await request.json()) as { orderId: string; fields: Record<string, string> };
    const order = shop.orders.find((candidate) => String(candidate.id) === body.orderId);
    if (!order) return json({ success: false, error: `No order ${body.orderId} to pay for ${body.fields.email ?? ''}` }, 404);
    const qr = `upi://pay?pa=stride%40upi&pn=Stride&am=1499.00&cu=INR&tn=Order%20${order.id}`;
    return json({ success: true, action: { type: 'qr', qr } });
  }),
  ...stockHandlers(
    () => shop.products,
    () => shop.account,
  ),
];
