import { screen, waitFor } from '@testing-library/react';
import { setupStore } from '@/app/store';
import { itemAdded, pincodeChosen } from '@/features/cart/cartSlice';
import { addProducts, callsFromNow, shop } from '@/test/fakeShop';
import { renderInShop } from '@/test/renderInShop';
import { CheckoutScreen } from './CheckoutScreen';

function renderCheckout(pincode = '') {
  const [mat] = addProducts({ title: 'Cork Yoga Mat', regularPrice: 1499 });
  const store = setupStore();
  store.dispatch(itemAdded({ id: mat!.id, name: mat!.title, image: '', price: 1499, quantity: 1, selectedSize: '', selectedColor: '' }));
  store.dispatch(pincodeChosen({ pincode }));
  return renderInShop(<CheckoutScreen />, { store, route: '/checkout', path: '/checkout', session: 'signedIn' });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillTheRest(user: ReturnType<typeof renderCheckout>['user']) {
  for (const [name, value] of [
    ['Full name', 'Asha Rao'],
    ['Address', '4 Lake View'],
    ['Phone', '+919876543210'],
  ]) {
    await user.click(field(name!));
    await user.paste(value!);
  }
}

describe('the checkout pincode', () => {
  beforeEach(() => {
    shop.delivery = 'served';
  });

  it('is prefilled with the remembered pincode, which fills city and state, still editable', async () => {
    renderCheckout('560001');
    await screen.findByRole('heading', { name: 'Shipping Information' });
    expect(field('Pincode')).toHaveValue('560001');
    await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
    expect(field('State')).toHaveValue('Karnataka');
    expect(screen.getByRole('status')).toHaveTextContent('Delivery by Thu, 3 Dec · Cash on Delivery available');
  });

  it('fills city and state as the pincode is typed, and keeps a city the shopper typed', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await user.type(field('Pincode'), '560001');
    await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
    await user.clear(field('City'));
    await user.type(field('City'), 'Bangalore');
    // Another pincode: the state still holds the fill and follows it; the typed city stays.
    await user.clear(field('Pincode'));
    await user.type(field('Pincode'), '411 001');
    await waitFor(() => expect(field('State')).toHaveValue('Maharashtra'));
    expect(field('City')).toHaveValue('Bangalore');
  });

  it('keeps a city typed before the pincode, and fills the empty state', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await user.type(field('City'), 'Bangalore');
    await user.type(field('Pincode'), '560001');
    await waitFor(() => expect(field('State')).toHaveValue('Karnataka'));
    expect(field('City')).toHaveValue('Bangalore');
  });

  it("blocks a pincode the shop doesn't deliver to, with the message on the field", async () => {
    const calls = callsFromNow();
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fillTheRest(user);
    await user.type(field('City'), 'Agartala');
    await user.type(field('State'), 'Tripura');
    await user.type(field('Pincode'), '799001');
    await waitFor(() => expect(field('Pincode')).toHaveAccessibleDescription("We don't deliver to 799 001 yet"));
    expect(field('Pincode')).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(field('Pincode')).toHaveFocus();
    expect(calls()).not.toContain('POST /orders');
  });

  it('sends the pincode without its space', async () => {
    const { user, router } = renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fillTheRest(user);
    await user.type(field('Pincode'), '560 001');
    await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(shop.orders[0]!.shippingAddress).toMatchObject({ postalCode: '560001', city: 'Bengaluru', state: 'Karnataka' });
  });
});

describe('the checkout pincode, with an API that has no delivery check', () => {
  it('checks the shape only, and places the order with the city and state typed', async () => {
    const { user, router } = renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fillTheRest(user);
    await user.type(field('City'), 'Agartala');
    await user.type(field('State'), 'Tripura');
    await user.type(field('Pincode'), '56A');
    expect(field('Pincode')).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
    await user.clear(field('Pincode'));
    await user.type(field('Pincode'), '799001');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(shop.orders[0]!.shippingAddress).toMatchObject({ postalCode: '799001', city: 'Agartala', state: 'Tripura' });
    expect(screen.queryByText(/Delivery by/)).not.toBeInTheDocument();
  });
});
