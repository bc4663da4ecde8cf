import { asString, isWellFormed } from './guards';

/**
 * `encodeURIComponent` that cannot throw: a lone surrogate (which makes it throw) becomes U+FFFD,
 * as the URL parser itself does. Every link built from an id goes through here.
 */
export function encodeUrlPart(text: string): string {
  return encodeURIComponent(isWellFormed(text) ? text : text.replace(/\p{Cs}/gu, '\uFFFD'));
}

const WEB_PROTOCOLS = ['http:', 'https:'];
// Any https origin will do: only the protocol a relative path would end up with is read.
const RELATIVE_BASE = 'https://shop.invalid/';

function webUrl(value: unknown, base?: string): string {
  const text = asString(value).trim();
  if (text === '' || !isWellFormed(text)) return '';
  try {
    return WEB_PROTOCOLS.includes(new URL(text, base).protocol) ? text : '';
  } catch {
    return '';
  }
}

/** A link the shop may open: an absolute http(s) URL, else '' (`javascript:`, `data:`, `vbscript:`…). */
export function asWebLink(value: unknown): string {
  return webUrl(value);
}

/** A picture from the server: an http(s) URL or a path on the shop's own origin, else ''. */
export function asImageUrl(value: unknown): string {
  return webUrl(value, RELATIVE_BASE);
}
