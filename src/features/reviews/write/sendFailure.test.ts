import { REVIEW_MESSAGES } from '@rules/reviews';
import { SEND_FAILED_MESSAGE, TOO_MANY_MESSAGE, toSendFailure } from './sendFailure';

const answer = (status: number, data: unknown = {}) => ({ status, data });

describe('toSendFailure', () => {
  it('reads each refusal of the server as the form shows it', () => {
    expect(toSendFailure(answer(422, { error: REVIEW_MESSAGES.rating, fields: { rating: REVIEW_MESSAGES.rating } }))).toEqual({
      kind: 'fields',
      fields: { rating: REVIEW_MESSAGES.rating },
      message: REVIEW_MESSAGES.rating,
    });
    expect(toSendFailure(answer(403, { error: 'x' }))).toEqual({ kind: 'notBuyer' });
    expect(toSendFailure(answer(409))).toEqual({ kind: 'alreadyReviewed' });
    expect(toSendFailure(answer(429, { error: 'Slow down' }))).toEqual({ kind: 'tooMany', message: 'Slow down' });
    expect(toSendFailure(answer(429))).toEqual({ kind: 'tooMany', message: TOO_MANY_MESSAGE });
  });

  it('takes 404, 405 and 501 as an API without reviews', () => {
    expect(toSendFailure(answer(404))).toEqual({ kind: 'noReviews' });
    expect(toSendFailure(answer(405))).toEqual({ kind: 'noReviews' });
    expect(toSendFailure(answer(501))).toEqual({ kind: 'noReviews' });
    expect(toSendFailure({ status: 'PARSING_ERROR', originalStatus: 501 })).toEqual({ kind: 'noReviews' });
  });

  it('takes no answer, a server failure or anything unexpected as a failed send', () => {
    for (const error of [
      { status: 'FETCH_ERROR', error: 'x' },
      answer(500),
      answer(502),
      { status: 'PARSING_ERROR', originalStatus: 200 },
      null,
      'boom',
    ]) {
      expect(toSendFailure(error)).toEqual({ kind: 'failed' });
    }
    expect(toSendFailure(answer(422, 'not json'))).toEqual({ kind: 'fields', fields: {}, message: SEND_FAILED_MESSAGE });
  });
});
