import fc from 'fast-check';
import {
  checkReview,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  reviewLength,
  textRefusal,
  titleRefusal,
} from './reviews';

const text = (n: number, unit = 'a') => unit.repeat(n);

describe('the review rules', () => {
  it('takes a review within every rule, trimmed', () => {
    expect(checkReview({ rating: 4, title: '  Good grip ', text: `  ${text(REVIEW_TEXT_MIN)}  ` })).toEqual({
      ok: true,
      review: { rating: 4, title: 'Good grip', text: text(REVIEW_TEXT_MIN) },
    });
    expect(checkReview({ rating: 5, text: text(REVIEW_TEXT_MAX) })).toMatchObject({ ok: true, review: { title: '' } });
  });

  it('names every broken rule, the first in the order of the form', () => {
    expect(checkReview({ rating: 0, title: text(REVIEW_TITLE_MAX + 1), text: 'Too short' })).toEqual({
      ok: false,
      error: REVIEW_MESSAGES.rating,
      fields: { rating: REVIEW_MESSAGES.rating, title: REVIEW_MESSAGES.titleTooLong, text: REVIEW_MESSAGES.textTooShort },
    });
    expect(checkReview({ rating: 3.5, text: text(REVIEW_TEXT_MAX + 1) })).toMatchObject({
      error: REVIEW_MESSAGES.rating,
      fields: { text: REVIEW_MESSAGES.textTooLong },
    });
    expect(checkReview({ rating: '5', text: text(30) })).toMatchObject({ ok: false, fields: { rating: REVIEW_MESSAGES.rating } });
    expect(checkReview({})).toMatchObject({ fields: { rating: REVIEW_MESSAGES.rating, text: REVIEW_MESSAGES.textTooShort } });
  });

  it('counts the ceilings in characters, an emoji as one, and the floor in UTF-16 units', () => {
    expect(reviewLength('👍🏽 ok')).toBe(5);
    expect(titleRefusal(text(REVIEW_TITLE_MAX, '👍'))).toBeNull();
    expect(titleRefusal(text(REVIEW_TITLE_MAX + 1, '👍'))).toBe(REVIEW_MESSAGES.titleTooLong);
    expect(textRefusal(text(REVIEW_TEXT_MAX, '🏏'))).toBeNull();
    expect(textRefusal(text(REVIEW_TEXT_MAX + 1, '🏏'))).toBe(REVIEW_MESSAGES.textTooLong);
    expect(textRefusal(text(REVIEW_TEXT_MIN / 2, '🏏'))).toBeNull();
    expect(textRefusal(`${text(REVIEW_TEXT_MIN - 1)}   `)).toBe(REVIEW_MESSAGES.textTooShort);
  });

  it('writes its limits into its messages', () => {
    expect(REVIEW_MESSAGES.titleTooLong).toContain(String(REVIEW_TITLE_MAX));
    expect(REVIEW_MESSAGES.textTooShort).toContain(String(REVIEW_TEXT_MIN));
    expect(REVIEW_MESSAGES.textTooLong).toContain(REVIEW_TEXT_MAX.toLocaleString('en-IN'));
  });

  it('never takes what breaks a rule, nor refuses what keeps them, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.option(fc.string({ unit: 'grapheme', maxLength: 120 }), { nil: undefined }),
        fc.string({ unit: 'binary', maxLength: 2100 }),
        (rating, title, body) => {
          const checked = checkReview({ rating, title, text: body });
          const t = (title ?? '').trim();
          const b = body.trim();
          const keeps =
            Number.isInteger(rating) &&
            (rating as number) >= 1 &&
            (rating as number) <= 5 &&
            [...t].length <= REVIEW_TITLE_MAX &&
            b.length >= REVIEW_TEXT_MIN &&
            [...b].length <= REVIEW_TEXT_MAX;
          expect(checked.ok).toBe(keeps);
          if (checked.ok) expect(checked.review).toEqual({ rating, title: t, text: b });
          else expect(checked.error).toBe(Object.values(checked.fields)[0]);
        },
      ),
    );
  });
});
