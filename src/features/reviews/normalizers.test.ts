import fc from 'fast-check';
import { payloadLike } from '@/test/arbitraries';
import { buildReview, summaryOf } from '@/test/fakeReviews';
import { toHelpfulCount, toReview, toReviewsPage, toSummary } from './normalizers';
import { readReviewsRequest, withReviewsChoice } from './reviewsQuery';

const page = (data: unknown[], extra: Record<string, unknown> = {}) => ({
  summary: summaryOf([]),
  data,
  pagination: { page: 1, limit: 10, total: data.length, totalPages: 1 },
  ...extra,
});

describe('toReviewsPage', () => {
  it('reads a page as the contract writes it', () => {
    const dto = buildReview({
      id: 'r1',
      rating: 4,
      title: 'Good',
      author: 'Priya S.',
      createdAt: '2026-11-12T20:00:00.000Z',
      size: 'UK 9',
    });
    const answer = toReviewsPage({ ...page([dto]), summary: summaryOf([dto]) });
    expect(answer).toMatchObject({ kind: 'served', page: 1, totalPages: 1, total: 1, summary: { average: 4, count: 1 } });
    expect(answer?.summary.histogram.map((row) => row.stars)).toEqual([5, 4, 3, 2, 1]);
    // 20:00 UTC is already the 13th in India, the shop's day.
    expect(answer?.reviews[0]).toMatchObject({
      id: 'r1',
      rating: 4,
      title: 'Good',
      author: 'Priya S.',
      date: '13 Nov 2026',
      size: 'UK 9',
      color: '',
    });
  });

  it.each([
    ['no object', []],
    ['a product list', { data: [], pagination: { total: 0 } }],
    ['a page without data', { summary: summaryOf([]) }],
    ['an HTML page', '<!doctype html><p>Not found</p>'],
  ])('reads %s as no reviews page', (_name, body) => {
    expect(toReviewsPage(body)).toBeNull();
  });

  it('drops reviews without an id or 1–5 whole stars, and repeats', () => {
    const answer = toReviewsPage(
      page([
        buildReview({ id: '' }),
        buildReview({ id: 'a', rating: 6 }),
        buildReview({ id: 'b', rating: 2.5 }),
        buildReview({ id: 'c' }),
        buildReview({ id: 'c' }),
      ]),
    );
    expect(answer?.reviews.map((review) => review.id)).toEqual(['c']);
  });

  it('reads an average outside 1–5, or with no reviews, as no rating', () => {
    expect(toSummary({ average: 7, count: 3, histogram: [] })).toMatchObject({ average: 0, count: 0 });
    expect(toSummary({ average: 4.44, count: 3, histogram: [] })).toMatchObject({ average: 4.4, count: 3 });
  });

  it('names a nameless author and leaves an unreadable date out', () => {
    expect(toReview(buildReview({ author: '  ', createdAt: 'yesterday' }))).toMatchObject({ author: 'A buyer', date: '', dateTime: '' });
  });

  it('never throws, and what it gives is a page the section can draw', () => {
    const keys = [
      'summary',
      'data',
      'pagination',
      'average',
      'count',
      'histogram',
      'stars',
      'id',
      'rating',
      'title',
      'text',
      'author',
      'createdAt',
      'helpful',
      'page',
      'totalPages',
    ];
    const review = fc.record(
      {
        id: fc.anything(),
        rating: fc.anything(),
        title: fc.anything(),
        text: fc.anything(),
        author: fc.anything(),
        createdAt: fc.oneof(
          fc.string(),
          fc.date().map((date) => (Number.isNaN(date.getTime()) ? 'x' : date.toISOString())),
          fc.anything(),
        ),
        helpful: fc.anything(),
        size: fc.anything(),
        color: fc.anything(),
        verified: fc.anything(),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      payloadLike(keys),
      fc.record({
        summary: fc.oneof(
          payloadLike(keys),
          fc.record({
            average: fc.anything(),
            count: fc.anything(),
            histogram: fc.array(fc.record({ stars: fc.anything(), count: fc.anything() })),
          }),
        ),
        data: fc.array(fc.oneof(review, fc.anything()), { maxLength: 12 }),
        pagination: fc.anything(),
      }),
    );
    fc.assert(
      fc.property(body, (value) => {
        const answer = toReviewsPage(value);
        if (answer === null) return;
        const { summary, reviews } = answer;
        expect(summary.histogram.map((row) => row.stars)).toEqual([5, 4, 3, 2, 1]);
        for (const row of summary.histogram) expect(Number.isSafeInteger(row.count) && row.count >= 0).toBe(true);
        expect(summary.average === 0 || (summary.average >= 1 && summary.average <= 5)).toBe(true);
        expect(new Set(reviews.map((item) => item.id)).size).toBe(reviews.length);
        for (const item of reviews) {
          expect(item.id).not.toBe('');
          expect([1, 2, 3, 4, 5]).toContain(item.rating);
          expect(item.author).not.toBe('');
          for (const text of [item.title, item.text, item.author, item.date, item.size, item.color]) expect(typeof text).toBe('string');
          expect(Number.isSafeInteger(item.helpful) && item.helpful >= 0).toBe(true);
        }
        expect(answer.page).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('toHelpfulCount', () => {
  it('reads the new count, or null', () => {
    expect(toHelpfulCount({ helpful: 5 })).toBe(5);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const count = toHelpfulCount(value);
        expect(count === null || (Number.isSafeInteger(count) && count >= 0)).toBe(true);
      }),
    );
  });
});

describe('the sort and star in the address', () => {
  it('reads them, taking anything unknown as the default', () => {
    expect(readReviewsRequest('p', new URLSearchParams('sort=lowest&star=2'))).toEqual({ productId: 'p', sort: 'lowest', star: 2 });
    expect(readReviewsRequest('p', new URLSearchParams('sort=price&star=7'))).toEqual({ productId: 'p', sort: 'helpful', star: null });
    fc.assert(
      fc.property(fc.string(), fc.string(), (sort, star) => {
        const request = readReviewsRequest('p', new URLSearchParams({ sort, star }));
        expect(['helpful', 'newest', 'highest', 'lowest']).toContain(request.sort);
        expect([null, 1, 2, 3, 4, 5]).toContain(request.star);
      }),
    );
  });

  it('writes only what differs from the default, keeping the rest of the query', () => {
    const search = new URLSearchParams('utm_source=mail&sort=newest');
    expect(withReviewsChoice(search, { sort: 'helpful', star: 4 }).toString()).toBe('utm_source=mail&star=4');
  });
});
