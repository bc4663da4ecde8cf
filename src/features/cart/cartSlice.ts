import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { tidyCouponCode } from '@rules/couponCode';
import { PINCODE } from '@rules/pincode';
import { ordersApi } from '@/features/orders/ordersApi';
import { clampQuantity, isSameLine, MAX_CART_LINES, type CartLine, type CartLineKey } from './cartLine';

export interface CartState {
  lines: CartLine[];
  /** The shopper's delivery pincode (six digits, or ''), kept on the device with the cart: it answers wherever the cart is. */
  pincode: string;
  /** The coupon code the shopper applied (capitals), or '': kept with the cart, so it survives a reload; the server says whether it applies. */
  coupon: string;
}

export const initialCartState: CartState = { lines: [], pincode: '', coupon: '' };

/** How a line was added: `openingCart`, on the way to the cart (the product page's Add to Cart), where its notice belongs. */
export interface AddedHow {
  openingCart?: boolean;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    itemAdded: {
      reducer(state, action: PayloadAction<CartLine, string, AddedHow>) {
        const incoming = action.payload;
        // Written so that NaN is refused too.
        if (!(incoming.quantity >= 1)) return;
        const existing = state.lines.find((line) => isSameLine(line, incoming));
        if (existing) existing.quantity = clampQuantity(existing.quantity + incoming.quantity);
        else if (state.lines.length < MAX_CART_LINES) state.lines.push({ ...incoming, quantity: clampQuantity(incoming.quantity) });
      },
      prepare: (line: CartLine, how: AddedHow = {}) => ({ payload: line, meta: how }),
    },
    quantityChanged(state, action: PayloadAction<CartLineKey & { quantity: number }>) {
      const { quantity } = action.payload;
      if (!Number.isInteger(quantity) || quantity < 1) return;
      const line = state.lines.find((candidate) => isSameLine(candidate, action.payload));
      if (line) line.quantity = clampQuantity(quantity);
    },
    itemRemoved(state, action: PayloadAction<CartLineKey>) {
      state.lines = state.lines.filter((line) => !isSameLine(line, action.payload));
    },
    cartCleared(state) {
      state.lines = [];
    },
    /**
     * A checked pincode (or '' to forget it); anything else is not a pincode and is ignored. Under
     * the key `pincode`, which the support recording redacts (a bare string payload it would keep).
     */
    pincodeChosen(state, action: PayloadAction<{ pincode: string }>) {
      const { pincode } = action.payload;
      if (pincode === '' || PINCODE.test(pincode)) state.pincode = pincode;
    },
    /** A code typed, picked from the offers or opened from a link; one that cannot be a code is ignored. */
    couponApplied(state, action: PayloadAction<{ code: string }>) {
      const code = tidyCouponCode(action.payload.code);
      if (code) state.coupon = code;
    },
    couponRemoved(state) {
      state.coupon = '';
    },
    /** Undo of Clear Cart: the cleared lines come back, and anything added since stays. */
    cartRestored(state, action: PayloadAction<CartLine[]>) {
      const addedSince = state.lines.filter((line) => !action.payload.some((restored) => isSameLine(restored, line)));
      state.lines = [...action.payload, ...addedSince]
        .slice(0, MAX_CART_LINES)
        .map((line) => ({ ...line, quantity: clampQuantity(line.quantity) }));
    },
  },
  // A placed order empties the cart as its own event, so no 'Cart cleared' notice is raised.
  extraReducers: (builder) => {
    builder.addMatcher(ordersApi.endpoints.createOrder.matchFulfilled, (state) => {
      state.lines = [];
      state.coupon = '';
    });
  },
  selectors: {
    selectCartLines: (state) => state.lines,
    selectCartPincode: (state) => state.pincode,
    selectCartCoupon: (state) => state.coupon,
  },
});

export const { itemAdded, quantityChanged, itemRemoved, cartCleared, cartRestored, pincodeChosen, couponApplied, couponRemoved } =
  cartSlice.actions;
export const { selectCartLines, selectCartPincode, selectCartCoupon } = cartSlice.selectors;

export const selectCartCount = createSelector([selectCartLines], (lines) => lines.reduce((count, line) => count + line.quantity, 0));

export const selectCartSubtotal = createSelector([selectCartLines], (lines) =>
  lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
);
