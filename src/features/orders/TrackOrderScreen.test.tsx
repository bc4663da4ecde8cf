import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { buildOrder } from '@/test/builders';
import { signUp } from '@/test/fakeShop';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { TrackOrderScreen } from './TrackOrderScreen';

function serveTracking() {
  const asked: Array<{ id: string; contactInfo: string | null }> = [];
  server.use(
    http.get(`${API}/orders/:id`, ({ params, request }) => {
      const contactInfo = new URL(request.url).searchParams.get('contactInfo');
      asked.push({ id: String(params.id), contactInfo });
      if (contactInfo !== 'asha@example.in') return HttpResponse.json({ error: 'Order not found or access denied' }, { status: 404 });
      return HttpResponse.json(
        buildOrder({
          id: String(params.id).toUpperCase(),
          status: 2,
          trackingNumber: 'TRK-9',
          items: [{ id: 'i-1', productId: 'p', productTitle: 'Yoga Mat', quantity: 2, price: 799 }],
        }),
      );
    }),
  );
  return asked;
}

const orderField = () => screen.findByRole('textbox', { name: /Order number/ });
const contactField = () => screen.getByRole('textbox', { name: /Email or phone/ });

const renderTrackOrder = (route: string, session?: 'signedIn') =>
  renderWithProviders(<TrackOrderScreen />, { route, path: '/track-order', session });

describe('track order', () => {
  it('asks for both fields before looking anything up', async () => {
    const asked = serveTracking();
    const { user } = renderTrackOrder('/track-order');
    await user.type(await orderField(), '1001');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Required fields')).toBeInTheDocument();
    expect(screen.getByText('Please enter both order number and email/phone')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('refuses an e-mail answer that breaks the shop’s e-mail rule, and asks nothing', async () => {
    const asked = serveTracking();
    const { user } = renderTrackOrder('/track-order?id=1001');
    await orderField();
    await user.type(contactField(), 'shopper@example');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(contactField()).toHaveFocus();
    expect(asked).toEqual([]);
  });

  it('lets a visitor find an order from ?id= and an e-mail, with its details and items in $', async () => {
    const asked = serveTracking();
    const { user } = renderTrackOrder('/track-order?id=1001');
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
    const rows = within(result)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['ItemQuantityPrice', 'Yoga Mat2$799.00']);
    expect(asked).toEqual([{ id: '1001', contactInfo: 'asha@example.in' }]);
  });

  it('toasts a failed lookup and shows no result', async () => {
    serveTracking();
    const { user } = renderTrackOrder('/track-order?id=1001');
    await orderField();
    await user.type(contactField(), 'someone@else.in');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Failed to find order. Please check your information and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Order #/ })).not.toBeInTheDocument();
  });

  it('prefills the account e-mail when signed in, with its hint', async () => {
    serveTracking();
    signUp({ firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', createdAt: '2026-01-01' });
    const { user } = renderTrackOrder('/track-order', 'signedIn');
    await user.type(await orderField(), '1001');
    await waitFor(() => expect(contactField()).toHaveValue('asha@example.in'));
    expect(screen.getByText('Using your account email by default')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Order found')).toBeInTheDocument();
    await user.type(contactField(), 'x');
    expect(screen.queryByText('Using your account email by default')).not.toBeInTheDocument();
  });

  it('takes an order number with letters, on a full keyboard, and shows sizes and colours', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/orders/:id`, ({ params }) => {
        asked.push(String(params.id));
        // The reference server reads ids case-insensitively and answers with the canonical one.
        return HttpResponse.json(
          buildOrder({
            id: String(params.id).toUpperCase(),
            items: [{ id: 'i-1', productId: 'p', productTitle: 'Trail Runner', quantity: 1, price: 2499, size: 'UK 8', color: 'Black' }],
          }),
        );
      }),
    );
    const { user } = renderTrackOrder('/track-order');
    const field = await orderField();
    expect(field).not.toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocapitalize', 'characters');
    await user.type(field, ' 7kq2m9xd ');
    await user.type(contactField(), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    const result = await screen.findByRole('region', { name: 'Order #7KQ2M9XD' });
    const rows = within(result)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['ItemQuantityPrice', 'Trail RunnerSize: UK 8 · Colour: Black1$2499.00']);
    expect(asked).toEqual(['7kq2m9xd']);
  });

  it('never breaks on an order number that cannot be put in a URL as typed', async () => {
    const paths: string[] = [];
    server.use(
      http.get(`${API}/orders/:id`, ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ error: 'Order not found or access denied' }, { status: 404 });
      }),
    );
    const { user } = renderTrackOrder('/track-order');
    const field = await orderField();
    await user.click(field);
    await user.paste('12\ud800/3');
    await user.type(contactField(), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Failed to find order. Please check your information and try again.')).toBeInTheDocument();
    expect(paths).toEqual(['/api/v1/orders/12%EF%BF%BD%2F3']);
  });
});
