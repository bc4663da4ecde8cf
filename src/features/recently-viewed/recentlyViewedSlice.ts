import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WishlistItem } from '@/entities/product/productSnapshot';

/** The same summary of a product the wishlist keeps: enough to show a card without a request. */
export type RecentProduct = WishlistItem;

export const RECENTLY_VIEWED_LIMIT = 12;

export interface RecentlyViewedState {
  /** Most recent first, one entry per product. */
  items: RecentProduct[];
}

const initialState: RecentlyViewedState = { items: [] };

export const recentlyViewedSlice = createSlice({
  name: 'recentlyViewed',
  initialState,
  reducers: {
    productViewed(state, action: PayloadAction<RecentProduct>) {
      const others = state.items.filter((item) => item.id !== action.payload.id);
      state.items = [action.payload, ...others].slice(0, RECENTLY_VIEWED_LIMIT);
    },
    recentlyViewedCleared(state) {
      state.items = [];
    },
  },
  selectors: {
    selectRecentlyViewed: (state) => state.items,
  },
});

export const { productViewed, recentlyViewedCleared } = recentlyViewedSlice.actions;
export const { selectRecentlyViewed } = recentlyViewedSlice.selectors;
