import { act, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { PINCODE } from '@rules/pincode';
import { addProducts, shop, signUp } from '@/test/fakeShop';
import { rehydratedStore } from '@/test/rehydratedStore';
import { renderApp } from '@/test/renderWithProviders';
import { CART_STORAGE_KEY, migrateStoredCart } from './cartPersistence';
import { pincodeChosen, selectCartPincode } from './cartSlice';

const stored = (pincode: unknown, lines: unknown[] = []) =>
  JSON.stringify({
    lines: JSON.stringify(lines),
    pincode: JSON.stringify(pincode),
    _persist: JSON.stringify({ version: 2, rehydrated: true }),
  });

describe('the pincode kept with the cart', () => {
  it('is saved under the local-storage key `cart`', async () => {
    const { store, persistor } = await rehydratedStore();
    store.dispatch(pincodeChosen({ pincode: '560001' }));
    await persistor.flush();
    const saved = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) as string) as { pincode: string };
    expect(JSON.parse(saved.pincode)).toBe('560001');
  });

  it.each([['000000'], ['56001'], [560001], ['<img src=x>'], [{ pincode: '560001' }], [null]])(
    'drops a stored pincode that is no pincode (%p), keeping the lines',
    async (pincode) => {
      const line = { id: 'p-1', name: 'Rope', image: '', price: 349, quantity: 1, selectedSize: '', selectedColor: '' };
      window.localStorage.setItem(CART_STORAGE_KEY, stored(pincode, [line]));
      const { store } = await rehydratedStore();
      expect(selectCartPincode(store.getState())).toBe('');
      expect(store.getState().cart.lines).toEqual([line]);
    },
  );

  it('reads as a pincode or nothing, whatever was stored', () => {
    fc.assert(
      fc.property(fc.anything(), fc.oneof(fc.anything(), fc.stringMatching(/^\d{6}$/)), (lines, pincode) => {
        const { pincode: kept } = migrateStoredCart({ lines, pincode });
        return kept === '' || (PINCODE.test(kept) && kept === pincode);
      }),
    );
  });

  it('ignores anything but a pincode', async () => {
    const { store } = await rehydratedStore();
    store.dispatch(pincodeChosen({ pincode: '560001' }));
    store.dispatch(pincodeChosen({ pincode: '012345' }));
    expect(selectCartPincode(store.getState())).toBe('560001');
  });

  it('survives a reload and signing in, prefilled on the product page', async () => {
    shop.delivery = 'served';
    const [mat] = addProducts({ title: 'Cork Yoga Mat', regularPrice: 1499 });
    signUp({ email: 'asha@example.in' }, 'secret-123');
    window.localStorage.setItem(CART_STORAGE_KEY, stored('560001'));
    // A reload: a new store that reads the device's storage.
    const { store, persistor } = await rehydratedStore();
    const { user, router } = renderApp({ store, persistor, route: `/product/${mat!.id}` });
    const field = await screen.findByRole('textbox', { name: 'Pincode' });
    expect(field).toHaveValue('560 001');
    const answer = within(screen.getByRole('region', { name: 'Delivery' })).getByRole('status');
    await waitFor(() => expect(answer).toHaveTextContent('Delivery by Thu, 3 Dec · Cash on Delivery available'));

    await act(() => router.navigate('/login'));
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'asha@example.in');
    await user.type(screen.getByLabelText(/^Password/), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(store.getState().auth.status).toBe('signedIn'));
    await act(() => router.navigate(`/product/${mat!.id}`));
    expect(await screen.findByRole('textbox', { name: 'Pincode' })).toHaveValue('560 001');
  });
});
