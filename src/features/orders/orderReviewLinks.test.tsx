import { screen, waitFor, within } from '@testing-library/react';
import { buildOrder } from '@/test/builders';
import { giveMyReview, myReviews } from '@/test/fakeMyReviews';
import { shop } from '@/test/fakeShop';
import { renderWithProviders } from '@/test/renderWithProviders';
import { OrdersScreen } from './OrdersScreen';

const items = [
  { id: 'i-1', productId: 'p-shoe', productTitle: 'AeroStride Running Shoes', quantity: 1, price: 2999, size: 'UK 9', color: 'Black' },
  { id: 'i-2', productId: 'p-mat', productTitle: 'Cork Yoga Mat', quantity: 2, price: 1499 },
];

const renderOrders = () => renderWithProviders(<OrdersScreen />, { route: '/orders', path: '/orders', session: 'signedIn' });

describe('Write a review on the lines of an order', () => {
  it.each([
    [1 as const, 'Processing'],
    [2 as const, 'Shipped'],
    [3 as const, 'Delivered'],
  ])('is on every line of a paid order (status %p, %s), to the product’s form', async (status, _label) => {
    shop.orders = [buildOrder({ id: '7KQ2M9XD', status, items })];
    renderOrders();
    const order = await screen.findByRole('article', { name: 'Order #7KQ2M9XD' });
    const rows = within(within(order).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link', { name: 'Write a review' }).getAttribute('href'))).toEqual([
      '/product/p-shoe/review',
      '/product/p-mat/review',
    ]);
  });

  it('says "Edit your review" on the line of a product the shopper has reviewed, as the form it opens does', async () => {
    giveMyReview('p-shoe');
    shop.orders = [buildOrder({ id: '7KQ2M9XD', status: 3, items })];
    renderOrders();
    const order = await screen.findByRole('article', { name: 'Order #7KQ2M9XD' });
    const [shoe, mat] = within(within(order).getByRole('table')).getAllByRole('row').slice(1);
    expect(await within(shoe!).findByRole('link', { name: 'Edit your review' })).toHaveAttribute('href', '/product/p-shoe/review');
    expect(within(shoe!).queryByRole('link', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(within(mat!).getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/product/p-mat/review');
  });

  it('says "Write a review" where the API keeps no reviews, the order proving the purchase', async () => {
    myReviews.reviews = 'missing';
    shop.orders = [buildOrder({ id: '7KQ2M9XD', status: 3, items: [items[0]!] })];
    renderOrders();
    const order = await screen.findByRole('article', { name: 'Order #7KQ2M9XD' });
    await waitFor(() => expect(shop.calls).toContain('GET /products/p-shoe/reviews/mine'));
    expect(within(order).getByRole('link', { name: 'Write a review' })).toBeInTheDocument();
  });

  it.each([
    [0 as const, 'Pending'],
    [4 as const, 'Cancelled'],
  ])('is not on an order that is not paid (status %p, %s)', async (status, _label) => {
    shop.orders = [buildOrder({ id: '7KQ2M9XD', status, items }), buildOrder({ id: '7KQ2M9XE', status: 3, items: [items[0]!] })];
    renderOrders();
    const unpaid = await screen.findByRole('article', { name: 'Order #7KQ2M9XD' });
    expect(within(unpaid).queryByRole('link', { name: 'Write a review' })).not.toBeInTheDocument();
    const paid = screen.getByRole('article', { name: 'Order #7KQ2M9XE' });
    expect(within(paid).getByRole('link', { name: 'Write a review' })).toBeInTheDocument();
  });

  it('is not on a line whose product the server does not name, and asks nothing of the reviews API', async () => {
    shop.orders = [buildOrder({ id: '7KQ2M9XD', status: 3, items: [{ ...items[1]!, productId: '' }] })];
    renderOrders();
    const order = await screen.findByRole('article', { name: 'Order #7KQ2M9XD' });
    expect(within(order).getByText('Cork Yoga Mat')).toBeInTheDocument();
    expect(within(order).queryByRole('link', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(shop.calls.filter((call) => call.includes('/reviews'))).toEqual([]);
  });
});
