import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { buildProduct } from '@/test/builders';
import { toProduct } from './normalizers';
import { ratingLabel, toRating } from './rating';
import { RatingStars } from './RatingStars';

describe('toRating', () => {
  it('keeps an average of 1–5 to one decimal and a whole count of at least one', () => {
    expect(toRating({ average: 4.26, count: 128 })).toEqual({ average: 4.3, count: 128 });
    expect(toRating({ average: 1, count: 1 })).toEqual({ average: 1, count: 1 });
    expect(toRating({ average: 5, count: 3 })).toEqual({ average: 5, count: 3 });
  });

  it.each([
    ['no rating', undefined],
    ['an average of 0', { average: 0, count: 0 }],
    ['an average above 5', { average: 5.1, count: 2 }],
    ['an average below 1', { average: 0.9, count: 2 }],
    ['an average that is no number', { average: 'good', count: 2 }],
    ['an infinite average', { average: Infinity, count: 2 }],
    ['a count of 0', { average: 4, count: 0 }],
    ['a fractional count', { average: 4, count: 2.5 }],
    ['a negative count', { average: 4, count: -3 }],
    ['a list', [4, 2]],
  ])('reads %s as no rating', (_name, value) => {
    expect(toRating(value)).toBeUndefined();
  });

  it('never throws, and whatever it gives is a rating the stars can draw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ average: fc.anything(), count: fc.anything() })), (value) => {
        const rating = toRating(value);
        if (rating === undefined) return;
        expect(rating.average).toBeGreaterThanOrEqual(1);
        expect(rating.average).toBeLessThanOrEqual(5);
        expect(Math.round(rating.average * 10)).toBe(rating.average * 10);
        expect(Number.isSafeInteger(rating.count) && rating.count >= 1).toBe(true);
      }),
    );
  });

  it('is part of the product only when the answer has a rating', () => {
    expect(toProduct(buildProduct({ rating: { average: 3.95, count: 7 } })).rating).toEqual({ average: 4, count: 7 });
    expect(toProduct(buildProduct())).not.toHaveProperty('rating');
  });
});

describe('RatingStars', () => {
  it('is one image named with the average, out of 5, and the count', () => {
    render(<RatingStars rating={{ average: 4.3, count: 128 }} />);
    expect(screen.getByRole('img', { name: '4.3 out of 5 stars, 128 reviews' })).toHaveTextContent('(128)');
  });

  it('says "1 review" for one, and the average to one decimal', () => {
    render(<RatingStars rating={{ average: 5, count: 1 }} count="words" />);
    expect(screen.getByRole('img', { name: '5.0 out of 5 stars, 1 review' })).toHaveTextContent('1 review');
  });

  it('groups a large count as Indian numbers are', () => {
    expect(ratingLabel({ average: 3.5, count: 123456 })).toBe('3.5 out of 5 stars, 1,23,456 reviews');
  });

  it('fills the stars in proportion to the average', () => {
    const { container } = render(<RatingStars rating={{ average: 4.3, count: 2 }} />);
    // eslint-disable-next-line testing-library/no-node-access, testing-library/no-container -- the fill is drawing, with no role: its width is the subject
    const fill = [...container.querySelectorAll('span')].find((span) => getComputedStyle(span).overflow === 'hidden');
    expect(fill).toHaveStyle({ width: '86%' });
  });
});
