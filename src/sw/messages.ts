/** What workbox-window's messageSkipWaiting() sends when the shopper presses Reload. */
export const SKIP_WAITING = 'SKIP_WAITING';
