import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { buildOrder } from '@/test/builders';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { OrdersScreen } from './OrdersScreen';

function serveOrders(...responses: Array<() => Response>) {
  let call = 0;
  server.use(
    http.get(`${API}/orders`, () => {
      const respond = responses[Math.min(call, responses.length - 1)]!;
      call += 1;
      return respond();
    }),
  );
}

const renderOrders = () => renderWithProviders(<OrdersScreen />, { route: '/orders', path: '/orders', session: 'signedIn' });
const findOrder = (id: number | string) => screen.findByRole('article', { name: `Order #${id}` });

describe('orders', () => {
  it('lists the orders newest first with their details and a total of price × quantity', async () => {
    serveOrders(() =>
      HttpResponse.json({
        data: [
          buildOrder({ id: 1001, createdAt: '2026-10-02T09:00:00.000Z', status: 1 }),
          buildOrder({
            id: 1002,
            createdAt: '2026-11-05T09:00:00.000Z',
            trackingNumber: 'TRK123',
            items: [
              { id: 'i-1', productId: 'p-1', productTitle: 'Yoga Mat', quantity: 2, price: 799.5 },
              { id: 'i-2', productId: 'p-2', productTitle: 'Dumbbell', quantity: 3, price: 10.1 },
            ],
          }),
        ],
      }),
    );
    renderOrders();
    const newest = await findOrder(1002);
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual(['Order #1002', 'Order #1001']);
    expect(within(newest).getByText('Placed on November 5, 2026')).toBeInTheDocument();
    const rows = within(within(newest).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['ItemQuantityPrice', 'Yoga Mat2$799.50', 'Dumbbell3$10.10']);
    expect(within(newest).getByText('4 Lake View, Pune, Maharashtra, 411001')).toBeInTheDocument();
    expect(within(newest).getByText('Standard Shipping')).toBeInTheDocument();
    expect(within(newest).getByText('TRK123')).toBeInTheDocument();
    // 2 × 799.50 + 3 × 10.10
    expect(within(newest).getByText('Total: $1629.30')).toBeInTheDocument();
    expect(within(articles[1]!).getByText('Not available')).toBeInTheDocument();
  });

  it.each([
    [0, 'Pending', 'warning'],
    [1, 'Processing', 'info'],
    [2, 'Shipped', 'secondary'],
    [3, 'Delivered', 'success'],
    [4, 'Cancelled', 'error'],
    [9, 'Unknown (9)', 'default'],
    ['soon', 'Unknown', 'default'],
  ])('shows status %p as %s in the %s colour, with Pay Now only when Pending', async (status, label, tone) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveOrders(() => HttpResponse.json({ data: [{ ...buildOrder({ id: 1005 }), status }] }));
    renderOrders();
    const order = await findOrder(1005);
    // eslint-disable-next-line testing-library/no-node-access -- the chip's colour (data-tone, MUI's colour class) is on its root, around the label
    const chip = within(order).getByText(label).closest('.MuiChip-root');
    expect(chip).toHaveAttribute('data-tone', tone);
    expect(chip).toHaveClass(`MuiChip-color${tone[0]!.toUpperCase()}${tone.slice(1)}`);
    const pay = within(order).queryByRole('link', { name: /Pay Now/ });
    if (label === 'Pending') expect(pay).toHaveAttribute('href', '/payment?orderId=1005');
    else expect(pay).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('says when there are no orders, with a way to the products', async () => {
    serveOrders(() => HttpResponse.json({ data: [] }));
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'No Orders Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('toasts a failure and offers to try again', async () => {
    serveOrders(
      () => HttpResponse.json({ error: 'boom' }, { status: 500 }),
      () => HttpResponse.json({ data: [buildOrder({ id: 1009 })] }),
    );
    const { user } = renderOrders();
    // The listener's toast and the inline message say the same.
    await waitFor(() => expect(screen.getAllByText('Failed to load your orders. Please try again.')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await findOrder(1009)).toBeInTheDocument();
  });

  it('shows the size and colour of each line when the server sends them', async () => {
    serveOrders(() =>
      HttpResponse.json({
        data: [
          buildOrder({
            items: [
              { id: 'i-1', productId: 'p-1', productTitle: 'Trail Runner', quantity: 1, price: 2499, size: 'UK 8', color: 'Black' },
              { id: 'i-2', productId: 'p-1', productTitle: 'Trail Runner', quantity: 2, price: 2499, size: 'UK 9', color: null },
              { id: 'i-3', productId: 'p-2', productTitle: 'Yoga Mat', quantity: 1, price: 799 },
            ],
          }),
        ],
      }),
    );
    renderOrders();
    const order = await findOrder('7KQ2M9XD');
    const rows = within(within(order).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemQuantityPrice',
      'Trail RunnerSize: UK 8 · Colour: Black1$2499.00',
      'Trail RunnerSize: UK 92$2499.00',
      'Yoga Mat1$799.00',
    ]);
  });

  it('treats order ids as opaque text: string ids, spaces and all, in the heading and the Pay Now link', async () => {
    serveOrders(() =>
      HttpResponse.json({ data: [buildOrder({ id: '7KQ2M9XD' }), buildOrder({ id: 'A B&C', createdAt: '2026-10-01T00:00:00.000Z' })] }),
    );
    renderOrders();
    const order = await findOrder('7KQ2M9XD');
    expect(within(order).getByRole('link', { name: /Pay Now/ })).toHaveAttribute('href', '/payment?orderId=7KQ2M9XD');
    const odd = await findOrder('A B&C');
    expect(within(odd).getByRole('link', { name: /Pay Now/ })).toHaveAttribute('href', '/payment?orderId=A%20B%26C');
  });
});
