/** Reviews (issue 30): who may write, one per shopper, the rules' messages, votes and the summary. */
import { REVIEW_MESSAGES, type MyReviewStateDto } from '../src/contracts';
import { firstProducts, makeApp, useTestApp } from './helpers';
import { buyer, GOOD, order, post, put, ratingOf, reviewed, reviewsOf, shopper, vote } from './reviewsHelpers';

const t = useTestApp({ COD_MAX_ORDER_VALUE: 'none', ORDER_RATE_LIMIT_MAX: '1000' });
let productId = '';
beforeAll(async () => {
  productId = (await firstProducts(t.app, 2))[1]!.id;
});

describe('who may write', () => {
  it('asks for a token (401), and a purchase (403) that is paid and not cancelled', async () => {
    expect((await post(t.app, null, productId, GOOD)).statusCode).toBe(401);
    const browsing = await shopper(t.app);
    const refused = await post(t.app, browsing, productId, GOOD);
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: REVIEW_MESSAGES.notBuyer }]);

    const unpaid = await shopper(t.app);
    await order(t.app, unpaid, productId, 'unpaid');
    expect((await post(t.app, unpaid, productId, GOOD)).statusCode).toBe(403);

    const cancelled = await shopper(t.app);
    const id = await order(t.app, cancelled, productId, 'cod');
    await t.db.query('UPDATE orders SET status = 4 WHERE id = $1', [id]);
    expect((await post(t.app, cancelled, productId, GOOD)).statusCode).toBe(403);
    expect((await put(t.app, cancelled, productId, GOOD)).statusCode).toBe(403);

    // Another product bought does not count.
    const other = await shopper(t.app);
    await order(t.app, other, (await firstProducts(t.app, 3))[2]!.id);
    expect((await post(t.app, other, productId, GOOD)).statusCode).toBe(403);
  });

  it('takes a review from a buyer paying cash on delivery or by card, with the size and colour of the order line', async () => {
    const cod = await shopper(t.app, 'Priya', 'sharma');
    await order(t.app, cod, productId, 'cod', { size: 'UK 8', color: 'Black/Orange' });
    const res = await post(t.app, cod, productId, { ...GOOD, title: '  Great shoes  ', text: `  ${GOOD.text}\n` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      productId,
      rating: 5,
      title: 'Great shoes',
      text: GOOD.text,
      author: 'Priya s.',
      createdAt: expect.any(String),
      verified: true,
      size: 'UK 8',
      color: 'Black/Orange',
      helpful: 0,
      status: 'published',
    });
    const card = await shopper(t.app);
    await order(t.app, card, productId, 'card');
    expect((await post(t.app, card, productId, { ...GOOD, rating: 3 })).statusCode).toBe(201);
    expect((await reviewsOf(t.app, productId)).summary).toEqual({
      average: 4,
      count: 2,
      histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 || stars === 3 ? 1 : 0 })),
    });
  });

  it('tells a shopper whether they may write, what the review will carry, and their review', async () => {
    const mine = (who: { headers: object } | null) =>
      t.app.inject({ url: `/api/v1/products/${productId}/reviews/mine`, headers: (who?.headers ?? {}) as Record<string, string> });
    expect((await mine(null)).statusCode).toBe(401);
    const who = await shopper(t.app);
    expect((await mine(who)).json()).toEqual({ eligible: false, purchase: null, review: null } satisfies MyReviewStateDto);
    await order(t.app, who, productId, 'cod', { size: 'UK 9', color: null });
    await order(t.app, who, productId, 'cod', { size: 'UK 10', color: 'Navy' });
    expect((await mine(who)).json()).toEqual({ eligible: true, purchase: { size: 'UK 10', color: 'Navy' }, review: null });
    await post(t.app, who, productId, GOOD);
    const state: MyReviewStateDto = (await mine(who)).json();
    expect(state.review).toMatchObject({ ...GOOD, size: 'UK 10', color: 'Navy', status: 'published' });
    expect((await mine(who)).headers['cache-control']).toBe('no-store');
  });
});

