// The login token lives only in this cookie (spec §9, decisions.md): never in Redux state, local
// storage or anything DevTools can export.

export const TOKEN_COOKIE = 'token';
const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;

// A damaged cookie (a stray `%`) makes decodeURIComponent throw, and this runs before the first
// render and on every request: it reads as no token instead.
function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

export function readTokenCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) {
      const value = decodeCookieValue(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}

function secureFlag(): string {
  return window.location.protocol === 'https:' ? '; Secure' : '';
}

export function writeTokenCookie(token: string): void {
  document.cookie =
    `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${THIRTY_DAYS_IN_SECONDS}; Path=/; SameSite=Strict` + secureFlag();
}

export function deleteTokenCookie(): void {
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict${secureFlag()}`;
}
