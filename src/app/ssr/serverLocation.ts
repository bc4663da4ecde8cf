// The app's modules read where they run (the API base, a page's canonical address) from
// `location`, which Node lacks. A page server answers as the shop's public origin: set before any
// module of the app loads (import this first), and once the server knows its origin.
let current = new URL('http://localhost/');

if (typeof globalThis.location === 'undefined') {
  Object.defineProperty(globalThis, 'location', { get: () => current, configurable: true });
}

/** The shop's public origin (PUBLIC_URL): canonical addresses, og:url and links are built on it. */
export function setServerOrigin(origin: string) {
  current = new URL(`${origin.replace(/\/+$/, '')}/`);
}
