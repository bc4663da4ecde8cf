import type { Reducer } from '@reduxjs/toolkit';
import { asId, asString, isRecord } from '@/utils/guards';
import { persistTolerantly, readStoredState } from '@/utils/tolerantPersistence';
import type { ReviewDraft } from './myReview';
import { toRating } from './normalizers';
import type { ReviewDraftsState } from './reviewDraftsSlice';

export const REVIEW_DRAFTS_PERSIST_VERSION = 1;
export const REVIEW_DRAFTS_STORAGE_KEY = 'reviewDrafts';
/** Most drafts kept (the latest written): a device collects no endless store of them. */
export const MAX_REVIEW_DRAFTS = 20;
// Well past the form's limits (100 and 2,000), so nothing typed is cut; a hand-edited giant is.
const MAX_STORED_TEXT = 8000;

function toDraft(stored: unknown): ReviewDraft | null {
  if (!isRecord(stored)) return null;
  const draft = {
    rating: toRating(stored.rating),
    reviewTitle: asString(stored.reviewTitle).slice(0, MAX_STORED_TEXT),
    reviewText: asString(stored.reviewText).slice(0, MAX_STORED_TEXT),
  };
  return draft.rating === null && !draft.reviewTitle && !draft.reviewText ? null : draft;
}

/** Whatever the `reviewDrafts` key held → clean drafts: bad ids and empty or unreadable drafts dropped. */
export function migrateStoredReviewDrafts(stored: unknown): ReviewDraftsState {
  const byProduct = isRecord(stored) && isRecord(stored.byProduct) ? stored.byProduct : {};
  const kept: Array<[string, ReviewDraft]> = [];
  for (const [key, value] of Object.entries(byProduct)) {
    const id = asId(key);
    const draft = toDraft(value);
    if (id && id === key && draft) kept.push([id, draft]);
  }
  return { byProduct: Object.fromEntries(kept.slice(-MAX_REVIEW_DRAFTS)) };
}

/** A draft changed before the stored ones were read is the newer one. */
export function withStoredReviewDrafts(stored: ReviewDraftsState, current: ReviewDraftsState): ReviewDraftsState {
  return migrateStoredReviewDrafts({ byProduct: { ...stored.byProduct, ...current.byProduct } });
}

const options = {
  key: REVIEW_DRAFTS_STORAGE_KEY,
  field: 'byProduct',
  version: REVIEW_DRAFTS_PERSIST_VERSION,
  clean: migrateStoredReviewDrafts,
  reconcile: withStoredReviewDrafts,
} as const;

export function readStoredReviewDrafts(raw: string | null): string | null {
  return readStoredState(raw, options);
}

export function persistReviewDrafts(reducer: Reducer<ReviewDraftsState>) {
  return persistTolerantly(reducer, options);
}
