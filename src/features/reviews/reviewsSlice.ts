import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Whether the API keeps reviews: found out by the visit's first reviews request, like delivery's backend. */
export type ReviewsBackend = 'unknown' | 'served' | 'missing';

export interface ReviewsSliceState {
  /** Not persisted: the API may gain reviews later. */
  backend: ReviewsBackend;
  /** Reviews this shopper marked helpful in this visit: their button shows it and is not pressed again. */
  votedHelpful: string[];
}

const initialState: ReviewsSliceState = { backend: 'unknown', votedHelpful: [] };

export const reviewsSlice = createSlice({
  name: 'reviews',
  initialState,
  reducers: {
    reviewsBackendDetected(state, action: PayloadAction<Exclude<ReviewsBackend, 'unknown'>>) {
      state.backend = action.payload;
    },
    helpfulVoted(state, action: PayloadAction<string>) {
      if (!state.votedHelpful.includes(action.payload)) state.votedHelpful.push(action.payload);
    },
  },
  selectors: {
    selectReviewsBackend: (state) => state.backend,
    selectVotedHelpful: (state, reviewId: string) => state.votedHelpful.includes(reviewId),
  },
});

export const { reviewsBackendDetected, helpfulVoted } = reviewsSlice.actions;
export const { selectReviewsBackend, selectVotedHelpful } = reviewsSlice.selectors;
