import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { paths } from '@/utils/paths';
import { encodes, junkId } from '@/test/arbitraries';
import { buildOrder, type OrderLike } from '@/test/builders';
import { shop } from '@/test/fakeShop';
import { propertyRuns } from '@/test/propertyRuns';
import { renderWithProviders } from '@/test/renderWithProviders';
import { toCreatedOrderId, toOrderList } from './normalizers';
import { OrdersScreen } from './OrdersScreen';

/** Orders as a broken server might send them: the fake shop serves them as they are. */
function serveOrders(orders: unknown[]) {
  shop.orders = orders as OrderLike[];
}

/** An order answer with any id: the contract's 8-character strings, another server's numbers, or junk. */
const orderWith = (id: unknown, items?: unknown[]) => ({ ...buildOrder({ status: 0 }), id, ...(items ? { items } : {}) });

const crashed = () => screen.queryByText(/Unexpected Application Error|Something went wrong/);

describe('order answers with ids that cannot go in a URL', () => {
  it('drops such orders, keeps opaque string and numeric ids, and never gives an item an unusable id', () => {
    fc.assert(
      fc.property(fc.array(junkId, { maxLength: 6 }), junkId, (ids, itemId) => {
        const items = [{ id: itemId, productId: itemId, productTitle: 'Mat', quantity: 1, price: 1 }];
        const orders = toOrderList(ids.map((id) => orderWith(id, items)));
        return orders.every(
          (order) =>
            order.id !== '' && encodes(order.id) && encodes(paths.orderPayment(order.id)) && order.items.every((item) => encodes(item.id)),
        );
      }),
      { numRuns: 1000 },
    );
    expect(
      toOrderList([orderWith('7KQ2M9XD'), orderWith(1001)])
        .map((order) => order.id)
        .sort(),
    ).toEqual(['1001', '7KQ2M9XD']);
    expect(toCreatedOrderId({ id: '\ud800x' })).toBe('');
  });

  it('lists the good orders, Pay Now included, instead of crashing', async () => {
    serveOrders([orderWith('\ud800x'), orderWith('7KQ2M9XD')]);
    renderWithProviders(<OrdersScreen />, { route: '/orders', session: 'signedIn' });
    expect(await screen.findByRole('article', { name: 'Order #7KQ2M9XD' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay Now for order 7KQ2M9XD' })).toHaveAttribute('href', '/payment?orderId=7KQ2M9XD');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(crashed()).not.toBeInTheDocument();
  });

  // Each run renders the orders screen, up to 5 s on a loaded 2-core machine: a few runs in `npm test`,
  // all of them in CI's thorough step, and a budget to match.
  const orderRuns = propertyRuns(5, 15);
  it(
    'the orders screen renders whatever order ids arrive (generated answers)',
    async () => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(junkId, { minLength: 1, maxLength: 5 }), async (ids) => {
          runs += 1;
          serveOrders([...ids.map((id) => orderWith(id)), orderWith('ANCHOR01')]);
          const view = renderWithProviders(<OrdersScreen />, { route: '/orders', session: 'signedIn' });
          try {
            expect(await screen.findByRole('article', { name: 'Order #ANCHOR01' })).toBeInTheDocument();
            expect(crashed()).not.toBeInTheDocument();
          } finally {
            view.unmount();
          }
        }),
        { numRuns: orderRuns },
      );
      expect(runs).toBe(orderRuns);
    },
    Math.max(30_000, orderRuns * 5_000),
  );
});
