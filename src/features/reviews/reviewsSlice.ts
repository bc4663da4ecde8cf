import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Whether the API keeps reviews: found out by the visit's first reviews request, like delivery's backend. */
export type ReviewsBackend = 'unknown' | 'served' | 'missing';

export interface ReviewsSliceState {
  /** Not persisted: the API may gain reviews later. */
  backend: ReviewsBackend;
  /** Reviews this shopper marked helpful in this visit: their button shows it and is not pressed again. */
  votedHelpful: string[];
  /**
   * How many pages of each view (`reviewsViewKey`) the shopper has opened with "More" (1 when
   * absent). The pages themselves are the infinite query's, which may hold one more fetched ahead.
   */
  pagesShown: Record<string, number>;
}

const initialState: ReviewsSliceState = { backend: 'unknown', votedHelpful: [], pagesShown: {} };

export const reviewsSlice = createSlice({
  name: 'reviews',
  initialState,
  reducers: {
    reviewsBackendDetected(state, action: PayloadAction<Exclude<ReviewsBackend, 'unknown'>>) {
      state.backend = action.payload;
    },
    reviewsPagesShown(state, action: PayloadAction<{ view: string; pages: number }>) {
      state.pagesShown[action.payload.view] = action.payload.pages;
    },
    helpfulVoted(state, action: PayloadAction<string>) {
      if (!state.votedHelpful.includes(action.payload)) state.votedHelpful.push(action.payload);
    },
  },
  selectors: {
    selectReviewsBackend: (state) => state.backend,
    selectVotedHelpful: (state, reviewId: string) => state.votedHelpful.includes(reviewId),
    selectPagesShown: (state, view: string) => state.pagesShown[view] ?? 1,
  },
});

export const { reviewsBackendDetected, helpfulVoted, reviewsPagesShown } = reviewsSlice.actions;
export const { selectReviewsBackend, selectVotedHelpful, selectPagesShown } = reviewsSlice.selectors;
