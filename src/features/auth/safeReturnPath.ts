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

const PROBE_ORIGIN = 'http://app.invalid';

/**
 * Where to go after signing in: the `from` path only when it stays inside this app (a single
 * leading `/`); a full URL, `//host`, `/\host` or anything else falls back to `/`.
 */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return HOME;
  if (hasUnsafeCharacter(from)) return HOME;
  try {
    const url = new URL(from, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return HOME;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return HOME;
  }
}

/** The `from` carried in a navigation state (RequireAuth, the cart's checkout), if any. */
export function returnPathFromState(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return safeReturnPath(from);
}
