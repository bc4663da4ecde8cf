// The app's modules read where they run (the API base, a page's own address) from `location`,
// which Node lacks. The prerender runs as if at the shop's public origin; nothing is fetched.
export const PRERENDER_ORIGIN = process.env.PUBLIC_URL?.replace(/\/+$/, '') || 'http://localhost';

if (typeof globalThis.location === 'undefined') {
  Object.defineProperty(globalThis, 'location', { value: new URL(`${PRERENDER_ORIGIN}/`), configurable: true });
}
