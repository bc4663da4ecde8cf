import crypto from 'node:crypto';

/**
 * Order numbers: 8 characters of Crockford base32 (40 random bits), short enough to read out or
 * type into Track Order, far too many to guess. A dozen lines, so no dependency for it.
 */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ORDER_ID = /^[0-9A-HJKMNP-TV-Z]{8}$/;
// Orders placed before random ids existed keep their number (1001, 1002, …).
const LEGACY_ID = /^[0-9]{1,9}$/;

export function newOrderId(): string {
  let bits = BigInt(`0x${crypto.randomBytes(5).toString('hex')}`);
  let id = '';
  for (let i = 0; i < 8; i++, bits >>= 5n) id = CROCKFORD[Number(bits & 31n)] + id;
  return id;
}

/**
 * The stored form of an order id as a shopper or a client may give it: trimmed, upper-cased,
 * hyphens dropped, O read as 0 and I or L as 1 (Crockford's decoding rules). Numbers from older
 * clients are accepted. Null when it cannot be an order id.
 */
export function canonicalOrderId(input: unknown): string | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input > 0 ? canonicalOrderId(String(input)) : null;
  if (typeof input !== 'string' || input.length > 40) return null;
  const id = input.trim().toUpperCase().replace(/-/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return ORDER_ID.test(id) || LEGACY_ID.test(id) ? id : null;
}