describe('one review per shopper', () => {
  it('refuses a second POST (409), and PUT replaces the review and the summary with it', async () => {
    const { who, review } = await reviewed(t.app, productId, { ...GOOD, rating: 2 });
    const again = await post(t.app, who, productId, GOOD);
    expect([again.statusCode, again.json()]).toEqual([409, { error: REVIEW_MESSAGES.alreadyReviewed }]);
    expect((await reviewsOf(t.app, productId)).summary.average).toBe(2);

    const edited = await put(t.app, who, productId, { rating: 4, title: '', text: 'Better after a week of wearing them in.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: review.id, rating: 4, title: '', status: 'published' });
    const page = await reviewsOf(t.app, productId);
    expect(page.summary).toMatchObject({ average: 4, count: 1 });
    expect(page.data.map((r) => [r.id, r.rating])).toEqual([[review.id, 4]]);
    expect(await ratingOf(t.app, productId)).toEqual({ average: 4, count: 1 });
  });

  it('PUT writes the review when the buyer has none yet', async () => {
    const who = await buyer(t.app, productId);
    const res = await put(t.app, who, productId, GOOD);
    expect([res.statusCode, res.json().status]).toEqual([200, 'published']);
  });
});

describe('the rules', () => {
  it('answers 422 naming every broken field with its message, the first as the error', async () => {
    const who = await buyer(t.app, productId);
    const cases: Array<[object, object]> = [
      [{ title: 'x', text: GOOD.text }, { rating: REVIEW_MESSAGES.rating }],
      [{ ...GOOD, rating: 0 }, { rating: REVIEW_MESSAGES.rating }],
      [{ ...GOOD, rating: 6 }, { rating: REVIEW_MESSAGES.rating }],
      [{ ...GOOD, title: 'a'.repeat(101) }, { title: REVIEW_MESSAGES.titleTooLong }],
      [{ ...GOOD, text: undefined }, { text: REVIEW_MESSAGES.textTooShort }],
      [{ ...GOOD, text: `   ${'a'.repeat(19)}   ` }, { text: REVIEW_MESSAGES.textTooShort }],
      [{ ...GOOD, text: 'a'.repeat(2001) }, { text: REVIEW_MESSAGES.textTooLong }],
      [
        { title: 'b'.repeat(101), text: 'short' },
        { rating: REVIEW_MESSAGES.rating, title: REVIEW_MESSAGES.titleTooLong, text: REVIEW_MESSAGES.textTooShort },
      ],
    ];
    for (const [body, fields] of cases) {
      for (const send of [post, put]) {
        const res = await send(t.app, who, productId, body);
        expect([res.statusCode, res.json()]).toEqual([422, { error: Object.values(fields)[0], fields }]);
      }
    }
    // At the limits: 100 characters of title (an emoji is one), 20 and 2,000 of text, after trimming.
    const atLimits = { rating: 1, title: `${'é'.repeat(99)}🏏`, text: ` ${'a'.repeat(2000)} ` };
    expect((await post(t.app, who, productId, atLimits)).statusCode).toBe(201);
    expect((await put(t.app, who, productId, { ...atLimits, text: 'a'.repeat(20) })).statusCode).toBe(200);
    // Ten emoji are twenty characters to the form (String length): the floor counts as it does.
    expect((await put(t.app, who, productId, { ...atLimits, text: '🏏'.repeat(10) })).statusCode).toBe(200);
    expect((await reviewsOf(t.app, productId)).data).toHaveLength(1);
  });

  it('refuses what is no review request at all with 400', async () => {
    const who = await buyer(t.app, productId);
    for (const body of [
      { ...GOOD, rating: '5' },
      { ...GOOD, rating: 4.5 },
      { ...GOOD, text: 5 },
      { ...GOOD, title: 'x'.repeat(401) },
    ]) {
      expect((await post(t.app, who, productId, body)).statusCode).toBe(400);
    }
  });
});

describe('helpful votes', () => {
  it('counts one vote per shopper, never on one’s own review, only on published ones', async () => {
    const { who: writer, review } = await reviewed(t.app, productId);
    const reader = await shopper(t.app);
    expect((await vote(t.app, null, productId, review.id)).statusCode).toBe(401);
    // The page kept for a second is dropped by the vote: the voter sees it at the next ask.
    expect((await reviewsOf(t.app, productId)).data[0]!.helpful).toBe(0);
    expect((await vote(t.app, reader, productId, review.id)).json()).toEqual({ helpful: 1 });
    const again = await vote(t.app, reader, productId, review.id);
    expect([again.statusCode, again.json()]).toEqual([200, { helpful: 1 }]);
    expect((await vote(t.app, await shopper(t.app), productId, review.id)).json()).toEqual({ helpful: 2 });
    const own = await vote(t.app, writer, productId, review.id);
    expect([own.statusCode, own.json()]).toEqual([403, { error: REVIEW_MESSAGES.ownReview }]);
    expect((await reviewsOf(t.app, productId)).data[0]!.helpful).toBe(2);

    const { review: held } = await reviewed(t.app, productId, { ...GOOD, text: 'Order from www.cheap-shoes.example instead' });
    expect(held.status).toBe('pending');
    expect((await vote(t.app, reader, productId, held.id)).statusCode).toBe(404);
    const otherProduct = (await firstProducts(t.app, 3))[2]!.id;
    for (const [pid, rid] of [
      [productId, 'not-a-uuid'],
      [productId, '00000000-0000-4000-8000-000000000000'],
      [otherProduct, review.id],
      ['nope', review.id],
    ]) {
      expect((await vote(t.app, reader, pid!, rid!)).statusCode).toBe(404);
    }
  });
});

describe('limits per shopper', () => {
  /** The same database served by an app with small limits, as another instance could be. */
  const tight = () => makeApp(t.db, { COD_MAX_ORDER_VALUE: 'none', REVIEW_WRITE_LIMIT: '2', REVIEW_VOTE_LIMIT: '2' });

  it('answers 429 past the writes of the window, counted from the rows (edits count, refusals do not)', async () => {
    const app = await tight();
    try {
      const who = await buyer(app, productId);
      expect((await post(app, who, productId, { ...GOOD, rating: 0 })).statusCode).toBe(422);
      expect((await post(app, who, productId, GOOD)).statusCode).toBe(201);
      expect((await put(app, who, productId, GOOD)).statusCode).toBe(200);
      const over = await put(app, who, productId, GOOD);
      expect([over.statusCode, over.json()]).toEqual([429, { error: 'Too many reviews written in a short time. Please try again later.' }]);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
      // Counted from the database: the other app (another instance) refuses too.
      expect((await put(t.app, who, productId, GOOD)).statusCode).toBe(200);
      expect((await put(app, who, productId, GOOD)).statusCode).toBe(429);
      // Rows past the window count no more.
      await t.db.query(`UPDATE review_writes SET created_at = created_at - interval '1 hour'`);
      expect((await put(app, who, productId, GOOD)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 429 past the votes of the window; a repeated vote costs nothing', async () => {
    const app = await tight();
    try {
      const reviews = [];
      for (let n = 0; n < 3; n++) reviews.push((await reviewed(app, productId)).review);
      const reader = await shopper(app);
      expect((await vote(app, reader, productId, reviews[0]!.id)).json()).toEqual({ helpful: 1 });
      expect((await vote(app, reader, productId, reviews[0]!.id)).json()).toEqual({ helpful: 1 });
      expect((await vote(app, reader, productId, reviews[1]!.id)).json()).toEqual({ helpful: 1 });
      const over = await vote(app, reader, productId, reviews[2]!.id);
      expect([over.statusCode, over.json()]).toEqual([429, { error: 'Too many helpful votes in a short time. Please try again later.' }]);
      await t.db.query(`UPDATE review_votes SET created_at = created_at - interval '1 hour'`);
      expect((await vote(app, reader, productId, reviews[2]!.id)).json()).toEqual({ helpful: 1 });
    } finally {
      await app.close();
    }
  });
});
