import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRecord } from '@/utils/guards';
import type { ReviewDraft } from './myReview';

/** Unsent reviews by product id, kept on the device (reviewDraftsPersistence.ts) until sent. */
export interface ReviewDraftsState {
  byProduct: Record<string, ReviewDraft>;
}

export const initialReviewDraftsState: ReviewDraftsState = { byProduct: {} };

export const reviewDraftsSlice = createSlice({
  name: 'reviewDrafts',
  initialState: initialReviewDraftsState,
  reducers: {
    /** The shopper changed the form: the draft is what it now holds. */
    reviewDraftChanged(state, action: PayloadAction<{ productId: string; draft: ReviewDraft }>) {
      // A product id from the address bar must not reach an object's prototype.
      if (action.payload.productId === '__proto__') return;
      state.byProduct[action.payload.productId] = action.payload.draft;
    },
    /** Sent and taken by the server: nothing is left to restore. */
    reviewDraftSent(state, action: PayloadAction<{ productId: string }>) {
      delete state.byProduct[action.payload.productId];
    },
  },
});

export const { reviewDraftChanged, reviewDraftSent } = reviewDraftsSlice.actions;

/**
 * The draft kept for a product, if any. Read defensively: a support replay draws a recorded state
 * whose drafts were redacted to a marker.
 */
export function selectReviewDraft(state: { reviewDrafts: ReviewDraftsState }, productId: string): ReviewDraft | undefined {
  const { byProduct } = state.reviewDrafts;
  const draft = isRecord(byProduct) && Object.hasOwn(byProduct, productId) ? byProduct[productId] : undefined;
  return isRecord(draft) ? draft : undefined;
}
