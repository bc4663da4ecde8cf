import { describeApiError } from '@/api/errors';
import { lacksEndpoint } from '@rules/missingEndpoint';

/** What a failed reset call means for its screen: the API has no resets (support instead), or a sentence to show. */
export type ResetFailure = { kind: 'missing' } | { kind: 'message'; message: string; status: number | null };

export function resetFailure(error: unknown, fallback: string): ResetFailure {
  const failure = describeApiError(error);
  // Neither call answers 404 where it exists: a 404, 405 or 501 is an API without resets.
  if (failure.kind === 'response' && lacksEndpoint(failure.status)) return { kind: 'missing' };
  if (failure.kind === 'response') return { kind: 'message', message: failure.serverMessage ?? fallback, status: failure.status };
  if (failure.kind === 'no-response') return { kind: 'message', message: 'No response from server. Please try again later.', status: null };
  return { kind: 'message', message: fallback, status: null };
}
