import { screen, within } from '@testing-library/react';
import { setupStore } from '@/app/store';
import type { CartLine } from '@/features/cart/cartLine';
import { itemAdded, selectCartLines } from '@/features/cart/cartSlice';
import { buildProduct, buildShippingAddress } from '@/test/builders';
import { shop } from '@/test/fakeShop';
import { setAvailable, stocked } from '@/test/fakeStock';
import { renderInShop } from '@/test/renderInShop';
import { CheckoutScreen } from './CheckoutScreen';

const LABELS = { fullName: 'Full name', address: 'Address', city: 'City', state: 'State', postalCode: 'Pincode', phone: 'Phone' };

it('the server’s 409 shows exactly which lines are short, and keeps the cart and the form', async () => {
  const shoe = buildProduct({ title: 'Trail Runner', ...stocked(['UK 8', 'UK 9'], ['Black'], 5) });
  const cap = buildProduct({ title: 'Run Cap', ...stocked([], [], 5) });
  shop.products.push(shoe, cap);
  const lines: CartLine[] = [
    { id: shoe.id, name: 'Trail Runner', image: '', price: 2499, quantity: 2, selectedSize: 'UK 9', selectedColor: 'Black' },
    { id: cap.id, name: 'Run Cap', image: '', price: 499, quantity: 3, selectedSize: '', selectedColor: '' },
  ];
  const store = setupStore();
  for (const line of lines) store.dispatch(itemAdded(line));
  const { user } = renderInShop(<CheckoutScreen />, { store, route: '/checkout', path: '/checkout', session: 'signedIn' });
  await screen.findByRole('heading', { name: 'Shipping Information' });
  const address = buildShippingAddress();
  for (const [name, value] of Object.entries(address)) {
    await user.click(screen.getByRole('textbox', { name: new RegExp(`^${LABELS[name as keyof typeof LABELS]}`) }));
    await user.paste(value);
  }
  // Sold elsewhere while the shopper typed.
  setAvailable(shoe, 'UK 9', 'Black', 1);
  setAvailable(cap, '', '', 0);
  await user.click(screen.getByRole('button', { name: /Place Order/ }));

  const box = await screen.findByRole('alert', { name: 'Some items in your cart are no longer available in the quantity you chose.' });
  expect(
    within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Trail Runner (Black): Only 1 left in UK 9', 'Run Cap is sold out']);
  expect(within(box).getByRole('link', { name: 'Fix in cart' })).toHaveAttribute('href', '/cart');
  expect(selectCartLines(store.getState())).toHaveLength(2);
  expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue(address.fullName);
});
