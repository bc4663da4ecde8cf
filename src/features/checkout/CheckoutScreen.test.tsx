import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupStore } from '@/app/store';
import type { CartLine } from '@/features/cart/cartLine';
import { itemAdded } from '@/features/cart/cartSlice';
import { API } from '@/test/api';
import { buildShippingAddress } from '@/test/builders';
import { cartInHeader, renderInShop } from '@/test/renderInShop';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { mockViewportWidth, restoreViewport } from '@/test/viewport';
import { CheckoutScreen } from './CheckoutScreen';
import { toNewOrder } from './shipping';

const shoe: CartLine = {
  id: 'p-1',
  name: 'Trail Runner',
  image: '',
  price: 2499,
  quantity: 1,
  selectedSize: 'UK 8',
  selectedColor: 'Black',
};
const shoeOtherSize: CartLine = { ...shoe, selectedSize: 'UK 9', quantity: 2 };
const mat: CartLine = { id: 'p-2', name: 'Yoga Mat', image: '', price: 125000.5, quantity: 1, selectedSize: '', selectedColor: '' };

const address = buildShippingAddress();
const LABELS: Record<keyof typeof address, string> = {
  fullName: 'Full name',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'Pincode',
  phone: 'Phone',
};

function renderCheckout(lines: CartLine[] = [shoe, shoeOtherSize, mat]) {
  const store = setupStore();
  for (const line of lines) store.dispatch(itemAdded(line));
  return renderInShop(<CheckoutScreen />, { store, route: '/checkout', path: '/checkout', session: 'signedIn' });
}

async function fillAddress(user: ReturnType<typeof renderCheckout>['user'], values: Partial<typeof address> = address) {
  await screen.findByRole('heading', { name: 'Shipping Information' });
  for (const [name, value] of Object.entries(values)) {
    const input = screen.getByRole('textbox', { name: new RegExp(`^${LABELS[name as keyof typeof address]}`) });
    await user.click(input);
    await user.paste(value);
  }
}

const ORDER_ID = '7KQ2M9XD';

/**
 * Answers POST /orders with each of `answers` in turn (the last one repeating), recording the
 * bodies and Idempotency-Key headers sent.
 */
function serveCreateOrder(...answers: Array<() => Response | Promise<Response>>) {
  const sent = { bodies: [] as unknown[], keys: [] as Array<string | null> };
  server.use(
    http.post(`${API}/orders`, async ({ request }) => {
      sent.bodies.push(await request.json());
      sent.keys.push(request.headers.get('Idempotency-Key'));
      const answer = answers[Math.min(sent.bodies.length - 1, answers.length - 1)] ?? created;
      return answer();
    }),
  );
  return sent;
}

const created = () => HttpResponse.json({ id: ORDER_ID, status: 0, items: [] }, { status: 201 });
const refused = () => HttpResponse.json({ error: 'Unknown product' }, { status: 400 });

const expectedLines = [
  { productId: 'p-1', quantity: 1, size: 'UK 8', color: 'Black' },
  { productId: 'p-1', quantity: 2, size: 'UK 9', color: 'Black' },
  { productId: 'p-2', quantity: 1 },
];

describe('order payload', () => {
  it('sums quantities per product id, sends every line with its size and colour, and trims the address', () => {
    expect(toNewOrder([shoe, shoeOtherSize, mat], { ...address, city: '  Pune ' })).toEqual({
      products: { 'p-1': 3, 'p-2': 1 },
      lines: expectedLines,
      shippingAddress: address,
    });
  });
});

