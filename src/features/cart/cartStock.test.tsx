import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { server } from '@/test/server';
import { buildProduct } from '@/test/builders';
import { shop } from '@/test/fakeShop';
import { setAvailable, stocked } from '@/test/fakeStock';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { CartLine } from './cartLine';
import { CartScreen } from './CartScreen';

const shoe = buildProduct({ title: 'Trail Runner', ...stocked(['UK 8', 'UK 9'], ['Black'], 5) });
const cap = buildProduct({ title: 'Run Cap', ...stocked([], [], 5) });
const lineOf = (id: string, name: string, quantity: number, size = '', color = ''): CartLine => ({
  id,
  name,
  image: '',
  price: 999,
  quantity,
  selectedSize: size,
  selectedColor: color,
});

function openCart(lines: CartLine[]) {
  return renderWithProviders(<CartScreen />, {
    route: '/cart',
    path: '/cart',
    preloadedState: { cart: { lines, pincode: '', coupon: '', _persist: { version: 1, rehydrated: true } } },
  });
}

describe('the cart re-reads what is left', () => {
  it('says which line is short and fixes it in one tap: take what is left, or remove a sold-out size', async () => {
    shop.products.push(shoe, cap);
    setAvailable(shoe, 'UK 9', 'Black', 1);
    setAvailable(shoe, 'UK 8', 'Black', 0);
    const { user } = openCart([
      lineOf(shoe.id, 'Trail Runner', 2, 'UK 9', 'Black'),
      lineOf(shoe.id, 'Trail Runner', 1, 'UK 8', 'Black'),
      lineOf(cap.id, 'Run Cap', 2),
    ]);
    const nine = await screen.findByRole('listitem', { name: 'Trail Runner (Colour: Black · Size: UK 9)' });
    expect(await within(nine).findByText('Only 1 left in UK 9')).toBeInTheDocument();
    const eight = screen.getByRole('listitem', { name: 'Trail Runner (Colour: Black · Size: UK 8)' });
    expect(await within(eight).findByText('UK 8 is sold out')).toBeInTheDocument();
    // A line with enough says nothing.
    expect(within(screen.getByRole('listitem', { name: 'Run Cap' })).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(nine).getByRole('button', { name: 'Change to 1' }));
    expect(within(nine).getByRole('status', { name: /Quantity of/ })).toHaveTextContent('1');
    expect(within(nine).queryByText('Only 1 left in UK 9')).not.toBeInTheDocument();
    await user.click(within(eight).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('listitem', { name: 'Trail Runner (Colour: Black · Size: UK 8)' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('a line whose product cannot be read says nothing, and raises no "Failed to load product details"', async () => {
    shop.products.push(shoe);
    server.use(http.get(`${API}/products/:id`, () => HttpResponse.error()));
    const { store } = openCart([lineOf(shoe.id, 'Trail Runner', 2, 'UK 9', 'Black')]);
    const line = await screen.findByRole('listitem', { name: 'Trail Runner (Colour: Black · Size: UK 9)' });
    // The read was made and failed.
    await waitFor(() => expect(Object.values(store.getState().api.queries).some((q) => q?.status === 'rejected')).toBe(true));
    expect(within(line).queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().ui.notifications).toEqual([]);
  });

  it('a product the API does not count stays as it is', async () => {
    shop.products.push(buildProduct({ id: 'plain', title: 'Plain Mat' }));
    openCart([lineOf('plain', 'Plain Mat', 40)]);
    await screen.findByRole('listitem', { name: 'Plain Mat' });
    // Read again, and nothing to say about it.
    await waitFor(() => expect(shop.calls).toContain('GET /products/plain'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
