import { screen, waitFor } from '@testing-library/react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { RouteRecorder } from '@/features/support/RouteRecorder';
import { useAppDispatch } from '@/state/hooks';
import { notify, type Notice } from '@/state/notices';
import { renderRoutes } from '@/test/renderWithProviders';

// One notice per message, and each gone with the page it belongs to.

function Page({ name }: { name: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const say = (notice: Notice) => dispatch(notify(notice));
  return (
    <>
      <h1>{name}</h1>
      <button type="button" onClick={() => say({ title: 'Order found', description: 'Your order status has been loaded' })}>
        Track
      </button>
      <button type="button" onClick={() => say({ title: 'Validation Error', variant: 'error' })}>
        Pay badly
      </button>
      <button
        type="button"
        onClick={() => {
          say({ title: 'Order created successfully', belongsTo: 'next-page' });
          void navigate('/payment?orderId=7KQ2M9XD');
        }}
      >
        Place order
      </button>
      <Link to="/orders">Orders</Link>
      <Link to="?sort=newest">Newest first</Link>
    </>
  );
}

const routes = [
  {
    element: (
      <>
        <RouteRecorder />
        <Outlet />
      </>
    ),
    children: ['/checkout', '/payment', '/orders', '/track-order'].map((path) => ({ path, element: <Page name={path} /> })),
  },
];

const visible = (text: string) => screen.queryAllByText(text, { selector: 'strong' });

describe('notices and the pages they belong to', () => {
  it('shows one notice for a message raised again and again', async () => {
    const { user } = renderRoutes(routes, { route: '/track-order' });
    for (let tap = 0; tap < 3; tap++) await user.click(await screen.findByRole('button', { name: 'Track' }));
    await waitFor(() => expect(visible('Order found')).toHaveLength(1));
    // A different message is a notice of its own.
    await user.click(screen.getByRole('button', { name: 'Pay badly' }));
    expect(await screen.findByText('Validation Error', { selector: 'strong' })).toBeInTheDocument();
    expect(visible('Order found')).toHaveLength(1);
  });

  it('closes a page’s notice when the shopper leaves the page, not when its query changes', async () => {
    const { user } = renderRoutes(routes, { route: '/payment?orderId=7KQ2M9XD' });
    await user.click(await screen.findByRole('button', { name: 'Pay badly' }));
    expect(await screen.findByText('Validation Error', { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Newest first' }));
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Order found', { selector: 'strong' })).toBeInTheDocument();
    expect(visible('Validation Error')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: '/orders' })).toBeInTheDocument();
    await waitFor(() => expect(visible('Validation Error')).toHaveLength(0));
    await waitFor(() => expect(visible('Order found')).toHaveLength(0));
  });

  it('keeps a notice raised as the shop moves on for the page it moves to, and closes it when that one is left', async () => {
    const { user } = renderRoutes(routes, { route: '/checkout' });
    await user.click(await screen.findByRole('button', { name: 'Pay badly' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: '/payment' })).toBeInTheDocument();
    expect(await screen.findByText('Order created successfully', { selector: 'strong' })).toBeInTheDocument();
    await waitFor(() => expect(visible('Validation Error')).toHaveLength(0));
    // Still there once the move is over: a later notice shows beside it.
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Order found', { selector: 'strong' })).toBeInTheDocument();
    expect(visible('Order created successfully')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: '/orders' })).toBeInTheDocument();
    await waitFor(() => expect(visible('Order created successfully')).toHaveLength(0));
  });
});
