/**
 * Property (issue 30): after any sequence of writes, edits, moderation decisions and votes, the
 * summary (histogram, count, average) says what the published reviews say, and the product
 * answer's rating agrees with it.
 */
import fc from 'fast-check';
import type { RatingSummaryDto } from '../src/contracts';
import { decideReview } from '../src/modules/reviews/moderationQueue';
import { reviewsChanged } from '../src/modules/reviews';
import { firstProducts, propertyRuns, useTestApp } from './helpers';
import { buyer, post, put, ratingOf, reviewsOf, shopper, vote, type Shopper } from './reviewsHelpers';

const t = useTestApp({ COD_MAX_ORDER_VALUE: 'none', REVIEW_WRITE_LIMIT: '100000', REVIEW_VOTE_LIMIT: '100000' }, { reset: false });
const BUYERS = 4;
let productId = '';
let buyers: Shopper[] = [];
let reader: Shopper;

beforeAll(async () => {
  productId = (await firstProducts(t.app, 3))[2]!.id;
  buyers = [];
  for (let n = 0; n < BUYERS; n++) buyers.push(await buyer(t.app, productId));
  reader = await shopper(t.app);
});

type Step = { kind: 'post' | 'put'; who: number; rating: number; flagged: boolean } | { kind: 'publish' | 'reject' | 'vote'; who: number };

const who = fc.integer({ min: 0, max: BUYERS - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom('post' as const, 'put' as const), who, rating: fc.integer({ min: 1, max: 5 }), flagged: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('publish' as const, 'reject' as const, 'vote' as const), who }),
);

/** What the published reviews say, from the model of who holds which review in which state. */
function expectedSummary(model: Map<number, { rating: number; status: string }>): RatingSummaryDto {
  const published = [...model.values()].filter((r) => r.status === 'published').map((r) => r.rating);
  const sum = published.reduce((a, b) => a + b, 0);
  return {
    average: published.length ? Math.round((sum / published.length) * 10) / 10 : 0,
    count: published.length,
    histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: published.filter((r) => r === stars).length })),
  };
}

async function emptyProduct() {
  await t.db.query('DELETE FROM reviews WHERE product_id = $1', [productId]);
  await t.db.query(
    'UPDATE product_ratings SET count = 0, sum = 0, stars1 = 0, stars2 = 0, stars3 = 0, stars4 = 0, stars5 = 0 WHERE product_id = $1',
    [productId],
  );
  await t.db.query("UPDATE settings SET value = (value::bigint + 1)::text WHERE key = 'ratings_version'");
  reviewsChanged(t.db, productId);
}

const reviewIdOf = async (n: number) =>
  (await t.app.inject({ url: `/api/v1/products/${productId}/reviews/mine`, headers: buyers[n]!.headers })).json().review?.id as
    | string
    | undefined;

it('keeps the summary and the product rating equal to the published reviews', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
      await emptyProduct();
      const model = new Map<number, { rating: number; status: string }>();
      for (const s of steps) {
        if (s.kind === 'post' || s.kind === 'put') {
          const body = { rating: s.rating, title: s.flagged ? 'Pure crap' : 'Fine', text: 'Wore them for a month of runs now.' };
          const res = await (s.kind === 'post' ? post : put)(t.app, buyers[s.who]!, productId, body);
          if (s.kind === 'post' && model.has(s.who)) expect(res.statusCode).toBe(409);
          else model.set(s.who, { rating: s.rating, status: s.flagged ? 'pending' : 'published' });
        } else {
          const id = await reviewIdOf(s.who);
          if (!id) continue;
          if (s.kind === 'vote') {
            expect((await vote(t.app, reader, productId, id)).statusCode).toBe(model.get(s.who)!.status === 'published' ? 200 : 404);
          } else {
            await decideReview(t.db, id, s.kind === 'publish' ? 'published' : 'rejected');
            model.get(s.who)!.status = s.kind === 'publish' ? 'published' : 'rejected';
          }
        }
        const summary = expectedSummary(model);
        const page = await reviewsOf(t.app, productId);
        expect(page.summary).toEqual(summary);
        expect(page.data.map((r) => r.rating).sort()).toEqual(
          [...model.values()]
            .filter((r) => r.status === 'published')
            .map((r) => r.rating)
            .sort(),
        );
        expect(await ratingOf(t.app, productId)).toEqual(summary.count ? { average: summary.average, count: summary.count } : undefined);
      }
    }),
    { numRuns: propertyRuns(15, 150) },
  );
}, 300_000);
