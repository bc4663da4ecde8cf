// Router location states that one part of the shop sets and another reads.

/** Set on the way to a sign-in: where to go back to afterwards (read through safeReturnPath). */
export interface FromState {
  from?: string;
}

/**
 * Set by registration on its way to `/` (spec §6) when the shopper was on the way somewhere that
 * needs a sign-in: where to go once signed in (read through safeReturnPath).
 */
export interface ContinueState {
  continueTo?: string;
}

/** Navigation state asking for a smooth scroll, e.g. a page change of the product listing. */
export const SMOOTH_SCROLL_STATE = { scroll: 'smooth' } as const;

/** Navigation state of a change within the screen (the reviews' sort and star filter): the page stays where it is. */
export const KEEP_SCROLL_STATE = { scroll: 'keep' } as const;
