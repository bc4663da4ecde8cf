import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { buildOrder } from '@/test/builders';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';

const PLACED = [{ event: 'placed' as const, at: '2026-11-01T09:30:00.000Z' }];

/** The account's orders, answered as the server holds them now (a cancel changes them). */
function serveOrders(orders: Array<ReturnType<typeof buildOrder>>) {
  const held = { orders };
  server.use(http.get(`${API}/orders`, () => HttpResponse.json({ data: held.orders })));
  return held;
}

const findOrder = (id: string) => screen.findByRole('article', { name: `Order #${id}` });

describe('cancelling from My Orders', () => {
  it('offers Cancel only before the order ships, and only from an API that answers timelines', async () => {
    serveOrders([
      buildOrder({ id: 'PEND0001', status: 0, timeline: PLACED }),
      buildOrder({ id: 'PROC0001', status: 1, timeline: PLACED }),
      buildOrder({ id: 'SHIP0001', status: 2, timeline: PLACED }),
      buildOrder({ id: 'OLDAPI01', status: 1 }),
    ]);
    const { user } = renderApp({ route: '/orders', session: 'signedIn' });
    for (const id of ['PEND0001', 'PROC0001'])
      expect(within(await findOrder(id)).getByRole('button', { name: `Cancel order ${id}` })).toBeInTheDocument();
    for (const id of ['SHIP0001', 'OLDAPI01'])
      expect(within(await findOrder(id)).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    expect(within(await findOrder('OLDAPI01')).queryByRole('region', { name: /Timeline/ })).not.toBeInTheDocument();
    const timeline = within(await findOrder('SHIP0001')).getByRole('region', { name: 'Timeline of order SHIP0001' });
    expect(timeline).not.toHaveTextContent('Order placed');
    await user.click(within(timeline).getByRole('button', { name: 'Timeline (1 event)' }));
    expect(timeline).toHaveTextContent('Order placed');
  });

  it('cancels with the reason chosen, once for a double tap, and shows the order Cancelled', async () => {
    const held = serveOrders([buildOrder({ id: 'PEND0001', status: 0, timeline: PLACED })]);
    const sent: Array<{ body: unknown; key: string | null }> = [];
    server.use(
      http.post(`${API}/orders/PEND0001/cancel`, async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        held.orders = [
          buildOrder({ id: 'PEND0001', status: 4, timeline: [...PLACED, { event: 'cancelled' as const, at: '2026-11-01T10:00:00.000Z' }] }),
        ];
        return HttpResponse.json(held.orders[0]);
      }),
    );
    const { user } = renderApp({ route: '/orders', session: 'signedIn' });
    await user.click(within(await findOrder('PEND0001')).getByRole('button', { name: 'Cancel order PEND0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order PEND0001?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel order' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Found a better price' }));
    await user.dblClick(confirm);
    expect(await screen.findByText('Order PEND0001 has been cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ reason: 'better_price' });
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    const order = await findOrder('PEND0001');
    await waitFor(() => expect(within(order).getByText('Cancelled', { selector: '.MuiChip-label' })).toBeInTheDocument());
    expect(within(order).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
  });

  it('asks for a note with Other before sending anything', async () => {
    serveOrders([buildOrder({ id: 'PEND0001', status: 0, timeline: PLACED })]);
    let sent = 0;
    server.use(http.post(`${API}/orders/PEND0001/cancel`, () => ((sent += 1), HttpResponse.json({}))));
    const { user } = renderApp({ route: '/orders', session: 'signedIn' });
    await user.click(within(await findOrder('PEND0001')).getByRole('button', { name: 'Cancel order PEND0001' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Please tell us the reason in a note.')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('says why when the shop shipped it meanwhile, keeps the choice, and shows it Shipped', async () => {
    const held = serveOrders([buildOrder({ id: 'PROC0001', status: 1, timeline: PLACED })]);
    const shipped =
      'Order PROC0001 has already shipped, so it can no longer be cancelled. Once it is delivered you can return it within 7 days of delivery.';
    server.use(
      http.post(`${API}/orders/PROC0001/cancel`, () => {
        held.orders = [buildOrder({ id: 'PROC0001', status: 2, timeline: PLACED })];
        return HttpResponse.json({ error: shipped }, { status: 409 });
      }),
    );
    const { user } = renderApp({ route: '/orders', session: 'signedIn' });
    await user.click(within(await findOrder('PROC0001')).getByRole('button', { name: 'Cancel order PROC0001' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Changed my mind' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(shipped);
    expect(within(dialog).getByRole('radio', { name: 'Changed my mind' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Order #PROC0001' })).getByText('Shipped')).toBeInTheDocument());
  });

  it('keeps the choice when the shop cannot be reached', async () => {
    serveOrders([buildOrder({ id: 'PEND0001', status: 0, timeline: PLACED })]);
    server.use(http.post(`${API}/orders/PEND0001/cancel`, () => HttpResponse.error()));
    const { user } = renderApp({ route: '/orders', session: 'signedIn' });
    await user.click(within(await findOrder('PEND0001')).getByRole('button', { name: 'Cancel order PEND0001' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Ordered by mistake' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not reach the shop. Nothing was sent and your choices are kept',
    );
    expect(within(dialog).getByRole('radio', { name: 'Ordered by mistake' })).toBeChecked();
  });
});
