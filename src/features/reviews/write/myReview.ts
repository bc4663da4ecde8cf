/**
 * The shopper's own review as the write side reads it. What they wrote is kept under `reviewTitle`
 * and `reviewText`, names the support export redacts (src/utils/redaction.ts): a draft, and a
 * review only its writer sees yet, are theirs, not the shop's.
 */
export type MyReviewStatus = 'pending' | 'published' | 'rejected';

export interface ReviewDraft {
  /** 1–5, or null before a star is chosen. */
  rating: number | null;
  reviewTitle: string;
  reviewText: string;
}

export interface MyReview extends ReviewDraft {
  id: string;
  rating: number;
  status: MyReviewStatus;
}

/** What the order line gave the review: '' when the line had none. */
export interface Purchase {
  size: string;
  color: string;
}

/** `GET /products/{id}/reviews/mine`: may the shopper write, what the review will carry, and theirs. */
export interface MyReviewState {
  eligible: boolean;
  purchase: Purchase | null;
  review: MyReview | null;
}

export const EMPTY_DRAFT: ReviewDraft = { rating: null, reviewTitle: '', reviewText: '' };

/** 'Size: UK 9 · Colour: Black', or '' when the purchase had neither. */
export function describePurchase(purchase: Purchase | null): string {
  if (!purchase) return '';
  return [purchase.size && `Size: ${purchase.size}`, purchase.color && `Colour: ${purchase.color}`].filter(Boolean).join(' · ');
}
