import { describeApiError } from '@/api/errors';

/** The login failure message of the shared auth logic (spec §8, decisions.md). */
export function loginFailureMessage(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'response') return failure.serverMessage ?? 'Failed to login. Please check your credentials.';
  if (failure.kind === 'no-response') return 'No response from server. Please try again later.';
  return failure.message;
}

export function registrationFailureMessage(error: unknown): string {
  const failure = describeApiError(error);
  return (failure.kind === 'response' && failure.serverMessage) || 'Failed to register. Please try again.';
}

export function accountFailureMessage(error: unknown): string {
  const failure = describeApiError(error);
  const base = 'Failed to load account information';
  if (failure.kind === 'response') return `${base} (Status: ${failure.status})`;
  if (failure.kind === 'no-response') return `${base} (No response received)`;
  return `${base}: ${failure.message}`;
}
