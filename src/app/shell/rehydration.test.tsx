import { act, screen, within } from '@testing-library/react';
import { persistStore, type PersistorOptions } from 'redux-persist';
import { persistNow, setupStore } from '@/app/store';
import { itemAdded } from '@/features/cart/cartSlice';
import { productViewed } from '@/features/recently-viewed/recentlyViewedSlice';
import { RECENTLY_VIEWED_STORAGE_KEY } from '@/features/recently-viewed/recentlyViewedPersistence';
import { rehydratedStore } from '@/test/rehydratedStore';
import { renderApp } from '@/test/renderWithProviders';

const rope = { id: 'p-1', name: 'Skipping Rope', image: 'rope.svg', price: 349, quantity: 2, selectedSize: '', selectedColor: 'Red' };

/** A cart saved by an earlier visit, through the app's own persistence. */
async function saveCartOfAnEarlierVisit() {
  const { store, persistor } = await rehydratedStore();
  store.dispatch(itemAdded(rope));
  await persistor.flush();
  persistor.pause();
}

/** This visit's store, whose storage is read only when the test calls `persist()`: a slow read. */
function storeReadingStorageLater() {
  const store = setupStore();
  // redux-persist 6 reads `manualPersist` (persistStore.js) but its typings do not list it.
  return { store, persistor: persistStore(store, { manualPersist: true } as PersistorOptions) };
}

const cartLink = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Cart, / });

describe('the stored cart and the first screen', () => {
  it('shows the first screen before storage is read; the cart badge fills in after', async () => {
    await saveCartOfAnEarlierVisit();
    const { store, persistor } = storeReadingStorageLater();
    renderApp({ route: '/nowhere', store, persistor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');

    await act(async () => persistor.persist());
    expect(
      await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Cart, 2 items' }),
    ).toBeInTheDocument();
    expect(within(cartLink()).getByText('2')).toBeInTheDocument();
  });

  it('keeps the cart screen from showing an empty cart while storage is read', async () => {
    await saveCartOfAnEarlierVisit();
    const { store, persistor } = storeReadingStorageLater();
    renderApp({ route: '/cart', store, persistor });
    // The layout is drawn once the screen's code has loaded: what shows in it is the screen's choice.
    await screen.findByRole('navigation', { name: 'Main' });
    expect(within(screen.getByRole('main')).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shopping Cart' })).not.toBeInTheDocument();
    expect(screen.queryByText(/your cart is empty/i)).not.toBeInTheDocument();

    await act(async () => persistor.persist());
    expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cart items' })).toHaveTextContent('Skipping Rope');
  });

  it('a page left before storage was read still keeps what it changed: read, merged and written on the way out', async () => {
    await saveCartOfAnEarlierVisit();
    const { store, persistor } = storeReadingStorageLater();
    const ball = { id: 'p-2', name: 'Football', image: 'ball.svg', price: 799 };
    store.dispatch(productViewed(ball));
    store.dispatch(itemAdded({ ...ball, quantity: 1, selectedSize: '', selectedColor: '' }));
    // No timer runs: redux-persist's own throttled write cannot be what saves them.
    jest.useFakeTimers();
    try {
      persistNow(persistor, () => persistor.persist());
      // Only promise callbacks, as after a pagehide handler.
      for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    } finally {
      jest.useRealTimers();
    }
    // redux-persist stores each field as JSON text of its own.
    const saved = (key: string, field: string) =>
      JSON.parse((JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, string>)[field] ?? 'null') as
        | { id: string }[]
        | null;
    expect(saved(RECENTLY_VIEWED_STORAGE_KEY, 'items')?.map((item) => item.id)).toEqual(['p-2']);
    // The earlier visit's line kept, this page's added.
    expect(saved('cart', 'lines')?.map((line) => line.id)).toEqual(['p-1', 'p-2']);
  });
});
