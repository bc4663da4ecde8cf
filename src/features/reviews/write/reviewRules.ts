// The app's own texts about a sent review; the rules and their messages, the server's as well, are rules/reviews.ts.

/** What the notice says once a review is sent, by the state the server put it in. */
export const SENT_NOTICES = {
  published: 'Thanks! Your review is live.',
  pending: "Thanks! Your review will appear once we've checked it.",
} as const;

export const PENDING_LINE = 'Your review is waiting to be checked';
export const REJECTED_LINE = "Your review wasn't published. You can edit it and send it again.";
