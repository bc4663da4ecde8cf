import { setupStore } from '@/app/store';
import { CART_FULL_NOTICE } from './addNotice';
import { MAX_CART_LINES, type CartLine } from './cartLine';
import {
  cartCleared,
  cartRestored,
  itemAdded,
  itemRemoved,
  quantityChanged,
  selectCartCount,
  selectCartLines,
  selectCartSubtotal,
} from './cartSlice';

const shoe: CartLine = {
  id: 'p-1',
  name: 'Trail Runner',
  image: 'shoe.svg',
  price: 2499,
  quantity: 1,
  selectedSize: 'UK 8',
  selectedColor: 'Black',
};

const notificationTitles = (store: ReturnType<typeof setupStore>) => store.getState().ui.notifications.map((item) => item.title);

describe('Clear Cart undo', () => {
  const mat: CartLine = { ...shoe, id: 'p-2', name: 'Yoga Mat', selectedSize: '', selectedColor: '' };

  it('puts an Undo described by data in the notice, which round-trips through JSON and restores the lines', () => {
    const store = setupStore();
    store.dispatch(itemAdded(shoe));
    store.dispatch(itemAdded(mat));
    store.dispatch(cartCleared());
    const notice = store.getState().ui.notifications.at(-1);
    expect(notice?.action).toEqual({ label: 'Undo', action: cartRestored([shoe, mat]) });
    expect(JSON.parse(JSON.stringify(notice))).toEqual(notice);
    store.dispatch(itemAdded({ ...mat, id: 'p-3' }));
    store.dispatch(notice!.action!.action);
    expect(selectCartLines(store.getState())).toEqual([shoe, mat, { ...mat, id: 'p-3' }]);
  });

  it('offers no Undo when the cart was already empty', () => {
    const store = setupStore();
    store.dispatch(cartCleared());
    expect(store.getState().ui.notifications.at(-1)?.action).toBeUndefined();
  });
});

describe('cart', () => {
  it('adds a new line and says so', () => {
    const store = setupStore();
    store.dispatch(itemAdded(shoe));
    expect(selectCartLines(store.getState())).toEqual([shoe]);
    expect(notificationTitles(store)).toEqual(['Added to cart']);
  });

  it('merges the same product, size and colour into one line and says the cart was updated', () => {
    const store = setupStore();
    store.dispatch(itemAdded(shoe));
    store.dispatch(itemAdded({ ...shoe, quantity: 2 }));
    expect(selectCartLines(store.getState())).toEqual([{ ...shoe, quantity: 3 }]);
    expect(notificationTitles(store)).toEqual(['Added to cart', 'Cart updated']);
  });

  it('keeps other sizes or colours of one product as separate lines', () => {
    const store = setupStore();
    store.dispatch(itemAdded(shoe));
    store.dispatch(itemAdded({ ...shoe, selectedSize: 'UK 9' }));
    store.dispatch(itemAdded({ ...shoe, selectedColor: 'White' }));
    expect(selectCartLines(store.getState())).toHaveLength(3);
    expect(notificationTitles(store)).toEqual(['Added to cart', 'Added to cart', 'Added to cart']);
  });

  it('removes the line it is asked to, with a notice', () => {
    const store = setupStore();
    store.dispatch(itemAdded(shoe));
    store.dispatch(itemAdded({ ...shoe, selectedSize: 'UK 9' }));
    store.dispatch(itemRemoved({ id: 'p-1', selectedSize: 'UK 8', selectedColor: 'Black' }));
    expect(selectCartLines(store.getState())).toEqual([{ ...shoe, selectedSize: 'UK 9' }]);
    expect(notificationTitles(store)).toContain('Removed from cart');
  });

  it('changes a quantity but ignores anything below 1', () => {
    const store = setupStore();
    store.dispatch(itemAdded(shoe));
    store.dispatch(quantityChanged({ ...shoe, quantity: 4 }));
    expect(selectCartLines(store.getState())[0]?.quantity).toBe(4);
    store.dispatch(quantityChanged({ ...shoe, quantity: 0 }));
    store.dispatch(quantityChanged({ ...shoe, quantity: -3 }));
    expect(selectCartLines(store.getState())[0]?.quantity).toBe(4);
  });

  it('clears everything with the spec notice', () => {
    const store = setupStore();
    store.dispatch(itemAdded(shoe));
    store.dispatch(cartCleared());
    expect(selectCartLines(store.getState())).toEqual([]);
    const last = store.getState().ui.notifications.at(-1);
    expect(last).toMatchObject({ title: 'Cart cleared', description: 'All items have been removed from your cart.' });
  });

  it('counts items and sums the subtotal', () => {
    const store = setupStore();
    store.dispatch(itemAdded({ ...shoe, quantity: 2 }));
    store.dispatch(itemAdded({ ...shoe, id: 'p-2', price: 500, quantity: 1 }));
    expect(selectCartCount(store.getState())).toBe(3);
    expect(selectCartSubtotal(store.getState())).toBe(5498);
  });
});

describe('cart limits', () => {
  const lastNotice = (store: ReturnType<typeof setupStore>) => store.getState().ui.notifications.at(-1);

  it('holds a line to 99, however it is added or changed, and says so when it caps an add', () => {
    const store = setupStore();
    store.dispatch(itemAdded({ ...shoe, quantity: 150 }));
    expect(selectCartLines(store.getState())[0]?.quantity).toBe(99);
    expect(lastNotice(store)).toMatchObject({ title: 'Added to cart', description: 'Up to 99 per order: this item now has 99.' });
    store.dispatch(quantityChanged({ ...shoe, quantity: 40 }));
    store.dispatch(itemAdded({ ...shoe, quantity: 70 }));
    expect(selectCartLines(store.getState())[0]?.quantity).toBe(99);
    expect(lastNotice(store)).toMatchObject({ title: 'Cart updated', description: 'Up to 99 per order: this item now has 99.' });
    store.dispatch(quantityChanged({ ...shoe, quantity: 1e308 }));
    expect(selectCartCount(store.getState())).toBe(99);
  });

  it('refuses a quantity that is not a number', () => {
    const store = setupStore();
    store.dispatch(itemAdded({ ...shoe, quantity: Number.NaN }));
    expect(selectCartLines(store.getState())).toEqual([]);
    store.dispatch(itemAdded(shoe));
    store.dispatch(quantityChanged({ ...shoe, quantity: Number.NaN }));
    expect(selectCartCount(store.getState())).toBe(1);
  });

  it('holds at most 50 lines, tells the shopper when full, and still raises a line already in it', () => {
    const store = setupStore();
    for (let index = 0; index < MAX_CART_LINES; index += 1) store.dispatch(itemAdded({ ...shoe, id: `p-${index}` }));
    expect(selectCartLines(store.getState())).toHaveLength(50);
    store.dispatch(itemAdded({ ...shoe, id: 'p-new' }));
    expect(selectCartLines(store.getState())).toHaveLength(50);
    expect(lastNotice(store)).toEqual(expect.objectContaining(CART_FULL_NOTICE));
    expect(CART_FULL_NOTICE).toMatchObject({
      title: 'Cart is full',
      description: 'Your cart holds up to 50 different items. Remove one to add another.',
    });
    store.dispatch(itemAdded({ ...shoe, id: 'p-0' }));
    expect(selectCartLines(store.getState())[0]?.quantity).toBe(2);
    expect(lastNotice(store)).toMatchObject({ title: 'Cart updated' });
  });
});
