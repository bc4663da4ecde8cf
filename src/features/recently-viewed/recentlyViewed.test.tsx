import { act, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { createPersistor, setupStore } from '@/app/store';
import { encodes, junkId, junkText } from '@/test/arbitraries';
import { buildProduct } from '@/test/builders';
import { shop } from '@/test/fakeShop';
import { rehydratedStore } from '@/test/rehydratedStore';
import { renderApp } from '@/test/renderWithProviders';
import { asImageUrl } from '@/utils/urls';
import { migrateStoredRecentlyViewed, RECENTLY_VIEWED_STORAGE_KEY } from './recentlyViewedPersistence';
import { productViewed, RECENTLY_VIEWED_LIMIT, recentlyViewedCleared, selectRecentlyViewed } from './recentlyViewedSlice';

const item = (n: number) => ({ id: `p-${n}`, name: `Product ${n}`, image: `https://img.test/${n}.png`, price: 100 * n });

describe('productViewed', () => {
  it('keeps the last 12 products, newest first, each once', () => {
    const store = setupStore();
    for (let n = 1; n <= 14; n += 1) store.dispatch(productViewed(item(n)));
    store.dispatch(productViewed(item(10)));
    const ids = selectRecentlyViewed(store.getState()).map((kept) => kept.id);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids.slice(0, 3)).toEqual(['p-10', 'p-14', 'p-13']);
    expect(ids).not.toContain('p-2');
    store.dispatch(recentlyViewedCleared());
    expect(selectRecentlyViewed(store.getState())).toEqual([]);
  });
});

describe('recently viewed storage', () => {
  it('is kept under its own local-storage key and read back at start', async () => {
    const first = await rehydratedStore();
    first.store.dispatch(productViewed(item(1)));
    await first.persistor.flush();
    const saved = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) as string) as { items: string };
    expect(JSON.parse(saved.items)).toEqual([item(1)]);
    const { store } = await rehydratedStore();
    expect(selectRecentlyViewed(store.getState())).toEqual([item(1)]);
  });

  it('keeps a view recorded before the stored list is read (a product page hydrating) first, the stored ones after', async () => {
    const first = await rehydratedStore();
    first.store.dispatch(productViewed(item(1)));
    first.store.dispatch(productViewed(item(2)));
    await first.persistor.flush();
    // A server-rendered page reads storage only once it has hydrated; its product is recorded before.
    const store = setupStore();
    const persistor = createPersistor(store);
    store.dispatch(productViewed(item(1)));
    persistor.persist();
    await new Promise<void>((resolve) => {
      const check = () => (persistor.getState().bootstrapped ? resolve() : undefined);
      persistor.subscribe(check);
      check();
    });
    expect(selectRecentlyViewed(store.getState()).map((kept) => kept.id)).toEqual(['p-1', 'p-2']);
  });

  it.each([
    ['corrupt text', '{"items": [oops'],
    ['a plain list', JSON.stringify([item(1), { name: 'no id' }])],
    ['an unparseable inner value', JSON.stringify({ items: '[oops', _persist: '{"version":1}' })],
  ])('starts without crashing from %s', async (_label, stored) => {
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, stored);
    const { store } = await rehydratedStore();
    expect(selectRecentlyViewed(store.getState()).every((kept) => kept.id === 'p-1')).toBe(true);
  });

  it('cleans whatever was stored into at most 12 safe products (generated storage)', () => {
    const storedItem = fc.record({
      id: fc.oneof(junkId, fc.constantFrom('p-1', 'p-2', 'p-3')),
      name: junkText,
      image: fc.oneof(junkText, fc.constantFrom('javascript:alert(1)', 'https://img.test/a.png')),
      price: fc.anything(),
    });
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.array(storedItem, { maxLength: 30 }).map((items) => ({ items }))), (stored) => {
        const { items } = migrateStoredRecentlyViewed(stored);
        const ids = items.map((kept) => kept.id);
        return (
          items.length <= RECENTLY_VIEWED_LIMIT &&
          new Set(ids).size === ids.length &&
          items.every((kept) => kept.id !== '' && encodes(kept.id) && asImageUrl(kept.image) === kept.image && kept.price >= 0)
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('the recently viewed row', () => {
  it('records a product opened on its page and shows it on the home page, until Clear', async () => {
    const dto = buildProduct({ title: 'Trail Runner', regularPrice: 2499 });
    shop.products.push(dto);
    const { store, router, user } = renderApp({ route: `/product/${dto.id}` });
    await screen.findByRole('heading', { level: 1, name: 'Trail Runner' });
    expect(selectRecentlyViewed(store.getState())).toEqual([{ id: dto.id, name: 'Trail Runner', image: dto.imgUrl, price: 2499 }]);

    await act(() => router.navigate('/'));
    const row = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(row).getByRole('link', { name: 'Trail Runner' })).toHaveAttribute('href', `/product/${dto.id}`);
    expect(within(row).getByText('₹2,499')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Clear recently viewed products' }));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('shows in the empty cart', async () => {
    const store = setupStore();
    store.dispatch(productViewed(item(3)));
    renderApp({ store, route: '/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    const row = screen.getByRole('region', { name: 'Recently viewed' });
    expect(within(row).getByRole('link', { name: 'Product 3' })).toHaveAttribute('href', '/product/p-3');
  });
});
