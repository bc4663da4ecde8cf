import { http, HttpResponse } from 'msw';
import type { AccountInfoDto, OrderDto, PaymentFieldDto, ShippingAddressDto } from '../../server/src/contracts';
import { API } from './api';
import { buildProduct } from './builders';

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

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

/**
 * A stateful stand-in for the reference server, enough for a whole shopper's session: accounts,
 * orders, tracking and a UPI QR payment. Its error texts repeat what the shopper sent — worse than
 * the real server — so that redaction is tested against the worst case.
 */
export function fakeShop({ token }: { token: string }) {
  const products = [
    buildProduct({ title: 'Cork Yoga Mat', regularPrice: 1499 }),
    buildProduct({ title: 'Speed Skipping Rope', regularPrice: 399, discountedPrice: 349 }),
  ];
  let account: AccountInfoDto | null = null;
  let password = '';
  const orders: OrderDto[] = [];

  const handlers = [
    http.get(`${API}/products`, () => json({ data: products, pagination: { total: products.length } })),
    http.get(`${API}/products/:id`, ({ params }) => {
      const product = products.find((candidate) => candidate.id === params.id);
      return product ? json(product) : json({ error: 'Product not found' }, 404);
    }),
    http.post(`${API}/users/register`, async ({ request }) => {
      const body = (await request.json()) as AccountInfoDto & { password: string };
      if (account?.email === body.email) return json({ error: `An account for ${body.email} already exists` }, 409);
      account = { email: body.email, firstName: body.firstName, lastName: body.lastName, createdAt: '2026-11-01T09:30:00.000Z' };
      password = body.password;
      return json({ data: account }, 201);
    }),
    http.post(`${API}/users/authorize`, async ({ request }) => {
      const body = (await request.json()) as { email: string; password: string };
      if (body.email !== account?.email || body.password !== password) return json({ error: `Wrong password for ${body.email}` }, 401);
      return json({ token });
    }),
    http.get(`${API}/accountInfo`, () => (account ? json({ data: account }) : json({ error: 'Not signed in' }, 401))),
    http.post(`${API}/orders`, async ({ request }) => {
      const body = (await request.json()) as { products: Record<string, number>; shippingAddress: ShippingAddressDto };
      const order: OrderDto = {
        id: `7KQ2M9${String(orders.length).padStart(2, '0')}`,
        status: 0,
        createdAt: '2026-11-02T10:00:00.000Z',
        items: Object.entries(body.products).map(([productId, quantity], index) => {
          const product = products.find((candidate) => candidate.id === productId);
          return { id: `item-${index}`, productId, productTitle: product?.title ?? '', quantity, price: product?.regularPrice ?? 0, size: null, color: null };
        }),
        shippingAddress: body.shippingAddress,
        trackingNumber: null,
      };
      orders.unshift(order);
      return json(order, 201);
    }),
    http.get(`${API}/orders`, () => json({ data: orders })),
    http.get(`${API}/orders/:id`, ({ params, request }) => {
      const contactInfo = new URL(request.url).searchParams.get('contactInfo') ?? '';
      const order = orders.find((candidate) => String(candidate.id) === params.id);
      const matches = order && (contactInfo === order.shippingAddress.phone || contactInfo.toLowerCase() === account?.email);
      return matches ? json(order) : json({ error: `No order ${String(params.id)} for ${contactInfo}` }, 404);
    }),
    http.get(`${API}/payments/fields`, () => json({ fields: FAKE_PAYMENT_FIELDS })),
    http.post(`${API}/payments`, async ({ request }) => {
      const body = (await request.json()) as { orderId: string; fields: Record<string, string> };
      const order = orders.find((candidate) => String(candidate.id) === body.orderId);
      if (!order) return json({ success: false, error: `No order ${body.orderId} to pay for ${body.fields.email ?? ''}` }, 404);
      const qr = `upi://pay?pa=stride%40upi&pn=Stride&am=1499.00&cu=INR&tn=Order%20${order.id}`;
      return json({ success: true, action: { type: 'qr', qr } });
    }),
  ];
  return { products, handlers, orders };
}
