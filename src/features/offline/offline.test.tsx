import { act, screen, waitFor, within } from '@testing-library/react';
import { setupStore } from '@/app/store';
import { itemAdded } from '@/features/cart/cartSlice';
import { buildShippingAddress } from '@/test/builders';
import { callsFromNow } from '@/test/fakeShop';
import { renderApp } from '@/test/renderWithProviders';

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

describe('the offline banner', () => {
  it('says what cannot be done while offline, and goes (with the data refetched) once back online', async () => {
    const seen = callsFromNow();
    renderApp({ route: '/products' });
    await screen.findByRole('heading', { level: 1, name: 'All Products' });
    await waitFor(() => expect(seen()).toContain('GET /products'));
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();

    goOffline();
    await screen.findByText(/^You're offline\./);
    const banner = screen.getAllByRole('status').find((status) => status.textContent?.startsWith("You're offline."));
    expect(banner).toHaveTextContent(
      "You're offline. Pages and products you've opened before still work, and so does your cart. Signing in, checkout, payment and order tracking need a connection.",
    );

    const before = seen().filter((request) => request === 'GET /products').length;
    goOnline();
    await waitFor(() => expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument());
    await waitFor(() => expect(seen().filter((request) => request === 'GET /products').length).toBeGreaterThan(before));
  });
});

describe('actions that need the server, offline', () => {
  it('checkout says so, sends nothing, and keeps every field typed, offline and back online', async () => {
    const seen = callsFromNow();
    const store = setupStore();
    store.dispatch(
      itemAdded({ id: 'p-1', name: 'Trail Runner', image: '', price: 2499, quantity: 1, selectedSize: '', selectedColor: '' }),
    );
    const { user } = renderApp({ store, route: '/checkout', session: 'signedIn' });
    await screen.findByRole('heading', { name: 'Shipping Information' });
    const address = buildShippingAddress();
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), address.fullName);
    await user.type(screen.getByRole('textbox', { name: /^City/ }), address.city);

    goOffline();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent("You're offlineYour order can be placed once you're back online. Everything you typed here stays.");
    expect(notice).toHaveFocus();
    // The cart's quote is a read (sent as a POST before going offline); no order may have been sent.
    expect(seen().some((request) => request.startsWith('POST') && request !== 'POST /cart/quote')).toBe(false);

    goOnline();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue(address.fullName);
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue(address.city);
  });

  type User = ReturnType<typeof renderApp>['user'];
  const fillIn = (fields: Record<string, string>) => async (user: User) => {
    for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  };

  it.each([
    ['/login', 'Sign In', 'Signing in needs a connection', fillIn({ Email: 'asha@example.in', Password: 'secret123' })],
    [
      '/register',
      'Create Account',
      'Creating an account needs a connection',
      fillIn({
        'First name': 'Asha',
        'Last name': 'Rao',
        Email: 'asha@example.in',
        Password: 'secret123',
        'Confirm password': 'secret123',
      }),
    ],
    [
      '/track-order',
      'Track Order',
      'Tracking an order needs a connection',
      fillIn({ 'Order number': '1001', 'Email or phone': 'asha@example.in' }),
    ],
  ])('%s, filled in, says why it cannot go on and sends nothing', async (route, button, message, fill) => {
    const seen = callsFromNow();
    const { user } = renderApp({ route });
    const submit = await screen.findByRole('button', { name: button });
    await fill(user);
    goOffline();
    await user.click(submit);
    expect(within(await screen.findByRole('alert')).getByText(new RegExp(message))).toBeInTheDocument();
    expect(seen().filter((request) => !request.startsWith('GET /storeInfo'))).toEqual([]);
    goOnline();
  });
});
