import { lacksEndpoint } from '@rules/missingEndpoint';
import { REVIEW_MESSAGES } from '@rules/reviews';
import { describeApiError } from '@/api/errors';
import { isRecord } from '@/utils/guards';
import { toFieldErrors, type ReviewField } from './normalizers';

export const TOO_MANY_MESSAGE = "You've sent several reviews in a short time. Please wait a few minutes and try again.";
export const SEND_FAILED_MESSAGE = "Your review couldn't be sent. Please try again: what you wrote is kept.";
export const NO_REVIEWS_MESSAGE = "This shop doesn't take reviews at the moment.";
export const SWITCHED_TO_EDIT_MESSAGE = `${REVIEW_MESSAGES.alreadyReviewed}. Send again to replace it with this one.`;

/** What the form shows for a send the server refused or never answered; nothing typed is lost. */
export type SendFailure =
  | { kind: 'fields'; fields: Partial<Record<ReviewField, string>>; message: string }
  | { kind: 'notBuyer' }
  | { kind: 'alreadyReviewed' }
  | { kind: 'tooMany'; message: string }
  | { kind: 'noReviews' }
  | { kind: 'failed' };

export function toSendFailure(error: unknown): SendFailure {
  const failure = describeApiError(error);
  if (failure.kind !== 'response') return { kind: 'failed' };
  const body = isRecord(error) ? error.data : undefined;
  if (lacksEndpoint(failure.status)) return { kind: 'noReviews' };
  switch (failure.status) {
    case 422:
      return { kind: 'fields', fields: toFieldErrors(body), message: failure.serverMessage ?? SEND_FAILED_MESSAGE };
    case 403:
      return { kind: 'notBuyer' };
    case 409:
      return { kind: 'alreadyReviewed' };
    case 429:
      return { kind: 'tooMany', message: failure.serverMessage ?? TOO_MANY_MESSAGE };
    default:
      return { kind: 'failed' };
  }
}
