import type { ThrottleOptions } from '../../platform/limits/failureThrottle';

/**
 * Failed sign-ins: five in a row are free, then 30 s, doubling up to 15 minutes; an hour without
 * a failure forgets them. Counted per device that signed in before, else per account and client
 * address (routes.ts), so a guesser never locks a shopper out of the browser they use.
 */
export const LOGIN_THROTTLE: ThrottleOptions = {
  failuresBeforeWait: 5,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  maxKeys: 10_000,
};
