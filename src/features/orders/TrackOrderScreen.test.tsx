import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { buildOrder } from '@/test/builders';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';

jest.setTimeout(30_000);

function serveTracking() {
  const asked: Array<{ id: string; contactInfo: string | null }> = [];
  server.use(
    http.get(`${API}/orders/:id`, ({ params, request }) => {
      const contactInfo = new URL(request.url).searchParams.get('contactInfo');
      asked.push({ id: String(params.id), contactInfo });
      if (contactInfo !== 'asha@example.in') return HttpResponse.json({ error: 'Order not found or access denied' }, { status: 404 });
      return HttpResponse.json(
        buildOrder({
          id: Number(params.id),
          status: 2,
          trackingNumber: 'TRK-9',
          items: [{ id: 'i-1', productId: 'p', productTitle: 'Yoga Mat', quantity: 2, price: 799 }],
        }),
      );
    }),
  );
  return asked;
}

const orderField = () => screen.findByRole('textbox', { name: /Order number/ }, { timeout: 5_000 });
const contactField = () => screen.getByRole('textbox', { name: /Email or phone/ });

describe('track order', () => {
  it('asks for both fields before looking anything up', async () => {
    const asked = serveTracking();
    const { user } = renderApp({ route: '/track-order' });
    await user.type(await orderField(), '1001');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Required fields')).toBeInTheDocument();
    expect(screen.getByText('Please enter both order number and email/phone')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('refuses an e-mail answer that breaks the shop’s e-mail rule, and asks nothing', async () => {
    const asked = serveTracking();
    const { user } = renderApp({ route: '/track-order?id=1001' });
    await orderField();
    await user.type(contactField(), 'shopper@example');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(contactField()).toHaveFocus();
    expect(asked).toEqual([]);
  });

  it('lets a visitor find an order from ?id= and an e-mail, with its details and items in $', async () => {
    const asked = serveTracking();
    const { user } = renderApp({ route: '/track-order?id=1001' });
    expect(await orderField()).toHaveValue('1001');
    expect(screen.queryByText('Using your account email by default')).not.toBeInTheDocument();
    await user.type(contactField(), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Order found')).toBeInTheDocument();
    expect(screen.getByText('Your order status has been loaded')).toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Order #1001' });
    expect(within(result).getByText('Placed on November 1, 2026')).toBeInTheDocument();
    expect(within(result).getByText('Shipped')).toBeInTheDocument();
    expect(within(result).getByText('4 Lake View, Pune, Maharashtra, 411001')).toBeInTheDocument();
    expect(within(result).getByText('Standard Shipping')).toBeInTheDocument();
    expect(within(result).getByText('TRK-9')).toBeInTheDocument();
    const rows = within(result).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['ItemQuantityPrice', 'Yoga Mat2$799.00']);
    expect(asked).toEqual([{ id: '1001', contactInfo: 'asha@example.in' }]);
  });

  it('toasts a failed lookup and shows no result', async () => {
    serveTracking();
    const { user } = renderApp({ route: '/track-order?id=1001' });
    await orderField();
    await user.type(contactField(), 'someone@else.in');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Failed to find order. Please check your information and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Order #/ })).not.toBeInTheDocument();
  });

  it('prefills the account e-mail when signed in, with its hint', async () => {
    serveTracking();
    server.use(
      http.get(`${API}/accountInfo`, () =>
        HttpResponse.json({ firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', createdAt: '2026-01-01' }),
      ),
    );
    const { user } = renderApp({ route: '/track-order', session: 'signedIn' });
    await user.type(await orderField(), '1001');
    await waitFor(() => expect(contactField()).toHaveValue('asha@example.in'));
    expect(screen.getByText('Using your account email by default')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Order found')).toBeInTheDocument();
    await user.type(contactField(), 'x');
    expect(screen.queryByText('Using your account email by default')).not.toBeInTheDocument();
  });
});
