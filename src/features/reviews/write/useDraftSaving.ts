import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch } from '@/state/hooks';
import type { ReviewDraft } from './myReview';
import { reviewDraftChanged } from './reviewDraftsSlice';

/**
 * How long typing pauses before the draft is saved: one action (and one write to local storage) per
 * pause rather than per key, which also keeps the support recording short.
 */
export const DRAFT_SAVE_DELAY_MS = 300;

/**
 * Keeps the form's values as the product's draft while the shopper types: saved after each pause,
 * at once by `saveNow` (before a send), and on leaving the screen. Nothing is saved before the
 * first change, so opening the form writes nothing.
 */
export function useDraftSaving(productId: string, values: ReviewDraft) {
  const dispatch = useAppDispatch();
  const initial = useRef(values);
  const pending = useRef<ReviewDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) dispatch(reviewDraftChanged({ productId, draft: pending.current }));
    pending.current = null;
  }, [dispatch, productId]);

  useEffect(() => {
    if (values === initial.current) return;
    pending.current = values;
    clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, DRAFT_SAVE_DELAY_MS);
  }, [values, saveNow]);

  // Leaving the screen within a pause still keeps what was typed.
  useEffect(() => saveNow, [saveNow]);

  /** After a send the server took: nothing pending may bring the draft back. */
  const forget = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  return { saveNow, forget };
}
