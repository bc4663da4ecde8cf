import fc from 'fast-check';
import { setupStore } from '@/app/store';
import { encodes, junkId, junkText } from '@/test/arbitraries';
import { rehydratedStore } from '@/test/rehydratedStore';
import { asImageUrl } from '@/utils/urls';
import { migrateStoredWishlist, readStoredWishlist, WISHLIST_STORAGE_KEY, withStoredWishlist } from './wishlistPersistence';
import { selectWishlistItems, wishlistToggled } from './wishlistSlice';

const item = { id: 'p-1', name: 'Yoga Mat', image: 'mat.svg', price: 1299 };

describe('wishlistToggled', () => {
  it('adds a product, and takes it out again', () => {
    const store = setupStore();
    store.dispatch(wishlistToggled(item));
    expect(selectWishlistItems(store.getState())).toEqual([item]);
    store.dispatch(wishlistToggled(item));
    expect(selectWishlistItems(store.getState())).toEqual([]);
  });
});

describe('migrateStoredWishlist', () => {
  it('keeps good items once each and drops items without an id', () => {
    expect(migrateStoredWishlist({ items: [item, item, { name: 'no id' }, null] }).items).toEqual([item]);
    expect(migrateStoredWishlist([{ id: 7 }]).items).toEqual([{ id: '7', name: '', image: '', price: 0 }]);
  });

  it('never throws, whatever was stored', () => {
    fc.assert(fc.property(fc.anything(), (stored) => migrateStoredWishlist(stored).items.every((kept) => kept.id !== '')));
    fc.assert(fc.property(fc.string(), (text) => typeof readStoredWishlist(text) === 'string'));
  });
});

describe('withStoredWishlist', () => {
  it('keeps the products saved before the stored wishlist was read, after the stored ones, once each', () => {
    const ball = { id: 'p-2', name: 'Football', image: 'ball.svg', price: 799 };
    expect(withStoredWishlist({ items: [item] }, { items: [ball, item] }).items).toEqual([item, ball]);
    expect(withStoredWishlist({ items: [item] }, { items: [] }).items).toEqual([item]);
  });
});

describe('wishlist persistence', () => {
  it('saves the wishlist under the local-storage key `wishlist`', async () => {
    const { store, persistor } = await rehydratedStore();
    store.dispatch(wishlistToggled(item));
    await persistor.flush();
    const saved = JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) as string) as { items: string };
    expect(JSON.parse(saved.items)).toEqual([item]);
  });

  it('restores a saved wishlist at start', async () => {
    window.localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      JSON.stringify({ items: JSON.stringify([item]), _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
    );
    const { store } = await rehydratedStore();
    expect(selectWishlistItems(store.getState())).toEqual([item]);
  });

  it.each([
    ['corrupt text', '{"items": [oops'],
    ['a plain list', JSON.stringify([item, { name: 'no id' }])],
    ['an unparseable inner value', JSON.stringify({ items: '[oops', _persist: '{"version":1}' })],
  ])('starts without crashing from %s', async (_label, stored) => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, stored);
    const { store } = await rehydratedStore();
    expect(selectWishlistItems(store.getState()).every((kept) => kept.id === 'p-1')).toBe(true);
  });
});

describe('a stored wishlist that could break the page', () => {
  it('keeps only ids that fit a URL and pictures that are http(s) (generated wishlists)', () => {
    const storedItem = fc.record({
      id: fc.oneof(junkId, fc.constantFrom('p-1', 'p-2')),
      name: junkText,
      image: fc.oneof(junkText, fc.constantFrom('javascript:alert(1)', 'data:image/svg+xml,x', 'https://img.test/a.png')),
      price: fc.anything(),
    });
    fc.assert(
      fc.property(fc.array(storedItem, { maxLength: 20 }), (items) =>
        migrateStoredWishlist({ items }).items.every((kept) => kept.id !== '' && encodes(kept.id) && asImageUrl(kept.image) === kept.image),
      ),
      { numRuns: 1000 },
    );
    expect(
      migrateStoredWishlist([
        { ...item, id: '\ud800x' },
        { ...item, image: 'vbscript:x' },
      ]).items,
    ).toEqual([{ ...item, image: '' }]);
  });
});
