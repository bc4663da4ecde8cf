import fc from 'fast-check';
import { toReviewRequest } from './myReviewApi';
import { draftOf, toFieldErrors, toMyReview, toMyReviewState, toRating } from './normalizers';
import { describePurchase } from './myReview';
import { REVIEW_MESSAGES } from '@rules/reviews';

const review = {
  id: 'r-1',
  productId: 'p-1',
  rating: 4,
  title: 'Good grip',
  text: 'Used it every morning.',
  author: 'Asha R.',
  createdAt: '2026-11-20T09:00:00.000Z',
  verified: true,
  size: 'UK 9',
  color: 'Black',
  helpful: 2,
  status: 'pending',
};

describe('toMyReviewState', () => {
  it('reads the shopper’s standing, what they bought and their review', () => {
    expect(toMyReviewState({ eligible: true, purchase: { size: 'UK 9 ', color: null }, review })).toEqual({
      eligible: true,
      purchase: { size: 'UK 9', color: '' },
      review: { id: 'r-1', rating: 4, reviewTitle: 'Good grip', reviewText: 'Used it every morning.', status: 'pending' },
    });
  });

  it('takes anything but eligible: true as not eligible, and a review without an id or stars as none', () => {
    expect(toMyReviewState({ eligible: 'true', purchase: 'x', review: { ...review, rating: 6 } })).toEqual({
      eligible: false,
      purchase: null,
      review: null,
    });
    expect(toMyReview({ ...review, id: '' })).toBeNull();
    expect(toMyReview({ ...review, rating: 3.5 })).toBeNull();
  });

  it('reads an unknown state as waiting to be checked, never as live', () => {
    expect(toMyReview({ ...review, status: 'live' })?.status).toBe('pending');
  });

  it('never throws and always gives the view model’s shape, whatever arrives (arbitrary JSON)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything()), (body) => {
        const state = toMyReviewState(body);
        expect(typeof state.eligible).toBe('boolean');
        if (state.review) {
          expect(state.review.id).not.toBe('');
          expect([1, 2, 3, 4, 5]).toContain(state.review.rating);
          expect(typeof state.review.reviewText).toBe('string');
        }
        if (state.purchase) expect(typeof describePurchase(state.purchase)).toBe('string');
      }),
    );
    fc.assert(fc.property(fc.jsonValue(), (body) => typeof toFieldErrors(body) === 'object'));
    fc.assert(fc.property(fc.anything(), (value) => [null, 1, 2, 3, 4, 5].includes(toRating(value))));
  });
});

describe('toFieldErrors', () => {
  it('puts a 422’s messages on the form’s fields', () => {
    expect(
      toFieldErrors({
        error: REVIEW_MESSAGES.rating,
        fields: { rating: REVIEW_MESSAGES.rating, title: 7, text: REVIEW_MESSAGES.textTooShort },
      }),
    ).toEqual({ rating: REVIEW_MESSAGES.rating, reviewText: REVIEW_MESSAGES.textTooShort });
  });
});

describe('describePurchase', () => {
  it('says what was bought, as Orders does', () => {
    expect(describePurchase({ size: 'UK 9', color: 'Black' })).toBe('Size: UK 9 · Colour: Black');
    expect(describePurchase({ size: '', color: 'Red' })).toBe('Colour: Red');
    expect(describePurchase(null)).toBe('');
  });
});

describe('toReviewRequest', () => {
  it('sends the title and text as typed, and the stars only once chosen', () => {
    expect(toReviewRequest({ rating: 5, reviewTitle: ' <b>x</b> ', reviewText: 'text' })).toEqual({
      rating: 5,
      title: ' <b>x</b> ',
      text: 'text',
    });
    expect(toReviewRequest({ rating: null, reviewTitle: '', reviewText: '' })).toEqual({ title: '', text: '' });
    const mine = toMyReview(review)!;
    expect(draftOf(mine)).toEqual({ rating: 4, reviewTitle: 'Good grip', reviewText: 'Used it every morning.' });
  });
});
