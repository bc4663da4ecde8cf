import { describeApiError } from '@/api/errors';

/** The app's own words around cancelling and returning (the server's refusals are shown as they come). */
export const AFTER_SALE_TEXTS = {
  cancel: 'Cancel order',
  keep: 'Keep order',
  cancelQuestion: 'Why are you cancelling?',
  note: 'Tell us more',
  cancelled: (id: string) => `Order ${id} has been cancelled.`,
  returnOrExchange: 'Return or exchange',
  returnRequested: (id: string) => `Your return for order ${id} has been requested.`,
  exchangeRequested: (id: string) => `Your exchange for order ${id} has been requested.`,
  unreachable: 'Could not reach the shop. Nothing was sent and your choices are kept: please try again.',
  failed: 'Something went wrong on our side. Your choices are kept: please try again.',
  offline: 'This can be sent once you are back online. Your choices are kept.',
} as const;

/** The sentence to show for a refused or failed send: the server's own when it gave one. */
export function sendProblem(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'no-response') return AFTER_SALE_TEXTS.unreachable;
  if (failure.kind === 'response' && failure.serverMessage && failure.status < 500) return failure.serverMessage;
  return AFTER_SALE_TEXTS.failed;
}