describe('checkout', () => {
  it('shows the order summary in rupees with free shipping', async () => {
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getAllByText('Trail Runner')).toHaveLength(2);
    expect(within(summary).getByText('Yoga Mat')).toBeInTheDocument();
    expect(within(summary).getByText('Free')).toBeInTheDocument();
    // 2499 × 3 + 125000.5
    expect(within(summary).getAllByText('₹1,32,497.5')).toHaveLength(2);
  });

  it('asks for every shipping field, trimmed, and sends nothing until then', async () => {
    const sent = serveCreateOrder();
    const { user } = renderCheckout();
    await fillAddress(user, { ...address, city: '   ' });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please fill all fields')).toBeInTheDocument();
    expect(screen.getByText('All shipping information fields are required.')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveFocus();
    expect(sent.bodies).toEqual([]);
  });

  it('places the order once, empties the cart and goes to payment', async () => {
    const sent = serveCreateOrder();
    const { user, router } = renderCheckout();
    await fillAddress(user);
    // eslint-disable-next-line testing-library/no-node-access -- a submit event needs the form element itself
    const form = screen.getByRole('button', { name: 'Place Order' }).closest('form')!;
    // Two submits in the same tick, before any re-render could disable the button.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.search).toBe(`?orderId=${ORDER_ID}`));
    expect(router.state.location.pathname).toBe('/payment');
    expect(sent.bodies).toEqual([{ products: { 'p-1': 3, 'p-2': 1 }, lines: expectedLines, shippingAddress: address }]);
    expect(sent.keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(cartInHeader()).toHaveAccessibleName('Cart, 0 items');
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(screen.getByText('Proceeding to payment...')).toBeInTheDocument();
    expect(screen.queryByText('Cart cleared')).not.toBeInTheDocument();
  });

  it('reads Processing... and is disabled while the order is being created', async () => {
    let release: () => void = () => undefined;
    serveCreateOrder(async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return created();
    });
    const { user } = renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
  });

  it.each([
    // Ids that cannot be used at all are covered one by one in the orders normalizer's tests.
    ['a refusal', refused],
    ['a list instead of an order', () => HttpResponse.json([1, 'x', null, { id: {} }])],
    ['an empty object', () => HttpResponse.json({}, { status: 201 })],
    ['an empty id', () => HttpResponse.json({ id: '' }, { status: 201 })],
    ['an object for an id', () => HttpResponse.json({ id: {} }, { status: 201 })],
  ])('keeps the cart and the form, and stays, after %s', async (_case, answer) => {
    serveCreateOrder(answer);
    const { user, router } = renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Error placing order')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Order created successfully')).not.toBeInTheDocument();
    expect(cartInHeader()).toHaveAccessibleName('Cart, 4 items');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getAllByText('Trail Runner')).toHaveLength(2);
    expect(within(summary).getByText('Yoga Mat')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Asha Rao');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('cannot be submitted with an empty cart', async () => {
    const sent = serveCreateOrder();
    const { user } = renderCheckout([]);
    await fillAddress(user);
    const button = screen.getByRole('button', { name: 'Place Order' });
    expect(button).toBeDisabled();
    // eslint-disable-next-line testing-library/no-node-access -- a submit event needs the form element itself
    fireEvent.submit(button.closest('form')!);
    expect(await screen.findByText('Cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Please add items to your cart before checkout.')).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);
  });

  it('sends a signed-out visitor to the login page', async () => {
    const { router } = renderApp({ route: '/checkout', session: 'signedOut' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/checkout' });
  });
});

describe('one checkout attempt, one Idempotency-Key', () => {
  const placeOrder = (user: ReturnType<typeof renderCheckout>['user']) => user.click(screen.getByRole('button', { name: 'Place Order' }));

  it('sends the same key when the shopper retries after a lost answer', async () => {
    const sent = serveCreateOrder(() => HttpResponse.error(), created);
    const { user, router } = renderCheckout();
    await fillAddress(user);
    await placeOrder(user);
    expect(await screen.findByText('Error placing order')).toBeInTheDocument();
    await placeOrder(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(sent.keys).toHaveLength(2);
    expect(sent.keys[1]).toBe(sent.keys[0]);
    expect(sent.bodies[1]).toEqual(sent.bodies[0]);
  });

  it('makes a fresh key once the address changes', async () => {
    const sent = serveCreateOrder(refused, created);
    const { user } = renderCheckout();
    await fillAddress(user);
    await placeOrder(user);
    expect(await screen.findByText('Error placing order')).toBeInTheDocument();
    await fillAddress(user, { city: ' East' });
    await placeOrder(user);
    await waitFor(() => expect(sent.keys).toHaveLength(2));
    expect(sent.keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent.keys[1]).not.toBe(sent.keys[0]);
  });

  it('makes a fresh key once the cart changes', async () => {
    const sent = serveCreateOrder(refused, created);
    const { user, store } = renderCheckout();
    await fillAddress(user);
    await placeOrder(user);
    expect(await screen.findByText('Error placing order')).toBeInTheDocument();
    act(() => {
      store.dispatch(itemAdded({ ...mat, quantity: 1 }));
    });
    await placeOrder(user);
    await waitFor(() => expect(sent.keys).toHaveLength(2));
    expect(sent.keys[1]).not.toBe(sent.keys[0]);
  });
});

describe('checkout on a phone', () => {
  afterEach(restoreViewport);

  it('shows the total just above Place Order, where the summary is out of sight', async () => {
    mockViewportWidth(390);
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Place Order' });
    const total = within(screen.getByRole('region', { name: 'Shipping Information' })).getByText('₹1,32,497.5');
    // Where it sits is the point: labelled Total, in the form, right before the button.
    // eslint-disable-next-line testing-library/no-node-access -- see above
    expect(total.previousElementSibling).toHaveTextContent('Total');
    // eslint-disable-next-line testing-library/no-node-access -- see above
    expect(total.parentElement!.nextElementSibling).toBe(button);
  });

  it('leaves it to the summary beside the form on a desktop', async () => {
    mockViewportWidth(1366);
    renderCheckout();
    await screen.findByRole('button', { name: 'Place Order' });
    expect(within(screen.getByRole('region', { name: 'Shipping Information' })).queryByText('₹1,32,497.5')).not.toBeInTheDocument();
  });
});
