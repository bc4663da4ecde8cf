import { useCallback, useRef } from 'react';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * 128 random bits as 32 hex characters. crypto.getRandomValues works on plain-http origins too,
 * where crypto.randomUUID is missing (it needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per attempt (an order placed, a payment made): the same key for as long as the request
 * stays the same, so a retry after a lost answer can never create a second order or payment, and a
 * fresh key once the shopper has changed anything. Kept in the component, never persisted.
 */
export function useIdempotencyKey(): (request: unknown) => string {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return useCallback((request: unknown) => {
    const text = JSON.stringify(request);
    if (attempt.current?.request !== text) attempt.current = { request: text, key: newIdempotencyKey() };
    return attempt.current.key;
  }, []);
}
