import fc from 'fast-check';
import { rehydratedStore } from '@/test/rehydratedStore';
import { CART_STORAGE_KEY, migrateStoredCart, readStoredCart, withStoredCart } from './cartPersistence';
import { itemAdded, selectCartLines } from './cartSlice';

const line = {
  id: 'p-1',
  name: 'Skipping Rope',
  image: 'rope.svg',
  price: 349,
  quantity: 2,
  selectedSize: '',
  selectedColor: 'Red',
};

describe('migrateStoredCart', () => {
  it('keeps good lines and drops lines without id, price or a quantity of at least 1', () => {
    const stored = {
      lines: [line, { ...line, id: '' }, { ...line, id: 'p-2', price: 'cheap' }, { ...line, id: 'p-3', quantity: 0 }, null, 'junk'],
    };
    expect(migrateStoredCart(stored).lines).toEqual([line]);
  });

  it('reads the older `items` shape and the pre-Redux plain list', () => {
    expect(migrateStoredCart({ items: [line] }).lines).toEqual([line]);
    expect(migrateStoredCart([line]).lines).toEqual([line]);
  });

  it('fills missing optional fields and merges duplicates of one line', () => {
    const bare = { id: 7, price: '99.5', quantity: 1.7 };
    expect(migrateStoredCart([bare, bare]).lines).toEqual([
      { id: '7', name: '', image: '', price: 99.5, quantity: 2, selectedSize: '', selectedColor: '' },
    ]);
  });

  it('never throws and only ever yields valid lines, whatever was stored', () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const { lines } = migrateStoredCart(stored);
        return lines.every((item) => item.id !== '' && item.price >= 0 && Number.isInteger(item.quantity) && item.quantity >= 1);
      }),
    );
  });
});

describe('readStoredCart', () => {
  it('passes the current format through and re-wraps anything else', () => {
    const current = JSON.stringify({ lines: JSON.stringify([line]), _persist: JSON.stringify({ version: 1, rehydrated: true }) });
    expect(readStoredCart(current)).toBe(current);
    const wrapped = JSON.parse(readStoredCart('{not json') as string) as { lines: string };
    expect(JSON.parse(wrapped.lines)).toEqual([]);
    expect(readStoredCart(null)).toBeNull();
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (text) => typeof readStoredCart(text) === 'string'));
  });
});

describe('cart persistence', () => {
  it('saves the cart under the local-storage key `cart` exactly', async () => {
    const { store, persistor } = await rehydratedStore();
    store.dispatch(itemAdded(line));
    await persistor.flush();
    const saved = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) as string) as { lines: string };
    expect(JSON.parse(saved.lines)).toEqual([line]);
    expect(Object.keys(window.localStorage).filter((key) => key.includes('cart'))).toEqual([CART_STORAGE_KEY]);
  });

  it('restores a saved cart at start', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ lines: JSON.stringify([line]), _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
    );
    const { store } = await rehydratedStore();
    expect(selectCartLines(store.getState())).toEqual([line]);
  });

  it.each([
    ['corrupt text', '{"lines": [oops'],
    [
      'a hand-edited line list',
      JSON.stringify({ lines: JSON.stringify([line, { id: 'x', price: -1, quantity: 1 }]), _persist: '{"version":1}' }),
    ],
    ['the pre-Redux plain list', JSON.stringify([line, { name: 'no id' }])],
    ['an unparseable inner value', JSON.stringify({ lines: '[oops', _persist: '{"version":1}' })],
  ])('starts without crashing from %s, keeping the good lines', async (_label, stored) => {
    window.localStorage.setItem(CART_STORAGE_KEY, stored);
    const { store } = await rehydratedStore();
    const lines = selectCartLines(store.getState());
    expect(lines.every((item) => item.id === 'p-1')).toBe(true);
  });

  it('keeps the good line of a hand-edited cart', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ lines: JSON.stringify([line, { id: 'x', price: -1, quantity: 1 }]), _persist: '{"version":1}' }),
    );
    const { store } = await rehydratedStore();
    expect(selectCartLines(store.getState())).toEqual([line]);
  });
});

describe('migrateStoredCart limits', () => {
  it('holds quantities to 99, merged twins included', () => {
    expect(migrateStoredCart([{ ...line, quantity: 1e308 }]).lines[0]?.quantity).toBe(99);
    expect(
      migrateStoredCart([
        { ...line, quantity: 60 },
        { ...line, quantity: 60 },
      ]).lines,
    ).toEqual([{ ...line, quantity: 99 }]);
  });

  it('keeps the first 50 lines', () => {
    const stored = Array.from({ length: 70 }, (_, index) => ({ ...line, id: `p-${index}` }));
    const { lines } = migrateStoredCart(stored);
    expect(lines).toHaveLength(50);
    expect(lines.at(-1)?.id).toBe('p-49');
  });

  it('drops lines whose id cannot go in a URL and pictures that are not http(s)', () => {
    const cleaned = migrateStoredCart([
      { ...line, id: '\ud800x' },
      { ...line, image: 'javascript:alert(1)' },
    ]).lines;
    expect(cleaned).toEqual([{ ...line, image: '' }]);
  });
});

describe('the stored coupon', () => {
  it('survives a reload by shape, and anything else reads as none', () => {
    expect(migrateStoredCart({ lines: [], coupon: 'run10' }).coupon).toBe('RUN10');
    for (const coupon of ['<b>', 42, null, 'X'.repeat(40)]) expect(migrateStoredCart({ lines: [], coupon }).coupon).toBe('');
    expect(migrateStoredCart({ lines: [] }).coupon).toBe('');
  });
});

describe('withStoredCart', () => {
  it('adds the lines added before the stored cart was read to it, as a second add would', () => {
    const stored = { lines: [line, { ...line, id: 'p-2', quantity: 98 }], pincode: '', coupon: 'RUN10' };
    const addedMeanwhile = {
      pincode: '',
      coupon: '',
      lines: [
        { ...line, quantity: 1 },
        { ...line, id: 'p-2', quantity: 5 },
        { ...line, id: 'p-3' },
      ],
    };
    expect(withStoredCart(stored, addedMeanwhile).lines).toEqual([
      { ...line, quantity: 3 },
      { ...line, id: 'p-2', quantity: 99 },
      { ...line, id: 'p-3' },
    ]);
    expect(withStoredCart(stored, addedMeanwhile).coupon).toBe('RUN10');
    expect(withStoredCart({ lines: [], pincode: '', coupon: '' }, addedMeanwhile)).toEqual(addedMeanwhile);
    expect(withStoredCart(stored, { lines: [], pincode: '', coupon: '' })).toEqual(stored);
  });
});
