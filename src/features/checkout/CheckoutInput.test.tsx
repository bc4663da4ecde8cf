import { screen, waitFor } from '@testing-library/react';
import { setupStore } from '@/app/store';
import { itemAdded } from '@/features/cart/cartSlice';
import { addProducts, callsFromNow, shop } from '@/test/fakeShop';
import { renderInShop } from '@/test/renderInShop';
import { CheckoutScreen } from './CheckoutScreen';

// Bad input on the shipping form: what the shopper is told, what stays typed, what is never sent.

function renderCheckout() {
  const [mat] = addProducts({ title: 'Cork Yoga Mat', regularPrice: 1499 });
  const store = setupStore();
  store.dispatch(itemAdded({ id: mat!.id, name: mat!.title, image: '', price: 1499, quantity: 1, selectedSize: '', selectedColor: '' }));
  return renderInShop(<CheckoutScreen />, { store, route: '/checkout', path: '/checkout', session: 'signedIn' });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fill(user: ReturnType<typeof renderCheckout>['user'], values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await user.click(field(name));
    await user.paste(value);
  }
}

const PHONE_MESSAGE = 'Enter a 10-digit mobile number, like 98765 43210';

describe('the checkout phone', () => {
  beforeEach(() => {
    shop.delivery = 'served';
  });

  it.each(['98abc45xyz', '12345', '98765 432100', '+91 58765 43210'])(
    'refuses %j with a clear message, keeps it typed and sends no order',
    async (typed) => {
      const calls = callsFromNow();
      const { user } = renderCheckout();
      await screen.findByRole('heading', { name: 'Shipping Information' });
      await fill(user, { 'Full name': 'Asha Rao', Address: '4 Lake View', Pincode: '560001', Phone: typed });
      await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(field('Phone')).toHaveFocus();
      expect(field('Phone')).toBeInvalid();
      expect(field('Phone')).toHaveAccessibleDescription(/^(Enter a 10-digit mobile number|A mobile number starts with 6, 7, 8 or 9)/);
      expect(field('Phone')).toHaveValue(typed);
      expect(calls()).not.toContain('POST /orders');
    },
  );

  it('says what is wrong once the field is left', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fill(user, { Phone: '98abc45xyz' });
    await user.tab();
    expect(field('Phone')).toHaveAccessibleDescription(PHONE_MESSAGE);
  });

  it.each(['+91 98765 43210', '098765 43210', '9876543210', '+91-98765-43210'])('takes %j, as typed', async (typed) => {
    const { user, router } = renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fill(user, { 'Full name': 'Asha Rao', Address: '4 Lake View', Pincode: '560001', Phone: typed });
    await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(shop.orders[0]!.shippingAddress.phone).toBe(typed);
  });
});

describe('the checkout pincode as typed', () => {
  beforeEach(() => {
    shop.delivery = 'served';
  });

  it.each(['000000', '012345', '0'])('says "No such pincode" for %j, at once', async (typed) => {
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await user.type(field('Pincode'), typed);
    expect(field('Pincode')).toHaveAccessibleDescription('No such pincode');
    expect(field('Pincode')).toBeInvalid();
  });

  it('says nothing of a pincode still being typed, and what is missing once the field is left', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await user.type(field('Pincode'), '56002');
    expect(field('Pincode')).not.toBeInvalid();
    await user.tab();
    expect(field('Pincode')).toHaveAccessibleDescription('1 digit missing: a pincode has 6');
    expect(field('Pincode')).toHaveValue('56002');
  });

  it('says what is missing when Enter is pressed in the field', async () => {
    const calls = callsFromNow();
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await user.type(field('Pincode'), '5600{Enter}');
    expect(field('Pincode')).toHaveAccessibleDescription('2 digits missing: a pincode has 6');
    expect(calls()).not.toContain('POST /orders');
  });

  it('clears "City is required" once the pincode fills the city', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(field('City')).toHaveAccessibleDescription('City is required');
    expect(field('State')).toHaveAccessibleDescription('State is required');
    await user.type(field('Pincode'), '560001');
    await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
    expect(field('State')).toHaveValue('Karnataka');
    await waitFor(() => expect(field('State')).not.toBeInvalid());
    expect(field('City')).not.toBeInvalid();
    expect(field('City')).not.toHaveAccessibleDescription('City is required');
  });
});
