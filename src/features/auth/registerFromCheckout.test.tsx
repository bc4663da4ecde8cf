import { screen, waitFor, within } from '@testing-library/react';
import { itemAdded } from '@/features/cart/cartSlice';
import { addProducts, signUp } from '@/test/fakeShop';
import { rehydratedStore } from '@/test/rehydratedStore';
import { renderApp } from '@/test/renderWithProviders';

// A shopper without an account on the way to checkout: registering lands on `/`, as the spec says,
// and the way on to checkout is right there, not lost.

async function fill(user: { click: (e: Element) => Promise<void>; paste: (text: string) => Promise<void> }, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function openCartWithALine() {
  const [mat] = addProducts({ title: 'Cork Yoga Mat', regularPrice: 1499 });
  const { store, persistor } = await rehydratedStore();
  store.dispatch(itemAdded({ id: mat!.id, name: mat!.title, image: '', price: 1499, quantity: 1, selectedSize: '', selectedColor: '' }));
  return renderApp({ store, persistor, route: '/cart' });
}

async function register(user: Parameters<typeof fill>[0]) {
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  await fill(user, /^First name/, 'Asha');
  await fill(user, /^Last name/, 'Rao');
  await fill(user, /^Email/, 'asha@example.com');
  await fill(user, /^Password/, 'secret1');
  await fill(user, /^Confirm password/, 'secret1');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('registering on the way to checkout', () => {
  it('lands on / with the account created, and signing in there goes on to checkout', async () => {
    const { user, router } = await openCartWithALine();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.click(await screen.findByRole('link', { name: 'Create one' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));

    await register(user);
    expect(await screen.findByText('Account created successfully. You can now log in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const onward = await screen.findByRole('region', { name: 'Continue to checkout' });
    expect(within(onward).getByText('Your account is ready. Sign in to continue to checkout.')).toBeInTheDocument();
    await user.click(within(onward).getByRole('link', { name: 'Sign in and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fill(user, /^Email/, 'asha@example.com');
    await fill(user, /^Password/, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(await screen.findByRole('heading', { name: 'Shipping Information' })).toBeInTheDocument();
  });

  it('says nothing of checkout to a shopper who registered from nowhere in particular', async () => {
    const { user, router } = renderApp({ route: '/register' });
    await register(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Account created successfully. You can now log in.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Continue to checkout' })).not.toBeInTheDocument();
  });

  it('carries the way on through "Sign in" on the registration page too', async () => {
    signUp({ email: 'asha@example.com' }, 'secret1');
    const { user, router } = await openCartWithALine();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await user.click(await screen.findByRole('link', { name: 'Create one' }));
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await fill(user, /^Email/, 'asha@example.com');
    await fill(user, /^Password/, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });
});
