const HOME = '/';
// Control characters and spaces (browsers drop some of them from URLs, so `/\t/evil.test` would
// become `//evil.test`) and backslashes (read as `/`).
function hasUnsafeCharacter(path: string): boolean {
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

// A path that a browser or React Router would read as another host: `//host`, `/\host`.
const OTHER_HOST = /^[/\\]{2}/;

function shopOrigin(): string {
  const origin = typeof window === 'undefined' ? 'null' : window.location.origin;
  return origin === 'null' ? 'http://shop.invalid' : origin;
}

/**
 * Where to go after signing in: the `from` path resolved against the shop's origin (dot segments
 * and percent-encoded dots included, so `/..//evil.test` is caught), kept only when it stays on
 * that origin and does not itself read as another host; anything else goes to `/`. What comes out
 * is always something React Router navigates to inside the app.
 */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || OTHER_HOST.test(from)) return HOME;
  if (hasUnsafeCharacter(from)) return HOME;
  const origin = shopOrigin();
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return HOME;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== origin || OTHER_HOST.test(path)) return HOME;
  return path;
}

/** The `from` carried in a navigation state (RequireAuth, the cart's checkout), if any. */
export function returnPathFromState(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return safeReturnPath(from);
}
