import { act, screen, waitFor, within } from '@testing-library/react';
import { setupStore, startPersistence } from '@/app/store';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { CartLine } from './cartLine';
import { itemAdded } from './cartSlice';
import { CartScreen } from './CartScreen';

const shoeBlack: CartLine = {
  id: 'p-shoe',
  name: 'Trail Runner',
  image: 'http://localhost:8080/media/shoe.svg',
  price: 2499,
  quantity: 2,
  selectedSize: 'UK 8',
  selectedColor: 'Black',
};
const mat: CartLine = { id: 'p-mat', name: 'Yoga Mat', image: '', price: 124999.5, quantity: 1, selectedSize: '', selectedColor: '' };

function openCart(lines: CartLine[], session: 'signedIn' | 'signedOut' = 'signedOut') {
  return renderWithProviders(<CartScreen />, {
    route: '/cart',
    path: '/cart',
    session,
    preloadedState: { cart: { lines, pincode: '', coupon: '', _persist: { version: 1, rehydrated: true } } },
  });
}

const heading = () => screen.findByRole('heading', { name: 'Shopping Cart' });
const line = (name: RegExp | string) => screen.getByRole('listitem', { name });
const quantityOf = (name: string) => screen.getByRole('status', { name: `Quantity of ${name}` });

describe('cart screen', () => {
  it('shows the empty cart with a way back to the shop', async () => {
    const { user, router } = openCart([]);
    await heading();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows each line with image, name, colour and size, quantity and line total, and the subtotal', async () => {
    openCart([shoeBlack, mat]);
    await heading();
    const shoe = line('Trail Runner (Colour: Black · Size: UK 8)');
    expect(within(shoe).getByRole('img', { name: 'Trail Runner' })).toHaveAttribute('src', shoeBlack.image);
    expect(within(shoe).getByRole('link', { name: 'Trail Runner' })).toHaveAttribute('href', '/product/p-shoe');
    expect(within(shoe).getByText('Colour: Black · Size: UK 8')).toBeInTheDocument();
    expect(within(shoe).getByText('₹4,998')).toBeInTheDocument();
    expect(within(line('Yoga Mat')).getByText('₹1,24,999.5')).toBeInTheDocument();
    // A missing picture shows the placeholder rather than a broken image.
    expect(within(line('Yoga Mat')).getByRole('img', { name: 'Yoga Mat' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg/),
    );
    expect(within(line('Yoga Mat')).queryByText(/Colour|Size/)).not.toBeInTheDocument();
    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(screen.getByText('₹1,29,997.5')).toBeInTheDocument();
  });

  it('raises and lowers the quantity but never below 1', async () => {
    const { user } = openCart([{ ...shoeBlack, quantity: 1 }]);
    await heading();
    const label = 'Trail Runner (Colour: Black · Size: UK 8)';
    const minus = screen.getByRole('button', { name: `Decrease quantity of ${label}` });
    expect(minus).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${label}` }));
    expect(quantityOf(label)).toHaveTextContent('2');
    expect(screen.getByText('Subtotal (2 items)')).toBeInTheDocument();
    expect(minus).toBeEnabled();
    await user.click(minus);
    expect(quantityOf(label)).toHaveTextContent('1');
    expect(minus).toBeDisabled();
  });

  it('removes one line and says so', async () => {
    const { user } = openCart([shoeBlack, mat]);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Remove Yoga Mat from cart' }));
    expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Yoga Mat' })).not.toBeInTheDocument();
    expect(line('Trail Runner (Colour: Black · Size: UK 8)')).toBeInTheDocument();
    expect(quantityOf('Trail Runner (Colour: Black · Size: UK 8)')).toHaveTextContent('2');
    expect(screen.getByText('Subtotal (2 items)')).toBeInTheDocument();
  });

  it('clears the cart and says so', async () => {
    const { user } = openCart([shoeBlack, mat]);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Cart cleared')).toBeInTheDocument();
    expect(screen.getByText('All items have been removed from your cart.')).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('offers Undo in the Cart cleared notice, bringing the lines back', async () => {
    const { user } = openCart([shoeBlack, mat]);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('list', { name: 'Cart items' })).toBeInTheDocument();
    expect(line('Trail Runner (Colour: Black · Size: UK 8)')).toBeInTheDocument();
    expect(line('Yoga Mat')).toBeInTheDocument();
    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
  });

  it('adds another colour as a new line and the same variant into its line, with their notices', async () => {
    const { store } = openCart([]);
    await heading();
    act(() => {
      store.dispatch(itemAdded({ ...shoeBlack, quantity: 1 }));
    });
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    act(() => {
      store.dispatch(itemAdded({ ...shoeBlack, quantity: 1, selectedColor: 'Blue' }));
      store.dispatch(itemAdded({ ...shoeBlack, quantity: 1 }));
    });
    expect(await screen.findByText('Cart updated')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem')).toHaveLength(2);
    expect(quantityOf('Trail Runner (Colour: Black · Size: UK 8)')).toHaveTextContent('2');
    expect(quantityOf('Trail Runner (Colour: Blue · Size: UK 8)')).toHaveTextContent('1');
  });

  it('sends a signed-out shopper to sign in first, remembering checkout', async () => {
    const { user, router } = openCart([shoeBlack]);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/checkout' });
  });

  it('takes a signed-in shopper to checkout', async () => {
    const { user, router } = openCart([shoeBlack], 'signedIn');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
  });

  it('loads the cart from the device and saves every change there', async () => {
    window.localStorage.setItem(
      'cart',
      JSON.stringify({ lines: JSON.stringify([shoeBlack]), _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
    );
    const store = setupStore();
    startPersistence(store);
    const { user } = renderWithProviders(<CartScreen />, { route: '/cart', path: '/cart', store });
    await heading();
    const label = 'Trail Runner (Colour: Black · Size: UK 8)';
    expect(await screen.findByRole('status', { name: `Quantity of ${label}` })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${label}` }));
    await waitFor(() => {
      const stored = JSON.parse(window.localStorage.getItem('cart') ?? '{}') as { lines?: string };
      expect(JSON.parse(stored.lines ?? '[]')).toEqual([{ ...shoeBlack, quantity: 3 }]);
    });
  });
});
