import { describeApiError } from '@/api/errors';
import { productFailureTitle } from '@/features/catalog/productFailure';
import type { Notification } from '@/store/notices';

type Toast = Omit<Notification, 'id'>;

const destructive = (title: string, description?: string): Toast => ({ title, description, variant: 'error' });

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

const TOASTS: Record<string, (error: unknown) => Toast> = {
  getStoreInfo: () => destructive('Error', 'Failed to load store information. Please refresh the page.'),
  login: (error) => destructive('Error', loginFailureMessage(error)),
  register: (error) => destructive('Registration Error', registrationFailureMessage(error)),
  getAccountInfo: (error) => destructive('Error', accountFailureMessage(error)),
  getOrders: () => destructive('Error', 'Failed to load your orders. Please try again.'),
  createOrder: () => destructive('Error placing order', 'Please try again later.'),
  getProduct: (error) => destructive(productFailureTitle(error)),
  trackOrder: () => destructive('Error', 'Failed to find order. Please check your information and try again.'),
};

/** The toast a failed call raises, or null where the spec shows the failure inline or not at all. */
export function toastForFailedCall(endpointName: string, error: unknown): Toast | null {
  const toast = TOASTS[endpointName];
  return toast ? toast(error) : null;
}
