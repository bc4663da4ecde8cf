import { act, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { createPersistor, setupStore, type AppStore } from '@/app/store';
import { encodes, junkId, junkText } from '@/test/arbitraries';
import { buildProduct } from '@/test/builders';
import { shop } from '@/test/fakeShop';
import { rehydratedStore } from '@/test/rehydratedStore';
import { renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { asImageUrl } from '@/utils/urls';
import { migrateStoredRecentlyViewed, RECENTLY_VIEWED_STORAGE_KEY } from './recentlyViewedPersistence';
import { RecentlyViewedRow } from './RecentlyViewedRow';
import { productViewed, RECENTLY_VIEWED_LIMIT } from './recentlyViewedSlice';

const item = (n: number) => ({ id: `p-${n}`, name: `Product ${n}`, image: `https://img.test/${n}.png`, price: 100 * n });

/** The products the recently viewed row shows, by name and in its order; none while it is hidden. */
function namesShown() {
  const row = screen.queryByRole('region', { name: 'Recently viewed' });
  return row
    ? within(row)
        .getAllByRole('link')
        .map((link) => link.textContent)
    : [];
}

/** The row drawn from `store`: what the home page and the empty cart show. */
function rowShown(store: AppStore) {
  renderWithProviders(<RecentlyViewedRow />, { store });
  return namesShown();
}

describe('productViewed', () => {
  it('keeps the last 12 products, newest first, each once, until Clear', async () => {
    const store = setupStore();
    for (let n = 1; n <= 14; n += 1) store.dispatch(productViewed(item(n)));
    store.dispatch(productViewed(item(10)));
    const { user } = renderWithProviders(<RecentlyViewedRow />, { store });
    const names = namesShown();
    expect(names).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(names.slice(0, 3)).toEqual(['Product 10', 'Product 14', 'Product 13']);
    expect(names).not.toContain('Product 2');
    expect(names.filter((name) => name === 'Product 10')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear recently viewed products' }));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
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
    expect(rowShown(store)).toEqual(['Product 1']);
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
    expect(rowShown(store)).toEqual(['Product 1', 'Product 2']);
  });

  it.each([
    ['corrupt text', '{"items": [oops', []],
    ['a plain list', JSON.stringify([item(1), { name: 'no id' }]), ['Product 1']],
    ['an unparseable inner value', JSON.stringify({ items: '[oops', _persist: '{"version":1}' }), []],
  ])('starts without crashing from %s, keeping what can be read', async (_label, stored, shown) => {
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, stored);
    const { store } = await rehydratedStore();
    expect(rowShown(store)).toEqual(shown);
  });

  it('cleans whatever was stored into at most 12 safe products (generated storage)', () => {
    const storedItem = fc.record({
      id: fc.oneof(junkId, fc.constantFrom('p-1', 'p-2', 'p-3')),
      name: junkText,
      image: fc.oneof(junkText, fc.constantFrom('javascript:alert(1)', 'https://img.test/a.png')),
      price: fc.anything(),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.array(storedItem, { maxLength: 30 }).map((items) => ({ items })),
        ),
        (stored) => {
          const { items } = migrateStoredRecentlyViewed(stored);
          const ids = items.map((kept) => kept.id);
          return (
            items.length <= RECENTLY_VIEWED_LIMIT &&
            new Set(ids).size === ids.length &&
            items.every((kept) => kept.id !== '' && encodes(kept.id) && asImageUrl(kept.image) === kept.image && kept.price >= 0)
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the recently viewed row', () => {
  it('records a product opened on its page and shows it on the home page, until Clear', async () => {
    const dto = buildProduct({ title: 'Trail Runner', regularPrice: 2499 });
    shop.products.push(dto);
    const { router, user } = renderApp({ route: `/product/${dto.id}` });
    await screen.findByRole('heading', { level: 1, name: 'Trail Runner' });

    await act(() => router.navigate('/'));
    const row = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(1);
    const link = within(row).getByRole('link', { name: 'Trail Runner' });
    expect(link).toHaveAttribute('href', `/product/${dto.id}`);
    // eslint-disable-next-line testing-library/no-node-access -- the picture is decorative (alt=""): no role query reaches it
    expect(link.querySelector('img')).toHaveAttribute('src', dto.imgUrl);
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
