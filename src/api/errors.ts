import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { asString, isRecord } from '@/utils/guards';

/** What went wrong with a call, in the three cases the spec's messages tell apart (§8). */
export type ApiFailure =
  | { kind: 'response'; status: number; serverMessage: string | null }
  | { kind: 'no-response' }
  | { kind: 'other'; message: string };

export function describeApiError(error: unknown): ApiFailure {
  if (!isRecord(error)) return { kind: 'other', message: asString(error, 'Unknown error') };
  const { status } = error as Partial<FetchBaseQueryError>;
  if (typeof status === 'number') {
    const message = isRecord(error.data) ? asString(error.data.error).trim() : '';
    return { kind: 'response', status, serverMessage: message || null };
  }
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { kind: 'no-response' };
  if (status === 'PARSING_ERROR') {
    const originalStatus = typeof error.originalStatus === 'number' ? error.originalStatus : 0;
    return { kind: 'response', status: originalStatus, serverMessage: null };
  }
  const message = asString(error.error) || asString((error as SerializedError).message);
  return { kind: 'other', message: message || 'Unknown error' };
}
