import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductSnapshot } from '@/entities/product/productSnapshot';

export interface WishlistState {
  items: ProductSnapshot[];
}

export const initialWishlistState: WishlistState = { items: [] };

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    /** Adds the product, or takes it out when it is already there (decisions.md: a toggle). */
    wishlistToggled(state, action: PayloadAction<ProductSnapshot>) {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      if (index >= 0) state.items.splice(index, 1);
      else state.items.push(action.payload);
    },
    wishlistItemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectWishlistItems: (state) => state.items,
    selectIsInWishlist: (state, id: string) => state.items.some((item) => item.id === id),
    selectWishlistCount: (state) => state.items.length,
  },
});

export const { wishlistToggled, wishlistItemRemoved } = wishlistSlice.actions;
export const { selectWishlistItems, selectIsInWishlist, selectWishlistCount } = wishlistSlice.selectors;
