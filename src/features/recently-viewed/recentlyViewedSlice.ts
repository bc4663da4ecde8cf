import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductSnapshot } from '@/entities/product/productSnapshot';

export const RECENTLY_VIEWED_LIMIT = 12;

export interface RecentlyViewedState {
  /** Most recent first, one entry per product. */
  items: ProductSnapshot[];
}

const initialState: RecentlyViewedState = { items: [] };

export const recentlyViewedSlice = createSlice({
  name: 'recentlyViewed',
  initialState,
  reducers: {
    productViewed(state, action: PayloadAction<ProductSnapshot>) {
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
