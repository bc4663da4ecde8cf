import type {
  REVIEW_MESSAGES as CONTRACT_MESSAGES,
  REVIEW_TEXT_MAX as CONTRACT_TEXT_MAX,
  REVIEW_TEXT_MIN as CONTRACT_TEXT_MIN,
  REVIEW_TITLE_MAX as CONTRACT_TITLE_MAX,
} from '@server/contracts';

// The app may take the server's contract as types only, so the rules are written again here; each
// is typed by the contract's literal, so a limit or a message changed there fails the typecheck.
export const REVIEW_TITLE_MAX: typeof CONTRACT_TITLE_MAX = 100;
export const REVIEW_TEXT_MIN: typeof CONTRACT_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX: typeof CONTRACT_TEXT_MAX = 2000;

export const REVIEW_MESSAGES: typeof CONTRACT_MESSAGES = {
  rating: 'Choose a star rating',
  titleTooLong: 'Title must be 100 characters or fewer',
  textTooShort: 'Review must be at least 20 characters',
  textTooLong: 'Review must be 2,000 characters or fewer',
  notBuyer: 'Only shoppers who bought this product can review it',
  alreadyReviewed: 'You have already reviewed this product',
  ownReview: "You can't mark your own review helpful",
};

/** What the notice says once a review is sent, by the state the server put it in. */
export const SENT_NOTICES = {
  published: 'Thanks! Your review is live.',
  pending: "Thanks! Your review will appear once we've checked it.",
} as const;

export const PENDING_LINE = 'Your review is waiting to be checked';
export const REJECTED_LINE = "Your review wasn't published. You can edit it and send it again.";
