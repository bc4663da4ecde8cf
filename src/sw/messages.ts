/** Sent by the page to a waiting worker when the shopper accepts the update. */
export const SKIP_WAITING = 'SKIP_WAITING';
