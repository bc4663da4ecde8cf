import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupStore } from '@/app/store';
import type { CartLine } from '@/features/cart/cartLine';
import { itemAdded, selectCartLines } from '@/features/cart/cartSlice';
import { API } from '@/test/api';
import { buildShippingAddress } from '@/test/builders';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { toNewOrder } from './shipping';

jest.setTimeout(30_000);

const shoe: CartLine = { id: 'p-1', name: 'Trail Runner', image: '', price: 2499, quantity: 1, selectedSize: 'UK 8', selectedColor: 'Black' };
const shoeOtherSize: CartLine = { ...shoe, selectedSize: 'UK 9', quantity: 2 };
const mat: CartLine = { id: 'p-2', name: 'Yoga Mat', image: '', price: 125000.5, quantity: 1, selectedSize: '', selectedColor: '' };

const address = buildShippingAddress();
const LABELS: Record<keyof typeof address, string> = {
  fullName: 'Full name',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  phone: 'Phone',
};

function renderCheckout(lines: CartLine[] = [shoe, shoeOtherSize, mat]) {
  const store = setupStore();
  for (const line of lines) store.dispatch(itemAdded(line));
  return renderApp({ store, route: '/checkout', session: 'signedIn' });
}

async function fillAddress(user: ReturnType<typeof renderCheckout>['user'], values: Partial<typeof address> = address) {
  await screen.findByRole('heading', { name: 'Shipping Information' }, { timeout: 5_000 });
  for (const [name, value] of Object.entries(values)) {
    const input = screen.getByRole('textbox', { name: new RegExp(`^${LABELS[name as keyof typeof address]}`) });
    await user.click(input);
    await user.paste(value);
  }
}

/** Answers POST /orders with `status` and records the bodies sent. */
function serveCreateOrder(status = 201) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/orders`, async ({ request }) => {
      bodies.push(await request.json());
      return status === 201
        ? HttpResponse.json({ id: 1042, status: 0, items: [] }, { status })
        : HttpResponse.json({ error: 'Unknown product' }, { status });
    }),
    http.get(`${API}/payments/fields`, () => HttpResponse.json({ fields: [] })),
  );
  return bodies;
}

describe('order payload', () => {
  it('sums quantities per product id and trims the address', () => {
    expect(toNewOrder([shoe, shoeOtherSize, mat], { ...address, city: '  Pune ' })).toEqual({
      products: { 'p-1': 3, 'p-2': 1 },
      shippingAddress: address,
    });
  });
});

describe('checkout', () => {
  it('shows the order summary in rupees with free shipping', async () => {
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order Summary' }, { timeout: 5_000 });
    expect(within(summary).getAllByText('Trail Runner')).toHaveLength(2);
    expect(within(summary).getByText('Yoga Mat')).toBeInTheDocument();
    expect(within(summary).getByText('Free')).toBeInTheDocument();
    // 2499 × 3 + 125000.5
    expect(within(summary).getAllByText('₹1,32,497.5')).toHaveLength(2);
  });

  it('asks for every shipping field, trimmed, and sends nothing until then', async () => {
    const bodies = serveCreateOrder();
    const { user } = renderCheckout();
    await fillAddress(user, { ...address, city: '   ' });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please fill all fields')).toBeInTheDocument();
    expect(screen.getByText('All shipping information fields are required.')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('places the order once, empties the cart and goes to payment', async () => {
    const bodies = serveCreateOrder();
    const { user, store, router } = renderCheckout();
    await fillAddress(user);
    const form = screen.getByRole('button', { name: 'Place Order' }).closest('form')!;
    // Two submits in the same tick, before any re-render could disable the button.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.search).toBe('?orderId=1042'));
    expect(router.state.location.pathname).toBe('/payment');
    expect(bodies).toEqual([{ products: { 'p-1': 3, 'p-2': 1 }, shippingAddress: address }]);
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(screen.getByText('Proceeding to payment...')).toBeInTheDocument();
    expect(screen.queryByText('Cart cleared')).not.toBeInTheDocument();
  });

  it('reads Processing... and is disabled while the order is being created', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(`${API}/orders`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
      http.get(`${API}/payments/fields`, () => HttpResponse.json({ fields: [] })),
    );
    const { user } = renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
  });

  it('keeps the cart and the form when the order fails', async () => {
    serveCreateOrder(400);
    const { user, store, router } = renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Error placing order')).toBeInTheDocument();
    expect(selectCartLines(store.getState())).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Asha Rao');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('cannot be submitted with an empty cart', async () => {
    const bodies = serveCreateOrder();
    const { user } = renderCheckout([]);
    await fillAddress(user);
    const button = screen.getByRole('button', { name: 'Place Order' });
    expect(button).toBeDisabled();
    fireEvent.submit(button.closest('form')!);
    expect(await screen.findByText('Cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Please add items to your cart before checkout.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends a signed-out visitor to the login page', async () => {
    const { router } = renderApp({ route: '/checkout', session: 'signedOut' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/checkout' });
  });
});
