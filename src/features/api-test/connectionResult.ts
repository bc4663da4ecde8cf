export type ConnectionResult =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'connected'; storeName: string }
  | { kind: 'failed' }
  | { kind: 'unexpected'; message: string };

/** A rejected request carries an HTTP or network `status`; anything else went wrong in our code. */
export function toFailure(error: unknown): ConnectionResult {
  if (typeof error === 'object' && error !== null && 'status' in error) return { kind: 'failed' };
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
  return { kind: 'unexpected', message };
}
