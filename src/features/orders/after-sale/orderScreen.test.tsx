import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { deliveredOrder, eligibility, serveAfterSale } from './returnTestServer';

describe("an order's page", () => {
  it('shows the timeline with dates, the return window and the returns so far', async () => {
    serveAfterSale({
      returns: [
        {
          id: 'r-1',
          orderId: 'DLVR0001',
          state: 'picked_up',
          resolution: 'exchange',
          reason: 'size_does_not_fit',
          note: null,
          createdAt: '2026-11-05T09:30:00.000Z',
          lines: [
            {
              itemId: 'item-shoes',
              productId: 'p-shoes',
              productTitle: 'AeroStride Running Shoes',
              quantity: 1,
              price: 2499,
              size: 'UK 8',
              color: 'Black',
              exchange: { size: 'UK 9', color: 'Black' },
            },
          ],
          pickup: { served: true, instructions: null },
          refund: null,
          rejectReason: null,
        },
      ],
    });
    renderApp({ route: '/orders/DLVR0001', session: 'signedIn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #DLVR0001' })).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Timeline of order DLVR0001' });
    const entries = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Order placed1 Nov 2026, 3:00 pm',
      'Shipped2 Nov 2026, 3:00 pmTracking number AWB123',
      'Delivered4 Nov 2026, 3:00 pm',
    ]);
    expect(await screen.findByRole('link', { name: 'Return or exchange items of order DLVR0001' })).toHaveAttribute(
      'href',
      '/orders/DLVR0001/return',
    );
    expect(screen.getByText('Return or exchange by November 11, 2026.')).toBeInTheDocument();
    const returns = screen.getByRole('region', { name: 'Returns and exchanges' });
    expect(within(returns).getByText('Picked up')).toBeInTheDocument();
    expect(
      within(returns).getByText('1 × AeroStride Running Shoes (Size: UK 8 · Colour: Black), for Size: UK 9 · Colour: Black'),
    ).toBeInTheDocument();
  });

  it('says when a shipped order can be returned instead of offering Cancel', async () => {
    const refusal =
      'Order DLVR0001 has already shipped, so it can no longer be cancelled. Once it is delivered you can return it within 7 days of delivery.';
    serveAfterSale({
      order: deliveredOrder({ status: 2 }),
      eligibility: eligibility({ returnable: false, returnBy: null, cancelRefusal: refusal, returnRefusal: null }),
    });
    renderApp({ route: '/orders/DLVR0001', session: 'signedIn' });
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Return or exchange/ })).not.toBeInTheDocument();
  });

  it('shows the order without actions where the API has no returns call', async () => {
    serveAfterSale();
    server.use(http.get(`${API}/orders/:id/returns`, () => HttpResponse.json({ error: 'Not Found' }, { status: 404 })));
    renderApp({ route: '/orders/DLVR0001', session: 'signedIn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #DLVR0001' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Timeline of order DLVR0001' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Return or exchange/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Could not load/)).not.toBeInTheDocument();
  });

  it('says an order the account does not have is not found', async () => {
    serveAfterSale();
    renderApp({ route: '/orders/NOPE0001', session: 'signedIn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/orders');
  });
});
